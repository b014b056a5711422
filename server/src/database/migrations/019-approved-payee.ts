// Pay only what was approved (docs/decisions/pay-the-approved-payee.md): at approval the order keeps a snapshot of its
// payee (name, account, bank, amounts, who approved it when) in `payee`; batches pay the snapshot,
// never the client record. `bankdetailschangedat` marks an order whose account was changed after an
// approval (the payer list shows it). The payer lists' partial indexes now also leave out closed
// orders and orders without an approved payee (a cancelled or re-opened deal is never listed).
// Orders approved and unpaid before this migration take their snapshot from their client as it is
// now (what a batch would have paid), marked `migrated`. Clients get a full date of birth.
export const up = /* sql */ `
ALTER TABLE orders ADD COLUMN payee jsonb;
ALTER TABLE orders ADD COLUMN bankdetailschangedat timestamptz;
ALTER TABLE clients ADD COLUMN dateofbirth date;
UPDATE orders o SET payee = jsonb_build_object(
    'name', btrim(concat_ws(' ', btrim(c.firstname), btrim(c.lastname))),
    'firstName', coalesce(btrim(c.firstname), ''), 'lastName', coalesce(btrim(c.lastname), ''),
    'email', coalesce(btrim(c.email), ''),
    'iban', nullif(c.iban, ''), 'ukSortCode', nullif(c.uksortcode, ''), 'ukAccountNumber', nullif(c.ukaccountnumber, ''),
    'bankName', NULL,
    'offer', o.offer::text, 'sekOffer', o.sekoffer::text, 'gbpOffer', o.gbpoffer::text,
    'isDonation', o.isdonation,
    'address', coalesce(o.address, ''), 'zip', coalesce(o.zip, ''), 'city', coalesce(o.city, ''),
    'approvedBy', o.tellerid, 'approvedAt', coalesce(o.tellerdate, o.updatedat),
    'migrated', true)
  FROM clients c
 WHERE c.id = o.clientid AND o.istellered AND o.offeraccepted AND NOT o.ispaid AND NOT o.closed;
DROP INDEX IF EXISTS orders_payer_idx;
DROP INDEX IF EXISTS orders_payer_donation_idx;
CREATE INDEX orders_payer_idx ON orders (country, ordernumber)
  WHERE istellered AND offeraccepted AND NOT ispaid AND NOT closed AND payee IS NOT NULL;               -- payer lists
CREATE INDEX orders_payer_donation_idx ON orders (team, ordernumber)
  WHERE istellered AND offeraccepted AND NOT ispaid AND NOT closed AND payee IS NOT NULL AND isdonation; -- donation lists
`;
