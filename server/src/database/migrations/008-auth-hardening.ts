import type {Client} from 'pg';

// Usernames unique regardless of case in any script, and deactivation ends sessions.
//
// username_key(): what the database compares usernames by: NFKC, then every upper- or title-case
// character mapped to its lower case. lower() alone folds only ASCII where the database's ctype is C
// (the test PostgreSQL), while PGlite folds Unicode: 'ÄIJÄLÄ' and 'äijälä' were two usernames on one
// and one on the other. translate() with an explicit map folds the same on every database, and is
// immutable, so the unique index can hold it. The map is built from this Node's Unicode tables when
// the migration runs (one-to-one lower-case mappings only); from then on the database's own function
// is the one fold used by the unique index, member creation and edits, and login.
//
// Deactivation: a trigger deletes the member's access tokens when isactive turns false, by whatever
// path (the generic PATCH, a command, plain SQL), so reactivating never revives a token issued before.
// A token-valid-after timestamp would need every token check to compare it; deleting the tokens keeps
// the check as it is and leaves nothing to revive.
//
// The map is built when the migration runs, not when the module loads: walking every code point
// took about a tenth of a second of each server start, which only a new database needs.
function unicodeFold() {
  let from = '';
  let to = '';
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    const lower = char.toLowerCase();
    if (lower !== char && [...lower].length === 1) {
      from += char;
      to += lower;
    }
  }
  return {from, to};
}

const sql = (fold: {from: string; to: string}) => /* sql */ `
CREATE FUNCTION username_key(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $fn$ SELECT translate(normalize($1, NFKC), $from$${fold.from}$from$, $to$${fold.to}$to$) $fn$;
DROP INDEX members_username_key;
CREATE UNIQUE INDEX members_username_key ON members (username_key(username));

CREATE FUNCTION members_end_sessions() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM access_tokens WHERE memberid = NEW.id;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER members_deactivated_end_sessions AFTER UPDATE ON members
  FOR EACH ROW WHEN (OLD.isactive AND NOT NEW.isactive) EXECUTE FUNCTION members_end_sessions();
`;

export async function up(client: Client): Promise<void> {
  await client.query(sql(unicodeFold()));
}
