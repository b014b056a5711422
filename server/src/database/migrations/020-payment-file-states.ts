// A file is sent once, a returned payment is paid again once, and an Idempotency-Key whose request
// died is released in seconds (docs/decisions/payment-files-and-returns.md, idempotency-lease.md):
// - payment_xmls record the first download (who, when) and the payer's "sent to bank" (who, when);
// - payment_returns hold each payment the bank returned (order, batch, reason, who registered it),
//   one per order and batch, and the batch that paid it again; an order's batch may be cleared only
//   by such a return (the trigger of 017 otherwise keeps it);
// - idempotency_keys get a lease the running request renews, and `committed`, set inside the
//   command's own transaction: a key whose holder stopped renewing and whose command never committed
//   (the process died first) is taken over by the retry instead of answering 409 for a day.
export const up = /* sql */ `
ALTER TABLE payment_xmls ADD COLUMN firstdownloadedat timestamptz;
ALTER TABLE payment_xmls ADD COLUMN firstdownloadedby integer REFERENCES members(id);
ALTER TABLE payment_xmls ADD COLUMN sentat timestamptz;
ALTER TABLE payment_xmls ADD COLUMN sentby integer REFERENCES members(id);
CREATE TABLE payment_returns (
  id serial PRIMARY KEY,
  orderid integer NOT NULL REFERENCES orders(id),
  paymentxmlid integer NOT NULL REFERENCES payment_xmls(id),
  reason text NOT NULL,
  registeredby integer NOT NULL REFERENCES members(id),
  registeredat timestamptz NOT NULL,
  repaidpaymentxmlid integer REFERENCES payment_xmls(id),
  UNIQUE (orderid, paymentxmlid)
);
CREATE INDEX payment_returns_orderid_idx ON payment_returns (orderid);                                 -- an order's returns
CREATE INDEX payment_returns_registeredat_idx ON payment_returns (registeredat DESC);                   -- the returns list
CREATE OR REPLACE FUNCTION orders_paymentxmlid_once() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF OLD.paymentxmlid IS NOT NULL AND NEW.paymentxmlid IS DISTINCT FROM OLD.paymentxmlid
     AND NOT (NEW.paymentxmlid IS NULL
              AND EXISTS (SELECT 1 FROM payment_returns r WHERE r.orderid = OLD.id AND r.paymentxmlid = OLD.paymentxmlid)) THEN
    RAISE EXCEPTION 'Order % is already in payment batch %', OLD.id, OLD.paymentxmlid USING ERRCODE = '23505';
  END IF;
  RETURN NEW;
END $fn$;
ALTER TABLE idempotency_keys ADD COLUMN leaseuntil timestamptz;
ALTER TABLE idempotency_keys ADD COLUMN committed boolean NOT NULL DEFAULT false;
`;
