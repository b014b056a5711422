// Every order has the Finnish reference number (viitenumero) of its order number,
// whatever path creates it (the API, a replacement security bag, the demo, the seed's bulk SQL),
// unique and never changed. The database sets it: finnish_reference() is shared's finnishReference
// (a test compares the two), an insert without one gets it, an update keeps the old one. Orders
// that lack one get it here; one they already have (the old system printed them on invoices that
// may still be paid) is kept.
export const up = /* sql */ `
CREATE FUNCTION finnish_reference(base bigint) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
  SELECT base::text || ((10 - (
    SELECT sum(substr(reverse(base::text), i, 1)::int * (ARRAY[7, 3, 1])[(i - 1) % 3 + 1])
      FROM generate_series(1, length(base::text)) AS i
  ) % 10) % 10)::text
$fn$;

UPDATE orders SET referencenumber = finnish_reference(ordernumber) WHERE referencenumber IS NULL;
CREATE UNIQUE INDEX orders_referencenumber_key ON orders (referencenumber);

CREATE FUNCTION orders_keep_reference_number() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.referencenumber := coalesce(NEW.referencenumber, finnish_reference(NEW.ordernumber));
  ELSE
    NEW.referencenumber := coalesce(OLD.referencenumber, finnish_reference(NEW.ordernumber));
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER orders_reference_number_set BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION orders_keep_reference_number();
CREATE TRIGGER orders_reference_number_kept BEFORE UPDATE OF referencenumber ON orders FOR EACH ROW EXECUTE FUNCTION orders_keep_reference_number();
`;
