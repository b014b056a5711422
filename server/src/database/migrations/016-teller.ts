// The teller. Every approved Swedish purchase gets a purchase-note number from its
// own sequence (the police report lists it; unique, never reused). The teller lists read the queue's
// partial index of 001 (orders_teller_queue_idx: language, orderNumber); today's confirmed list
// orders_tellerdate_idx. The right panel's approved grams read tellerdate, its unvalued counts
// the valuation waiting list's index; the per-country count gets its own.
export const up = /* sql */ `
CREATE SEQUENCE IF NOT EXISTS purchase_note_number_seq START 1;
ALTER TABLE orders ADD COLUMN purchasenotenumber integer;
CREATE UNIQUE INDEX orders_purchasenotenumber_idx ON orders (purchasenotenumber) WHERE purchasenotenumber IS NOT NULL;
CREATE INDEX orders_unvalued_country_idx ON orders (country)
  WHERE isreceived AND NOT isvalued AND NOT closed;                                   -- teller panel: unvalued per country
CREATE INDEX orders_arrival_sms_idx ON orders (language, ordernumber)
  WHERE isreceived AND arrivedsmsdate IS NULL AND NOT returntovaluation AND NOT istellered AND NOT closed; -- arrival SMS lists
CREATE INDEX orders_arrivedsmsdate_idx ON orders (arrivedsmsdate DESC)
  WHERE arrivedsmsdate IS NOT NULL;                                                    -- arrival SMS log
`;
