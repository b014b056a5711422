// A buyer's own orders are "caller or assigned caller": both sides of that OR need an index.
export const up = /* sql */ `
CREATE INDEX orders_assignedcallerid_idx ON orders (assignedcallerid) WHERE assignedcallerid IS NOT NULL;
`;
