// The admin's order list as staff filter it: one country, received or not, newest order number
// first. Without it PostgreSQL walks the order-number index from the top and drops every row of the
// other countries and the other state (tens of thousands once the newest orders are mostly received).
// The list's statement is prepared with parameters, so a partial index on one state would not serve it.
export const up = /* sql */ `
CREATE INDEX orders_country_received_idx ON orders (country, isreceived, ordernumber);
`;
