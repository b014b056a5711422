// Payment batches. Each paid order names its batch (paymentxmlid): a
// column holds one value, so an order is in at most one batch, and a trigger keeps it from moving to
// another once set; a batch's orders read its index. The donation lists (per team) get their own
// partial index beside 001's orders_payer_idx (country, ordernumber) of the country lists.
export const up = /* sql */ `
ALTER TABLE orders ADD COLUMN paymentxmlid integer REFERENCES payment_xmls(id);
ALTER TABLE orders ADD CONSTRAINT orders_paymentxmlid_paid CHECK (paymentxmlid IS NULL OR ispaid);
CREATE INDEX orders_paymentxmlid_idx ON orders (paymentxmlid, ordernumber) WHERE paymentxmlid IS NOT NULL; -- a batch's orders
CREATE INDEX orders_payer_donation_idx ON orders (team, ordernumber)
  WHERE istellered AND offeraccepted AND NOT ispaid AND isdonation;                                      -- donation lists
CREATE FUNCTION orders_paymentxmlid_once() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF OLD.paymentxmlid IS NOT NULL AND NEW.paymentxmlid IS DISTINCT FROM OLD.paymentxmlid THEN
    RAISE EXCEPTION 'Order % is already in payment batch %', OLD.id, OLD.paymentxmlid USING ERRCODE = '23505';
  END IF;
  RETURN NEW;
END $fn$;
CREATE TRIGGER orders_paymentxmlid_once BEFORE UPDATE OF paymentxmlid ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_paymentxmlid_once();
ALTER TABLE payment_xmls ADD COLUMN ordercount integer;
ALTER TABLE payment_xmls ADD COLUMN contenttype text;
CREATE INDEX payment_xmls_name_idx ON payment_xmls (name);                                             -- a file name taken this minute
`;
