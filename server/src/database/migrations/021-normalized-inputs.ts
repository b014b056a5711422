// One normaliser per input (shared/src/inputs.ts): every write now stores a bar code, a client's
// phone, a postal code and an IBAN in one form, and every lookup asks for that form. The rows
// written before are brought to it here, once, so a lookup finds them too: an order whose bar code
// was typed in lower case is found by the scanner, a client whose phone was typed '+358 40 ...' by
// the buyer's phone search. The rules are shared's normalizeBarCode, normalizePhone (phone_key(),
// migration 011), normalizePostalCode and normalizeIban; the helper below lives only while this
// migration runs. Only rows that change are written.
export const up = /* sql */ `
UPDATE orders SET barcode = upper(regexp_replace(barcode, '^\\s+|\\s+$', '', 'g'))
  WHERE barcode IS DISTINCT FROM upper(regexp_replace(barcode, '^\\s+|\\s+$', '', 'g'));

UPDATE clients SET phone = phone_key(phone, country)
  WHERE phone IS NOT NULL AND phone_key(phone, country) <> '' AND phone <> phone_key(phone, country);

UPDATE clients SET iban = upper(regexp_replace(iban, '[\\s-]', '', 'g'))
  WHERE iban IS DISTINCT FROM upper(regexp_replace(iban, '[\\s-]', '', 'g'));

CREATE FUNCTION normalized_postal_code(zip text, country text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE
    WHEN country = 'finland' AND c ~ '^\\d{5}$' THEN c
    WHEN country = 'sweden' AND c ~ '^\\d{5}$' THEN substr(c, 1, 3) || ' ' || substr(c, 4)
    WHEN country = 'uk' AND c ~ '^[A-Z0-9]{5,7}$' THEN substr(c, 1, length(c) - 3) || ' ' || right(c, 3)
    ELSE t
  END
  FROM (SELECT upper(regexp_replace(regexp_replace(zip, '^\\s+|\\s+$', '', 'g'), '\\s+', ' ', 'g')) AS t) typed,
       LATERAL (SELECT replace(typed.t, ' ', '') AS c) compact
$fn$;
UPDATE clients SET zip = normalized_postal_code(zip, country) WHERE zip IS DISTINCT FROM normalized_postal_code(zip, country) AND zip IS NOT NULL;
UPDATE orders SET zip = normalized_postal_code(zip, country) WHERE zip IS DISTINCT FROM normalized_postal_code(zip, country) AND zip IS NOT NULL;
DROP FUNCTION normalized_postal_code(text, text);
`;
