// The bursar's lists. Unhandled (spec 01 §7 "Order queries": tellered, not complete, paid or
// declined or donation; and open) reads one partial index in order-number order, whatever the
// country; it replaces 001's (country, ordernumber) index on the looser predicate, which no query
// read. Handled today (complete, bursarHandleDate since the start of today) reads the completed
// orders' handle dates, newest first; 001's index on every order's bursarhandledate goes with it.
export const up = /* sql */ `
DROP INDEX IF EXISTS orders_bursar_unhandled_idx;
DROP INDEX IF EXISTS orders_bursarhandledate_idx;
CREATE INDEX orders_bursar_waiting_idx ON orders (ordernumber)
  WHERE istellered AND NOT iscomplete AND NOT closed AND (ispaid OR offereddeclined OR isdonation); -- bursar unhandled
CREATE INDEX orders_bursar_handled_idx ON orders (bursarhandledate DESC)
  WHERE iscomplete;                                                                                 -- bursar handled today
`;
