// The valuation prompt's "mine today" counter. The waiting list
// (orders_waiting_valuation_idx), the re-valuation lists (orders_revaluation_idx) and "valued today"
// and today's stats (orders_valuationdate_idx) read the indexes of migration 001.
export const up = /* sql */ `
CREATE INDEX orders_valuator_date_idx ON orders (valuatorid, valuationdate)
  WHERE isvalued;                                                                   -- the member's own valued today
`;
