// Time recording (spec 02 §2 "Time recording"; docs/decisions/time-recording.md): a member records a
// calendar day once. The day becomes a date column (it was a timestamp: a midnight in some zone), read
// in the default business time zone, Europe/Helsinki. The old system never saved a record, so rows
// here could only come from the admin's generic endpoint of the preview: of two on one day of one
// member, the newest is kept. Hours are 0 on a day of sick leave or paid day off (never null). The
// unique index is the member's month list's; the date index is the admin's month of everyone.
// The checks hold the generic endpoint to the rules of shared's timeRecordSchema for new rows.
export const up = /* sql */ `
ALTER TABLE time_records ALTER COLUMN date TYPE date USING (date AT TIME ZONE 'Europe/Helsinki')::date;
DELETE FROM time_records older USING time_records newer
  WHERE older.userid = newer.userid AND older.date = newer.date AND older.id < newer.id;
UPDATE time_records SET hours = 0 WHERE hours IS NULL;
ALTER TABLE time_records ALTER COLUMN hours SET DEFAULT 0, ALTER COLUMN hours SET NOT NULL;
ALTER TABLE time_records ADD COLUMN updatedat timestamptz NOT NULL DEFAULT now();
UPDATE time_records SET updatedat = createdat;
ALTER TABLE time_records ADD CONSTRAINT time_records_hours_check CHECK (hours >= 0 AND hours <= 24) NOT VALID;
ALTER TABLE time_records ADD CONSTRAINT time_records_one_kind_check
  CHECK ((hours > 0)::int + sickleave::int + paiddayoff::int = 1) NOT VALID;
DROP INDEX time_records_user_idx;
CREATE UNIQUE INDEX time_records_member_day_key ON time_records (userid, date);
CREATE INDEX time_records_date_idx ON time_records (date, userid);
`;
