import {DB_DATASOURCE} from '../keys';
import {QueryRepository} from './query/query.repository';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {Member} from '../models';
import {selectList} from './query/rows';

/** Key of the advisory lock that makes username checks one at a time (two-int form: its own key space). */
const USERNAMES_LOCK = 1_207_007;

@injectable({scope: BindingScope.SINGLETON})
export class MemberRepository extends QueryRepository<Member, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(Member, ds);
  }

  /** A username as the database compares it: case-folded by username_key() (migration 008). */
  async usernameKey(username: string): Promise<string> {
    const [{key}] = (await this.execute('SELECT username_key($1) AS key', [username])) as {key: string}[];
    return key;
  }

  /**
   * Holds the usernames' lock until the transaction in `options` ends: of two members created (or
   * renamed) at once as look-alikes, the second sees the first.
   */
  async lockUsernames(options: Options): Promise<void> {
    await this.execute('SELECT pg_advisory_xact_lock($1, 0)', [USERNAMES_LOCK], options);
  }

  /** Every member's username but one member's (none: all), in the caller's transaction. */
  async usernamesExcept(memberId: number | undefined, options: Options): Promise<string[]> {
    const rows = (await this.execute('SELECT username FROM members WHERE id IS DISTINCT FROM $1', [memberId ?? null], options)) as {username: string}[];
    return rows.map(row => row.username);
  }

  /** Whether the member must choose a password at the next login (an imported member: migration 029). */
  async mustSetPassword(memberId: number): Promise<boolean> {
    const [row] = (await this.execute('SELECT mustsetpassword FROM members WHERE id = $1', [memberId])) as {mustsetpassword: boolean}[];
    return row?.mustsetpassword === true;
  }

  /** The member chose their own password: the next logins are ordinary ones. */
  async passwordChosen(memberId: number, options: Options): Promise<void> {
    await this.execute('UPDATE members SET mustsetpassword = false WHERE id = $1 AND mustsetpassword', [memberId], options);
  }

  /** The member whose username has this key (the unique index on username_key(username)). */
  async findByUsernameKey(key: string): Promise<Member | undefined> {
    const [found] = (await this.execute(`SELECT ${selectList(Member)} FROM members WHERE username_key(username) = $1`, [key])) as object[];
    return found ? new Member(found) : undefined;
  }
}
