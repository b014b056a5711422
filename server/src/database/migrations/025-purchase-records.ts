// The records a Swedish gold buyer keeps of every purchase and shows the police (law 1999:271,
// ../shared/data/PAYMENTS.md), written by the teller's approval in its own transaction:
// - counters: a purchase-note number from a row updated in the approving transaction is gap-free
//   (a rolled-back approval gives its number back), where a sequence skips. It continues after the
//   highest number the sequence gave.
// - purchase_records: the seller, identity, address and items as they were at the purchase (the
//   client's record may change later; the police report must not), the hold's end, and the police
//   region of the postal code (null: not mapped, listed as such, never dropped).
// - client_identities: the client's personal identity number, apart from the client so that no
//   generic client read, include or export can carry it; the teller, the admin and the bursar read
//   it through their own endpoints.
export const up = /* sql */ `
CREATE TABLE counters (name text PRIMARY KEY, value integer NOT NULL);
INSERT INTO counters (name, value)
  SELECT 'purchaseNoteNumber', GREATEST(
    COALESCE((SELECT max(purchasenotenumber) FROM orders), 0),
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM purchase_note_number_seq));

CREATE TABLE purchase_records (
  orderid integer PRIMARY KEY REFERENCES orders(id),
  purchasenotenumber integer NOT NULL UNIQUE,
  purchasedat timestamptz NOT NULL,
  receiveddate timestamptz,
  holduntil timestamptz,
  sellername text NOT NULL,
  personalidentitynumber text NOT NULL,
  dateofbirth date,
  address text,
  zip text,
  city text,
  region text,
  identitycheck jsonb NOT NULL,
  items jsonb NOT NULL,
  price numeric(14, 2) NOT NULL,
  currency text NOT NULL,
  tellerid integer REFERENCES members(id),
  updatedat timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX purchase_records_purchasedat_idx ON purchase_records (purchasedat);
CREATE INDEX purchase_records_region_idx ON purchase_records (region, purchasedat);
CREATE INDEX purchase_records_holduntil_idx ON purchase_records (holduntil);

CREATE TABLE client_identities (
  clientid integer PRIMARY KEY REFERENCES clients(id),
  personalidentitynumber text NOT NULL,
  updatedat timestamptz NOT NULL DEFAULT now()
);
`;
