/**
 * The approval's payee snapshot (shared's PayeeSnapshot) written in SQL from an order `o` and its
 * client `c`, as the teller's approval writes it in TypeScript (domain's payeeSnapshot): for the
 * seed's and the tests' orders put in the approved state without the teller's command. Migration
 * 019 keeps its own copy (a released migration never changes).
 */
export const APPROVED_PAYEE_JSON = `jsonb_build_object(
    'name', btrim(concat_ws(' ', btrim(c.firstname), btrim(c.lastname))),
    'firstName', coalesce(btrim(c.firstname), ''), 'lastName', coalesce(btrim(c.lastname), ''),
    'email', coalesce(btrim(c.email), ''),
    'iban', CASE WHEN o.country <> 'uk' THEN nullif(c.iban, '') END,
    'ukSortCode', CASE WHEN o.country = 'uk' THEN replace(c.uksortcode, '-', '') END,
    'ukAccountNumber', CASE WHEN o.country = 'uk' THEN c.ukaccountnumber END,
    'bankName', NULL,
    'offer', to_char(o.offer, 'FM999999990.00'), 'sekOffer', to_char(o.sekoffer, 'FM999999990.00'), 'gbpOffer', to_char(o.gbpoffer, 'FM999999990.00'),
    'isDonation', o.isdonation,
    'address', coalesce(o.address, ''), 'zip', coalesce(o.zip, ''), 'city', coalesce(o.city, ''),
    'approvedBy', o.tellerid, 'approvedAt', to_char(coalesce(o.tellerdate, now()) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
