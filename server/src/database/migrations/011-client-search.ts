// An audit entry keeps the reason its command was given (reopen, an admin's close).
//
// Find anything: the order searches also find an order by its client's name,
// client number and phone, the phone however it is written.
//
// An order keeps its client as the searches see it in clienttext (first and last name, client
// number, phone as phone_key() writes it, joined by the unit separator), kept by two triggers: a new
// order or one moved to another client takes its client's text; a client whose name, number, phone
// or country changes rewrites the text of its orders. The order search column (migration 007) takes
// clienttext as its sixth field, so a free word is still one LIKE on one trigram-indexed column and
// the lists' newest-first walk still reads no row of the table. A join per row instead would leave
// the trigram index unusable for the words that match only the client.
//
// phone_key() is shared's normalizePhone in SQL (the digits in the international form: '+358 40 1',
// '00358 40 1' and '358401' alike; a national number starting with one 0 takes the calling code of
// the client's country); schema.integration compares the two.
export const up = /* sql */ `
-- The reason a command was given (reopen, an admin's close), beside its audit entry's change.
ALTER TABLE audit_entries ADD COLUMN reason text;

CREATE FUNCTION phone_key(phone text, country text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE
    WHEN phone IS NULL THEN ''
    WHEN phone ~ '^\\s*\\+' THEN regexp_replace(phone, '\\D', '', 'g')
    WHEN regexp_replace(phone, '\\D', '', 'g') LIKE '00%' THEN substr(regexp_replace(phone, '\\D', '', 'g'), 3)
    WHEN regexp_replace(phone, '\\D', '', 'g') LIKE '0%' AND country IN ('finland', 'sweden', 'uk') THEN
      (CASE country WHEN 'finland' THEN '358' WHEN 'sweden' THEN '46' ELSE '44' END) || substr(regexp_replace(phone, '\\D', '', 'g'), 2)
    ELSE regexp_replace(phone, '\\D', '', 'g')
  END
$fn$;

CREATE FUNCTION client_search_text(firstname text, lastname text, clientnumber integer, phone text, country text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT concat_ws(' ', firstname, lastname) || E'\\x1f' || coalesce(clientnumber::text, '') || E'\\x1f' || phone_key(phone, country)
$fn$;

ALTER TABLE orders ADD COLUMN clienttext text;
UPDATE orders o SET clienttext = client_search_text(c.firstname, c.lastname, c.clientnumber, c.phone, c.country)
  FROM clients c WHERE c.id = o.clientid;

ALTER TABLE orders DROP COLUMN searchtext;
ALTER TABLE orders ADD COLUMN searchtext text GENERATED ALWAYS AS (lower(
  coalesce(barcode, '') || E'\\x1f' || coalesce(referencenumber, '') || E'\\x1f' || coalesce(address, '') || E'\\x1f' ||
  coalesce(zip, '') || E'\\x1f' || coalesce(city, '') || E'\\x1f' || coalesce(clienttext, ''))) STORED;
ALTER TABLE orders ALTER COLUMN searchtext SET STATISTICS 1000;
CREATE INDEX orders_searchtext_trgm_idx ON orders USING gin (searchtext gin_trgm_ops);
CREATE INDEX orders_searchtext_newest_idx ON orders (createdat, id) INCLUDE (searchtext, ordernumber);
ANALYZE orders (searchtext);

CREATE FUNCTION orders_client_text() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.clienttext := (SELECT client_search_text(c.firstname, c.lastname, c.clientnumber, c.phone, c.country) FROM clients c WHERE c.id = NEW.clientid);
  RETURN NEW;
END
$fn$;
CREATE TRIGGER orders_client_text BEFORE INSERT OR UPDATE OF clientid, clienttext ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_client_text();

CREATE FUNCTION clients_orders_text() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE orders SET clienttext = NULL WHERE clientid = NEW.id;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER clients_orders_text AFTER UPDATE ON clients FOR EACH ROW
  WHEN (OLD.firstname IS DISTINCT FROM NEW.firstname OR OLD.lastname IS DISTINCT FROM NEW.lastname
    OR OLD.clientnumber IS DISTINCT FROM NEW.clientnumber OR OLD.phone IS DISTINCT FROM NEW.phone OR OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION clients_orders_text();
`;
