// The cold-case list's size without counting it: per language, team, month of creation and whether
// a cold call was tried, how many active orders (open, not received) there are, kept by triggers on
// orders whatever writes them. A cold case is an active order created before the 45-day cut, so the
// list's size is the sum of the months before the cut's month plus the cut's month counted from
// orders up to the cut (a range of a few hundred index entries at most). Counting the list itself
// read every entry of the language's cold cases (about 12,500 Finnish ones) on every page.
//
// An insert or a delete adds up its rows per statement (transition tables); an update is counted per
// row, only when one of the columns the count reads changes (the WHEN clause is evaluated before
// anything runs). The months' rows are updated in key order within a statement. A new order adds to
// its month's row, so concurrent creations of one language and team wait for each other's commit on
// that row: order creations are short transactions. A month's row at 0 stays.
// See docs/decisions/cold-case-count.md.
export const up = /* sql */ `
CREATE TABLE cold_case_months (
  language text NOT NULL,
  month date NOT NULL,
  team text NOT NULL,
  tried boolean NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (language, month, team, tried)
);

-- The month an order counts in (UTC, as the 45-day cut is an instant).
CREATE FUNCTION cold_case_month(created timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $fn$
  SELECT date_trunc('month', created AT TIME ZONE 'UTC')::date
$fn$;

CREATE FUNCTION cold_case_months_add(lang text, tm text, created timestamptz, was_tried boolean, d integer) RETURNS void LANGUAGE sql AS $fn$
  INSERT INTO cold_case_months AS m (language, month, team, tried, n)
  VALUES (lang, cold_case_month(created), coalesce(tm, ''), was_tried, d)
  ON CONFLICT (language, month, team, tried) DO UPDATE SET n = m.n + excluded.n
$fn$;

CREATE FUNCTION cold_case_months_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO cold_case_months AS m (language, month, team, tried, n)
  SELECT language, cold_case_month(createdat), coalesce(team, ''), coldcalllasttry IS NOT NULL, count(*)
    FROM new_orders WHERE NOT isreceived AND NOT closed AND language IS NOT NULL AND createdat IS NOT NULL
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (language, month, team, tried) DO UPDATE SET n = m.n + excluded.n;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER cold_case_months_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION cold_case_months_inserted();

CREATE FUNCTION cold_case_months_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO cold_case_months AS m (language, month, team, tried, n)
  SELECT language, cold_case_month(createdat), coalesce(team, ''), coldcalllasttry IS NOT NULL, -count(*)
    FROM old_orders WHERE NOT isreceived AND NOT closed AND language IS NOT NULL AND createdat IS NOT NULL
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (language, month, team, tried) DO UPDATE SET n = m.n + excluded.n;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER cold_case_months_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION cold_case_months_deleted();

CREATE FUNCTION cold_case_months_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NOT OLD.isreceived AND NOT OLD.closed AND OLD.language IS NOT NULL AND OLD.createdat IS NOT NULL THEN
    PERFORM cold_case_months_add(OLD.language, OLD.team, OLD.createdat, OLD.coldcalllasttry IS NOT NULL, -1);
  END IF;
  IF NOT NEW.isreceived AND NOT NEW.closed AND NEW.language IS NOT NULL AND NEW.createdat IS NOT NULL THEN
    PERFORM cold_case_months_add(NEW.language, NEW.team, NEW.createdat, NEW.coldcalllasttry IS NOT NULL, 1);
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER cold_case_months_updated AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.isreceived, OLD.closed, OLD.language, OLD.team, OLD.createdat, OLD.coldcalllasttry IS NULL)
        IS DISTINCT FROM (NEW.isreceived, NEW.closed, NEW.language, NEW.team, NEW.createdat, NEW.coldcalllasttry IS NULL))
  EXECUTE FUNCTION cold_case_months_updated();

CREATE FUNCTION cold_case_months_truncated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM cold_case_months;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER cold_case_months_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION cold_case_months_truncated();

-- The orders already there.
INSERT INTO cold_case_months (language, month, team, tried, n)
SELECT language, cold_case_month(createdat), coalesce(team, ''), coldcalllasttry IS NOT NULL, count(*)
  FROM orders WHERE NOT isreceived AND NOT closed AND language IS NOT NULL AND createdat IS NOT NULL
 GROUP BY 1, 2, 3, 4;
`;
