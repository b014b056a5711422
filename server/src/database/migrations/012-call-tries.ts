// Call-centre ergonomics: each order keeps, per call type, how many calls were
// logged (attempts) and when the last one was (last try), so the buyer's call lists and the cold-case
// lists show them and put an order just tried after the untried ones without reading call_logs.
//
// The database keeps them from call_logs, whatever writes it (a call event, the admin's generic
// CallLogs endpoints, the bulk seed's one statement per batch): statement-level triggers with
// transition tables, one UPDATE of orders per statement. An insert adds its logs (attempts +n, last
// try the later of the two); a delete or an update of logs (rare: admin edits, an order's cascade)
// recounts the orders touched from the table, which call_logs_orderid_idx answers.
//
// The cold-case list is ordered untried first (newest first, as before), then tried ones by last
// try, oldest first: orders_coldcase_tries_idx walks that order within a language, and its
// untried part (coldcalllasttry IS NULL) is a range of createdat, so the 45-day cut is an index bound.
export const up = /* sql */ `
ALTER TABLE orders
  ADD COLUMN welcomecallattempts integer NOT NULL DEFAULT 0,
  ADD COLUMN welcomecalllasttry timestamptz,
  ADD COLUMN aftercallattempts integer NOT NULL DEFAULT 0,
  ADD COLUMN aftercalllasttry timestamptz,
  ADD COLUMN coldcallattempts integer NOT NULL DEFAULT 0,
  ADD COLUMN coldcalllasttry timestamptz;

-- The call logs of some orders, per type: what the six columns hold.
CREATE FUNCTION call_tries_of(ids integer[]) RETURNS TABLE (
  orderid integer, wa integer, wl timestamptz, aa integer, al timestamptz, ca integer, cl timestamptz
) LANGUAGE sql STABLE AS $fn$
  SELECT i.id,
         count(l.id) FILTER (WHERE l.type = 'WELCOME_CALL')::int, max(l.createdat) FILTER (WHERE l.type = 'WELCOME_CALL'),
         count(l.id) FILTER (WHERE l.type = 'AFTER_CALL')::int, max(l.createdat) FILTER (WHERE l.type = 'AFTER_CALL'),
         count(l.id) FILTER (WHERE l.type = 'COLD_CALL')::int, max(l.createdat) FILTER (WHERE l.type = 'COLD_CALL')
    FROM unnest(ids) AS i(id) LEFT JOIN call_logs l ON l.orderid = i.id
   GROUP BY i.id
$fn$;

-- Recounts some orders from call_logs; writes only the rows whose figures differ.
CREATE FUNCTION recount_call_tries(ids integer[]) RETURNS void LANGUAGE sql AS $fn$
  UPDATE orders o SET welcomecallattempts = t.wa, welcomecalllasttry = t.wl, aftercallattempts = t.aa, aftercalllasttry = t.al,
                      coldcallattempts = t.ca, coldcalllasttry = t.cl
    FROM call_tries_of(ids) t
   WHERE o.id = t.orderid
     AND (o.welcomecallattempts, o.welcomecalllasttry, o.aftercallattempts, o.aftercalllasttry, o.coldcallattempts, o.coldcalllasttry)
         IS DISTINCT FROM (t.wa, t.wl, t.aa, t.al, t.ca, t.cl)
$fn$;

CREATE FUNCTION call_logs_added() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE orders o SET welcomecallattempts = o.welcomecallattempts + n.wa, welcomecalllasttry = greatest(o.welcomecalllasttry, n.wl),
                      aftercallattempts = o.aftercallattempts + n.aa, aftercalllasttry = greatest(o.aftercalllasttry, n.al),
                      coldcallattempts = o.coldcallattempts + n.ca, coldcalllasttry = greatest(o.coldcalllasttry, n.cl)
    FROM (SELECT orderid,
                 count(*) FILTER (WHERE type = 'WELCOME_CALL')::int AS wa, max(createdat) FILTER (WHERE type = 'WELCOME_CALL') AS wl,
                 count(*) FILTER (WHERE type = 'AFTER_CALL')::int AS aa, max(createdat) FILTER (WHERE type = 'AFTER_CALL') AS al,
                 count(*) FILTER (WHERE type = 'COLD_CALL')::int AS ca, max(createdat) FILTER (WHERE type = 'COLD_CALL') AS cl
            FROM new_logs WHERE orderid IS NOT NULL GROUP BY orderid) n
   WHERE o.id = n.orderid;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER call_logs_added AFTER INSERT ON call_logs REFERENCING NEW TABLE AS new_logs
  FOR EACH STATEMENT EXECUTE FUNCTION call_logs_added();

CREATE FUNCTION call_logs_removed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM recount_call_tries(ARRAY(SELECT DISTINCT orderid FROM old_logs WHERE orderid IS NOT NULL));
  RETURN NULL;
END
$fn$;
CREATE TRIGGER call_logs_removed AFTER DELETE ON call_logs REFERENCING OLD TABLE AS old_logs
  FOR EACH STATEMENT EXECUTE FUNCTION call_logs_removed();

CREATE FUNCTION call_logs_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM recount_call_tries(ARRAY(SELECT orderid FROM old_logs WHERE orderid IS NOT NULL
                                   UNION SELECT orderid FROM new_logs WHERE orderid IS NOT NULL));
  RETURN NULL;
END
$fn$;
CREATE TRIGGER call_logs_changed AFTER UPDATE ON call_logs REFERENCING OLD TABLE AS old_logs NEW TABLE AS new_logs
  FOR EACH STATEMENT EXECUTE FUNCTION call_logs_changed();

-- The logs already there.
UPDATE orders o SET welcomecallattempts = t.wa, welcomecalllasttry = t.wl, aftercallattempts = t.aa, aftercalllasttry = t.al,
                    coldcallattempts = t.ca, coldcalllasttry = t.cl
  FROM (SELECT orderid,
               count(*) FILTER (WHERE type = 'WELCOME_CALL')::int AS wa, max(createdat) FILTER (WHERE type = 'WELCOME_CALL') AS wl,
               count(*) FILTER (WHERE type = 'AFTER_CALL')::int AS aa, max(createdat) FILTER (WHERE type = 'AFTER_CALL') AS al,
               count(*) FILTER (WHERE type = 'COLD_CALL')::int AS ca, max(createdat) FILTER (WHERE type = 'COLD_CALL') AS cl
          FROM call_logs WHERE orderid IS NOT NULL GROUP BY orderid) t
 WHERE o.id = t.orderid;

-- The cold-case list's order (untried newest first, then by last try); the count keeps orders_coldcase_idx.
CREATE INDEX orders_coldcase_tries_idx ON orders (language, coldcalllasttry NULLS FIRST, createdat DESC, id DESC)
  WHERE NOT isreceived AND NOT closed;

-- An order's earlier calls and SMS, newest first (the call forms' contact history).
DROP INDEX call_logs_orderid_idx;
CREATE INDEX call_logs_orderid_idx ON call_logs (orderid, createdat DESC);
DROP INDEX sms_logs_orderid_idx;
CREATE INDEX sms_logs_orderid_idx ON sms_logs (orderid, createdat DESC);
`;
