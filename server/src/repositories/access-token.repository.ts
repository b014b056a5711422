import {DB_DATASOURCE} from '../keys';
import {QueryRepository} from './query/query.repository';
import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';
import {AccessToken, Member} from '../models';
import {selectList} from './query/rows';

@injectable({scope: BindingScope.SINGLETON})
export class AccessTokenRepository extends QueryRepository<AccessToken, string> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(AccessToken, ds);
  }

  /**
   * Stores a token only while its member is still active, and marks the login attempt a success,
   * in one statement: the member row is share-locked with the insert, so a deactivation either
   * waits for this token and then deletes it (trigger of migration 008) or commits first and no
   * token is stored. Its times are the database's: the database decides whether a token expired
   * (memberForToken), by its own clock. Answers when the token was created, undefined when the
   * member was deactivated meanwhile.
   */
  async issueForActiveMember(token: {id: string; memberId: number; ttl: number}, attemptId: string): Promise<Date | undefined> {
    const rows = (await this.execute(
      `WITH active AS (SELECT id FROM members WHERE id = $2 AND isactive FOR SHARE),
            success AS (UPDATE login_attempts SET succeeded = true WHERE id = $4 AND EXISTS (SELECT 1 FROM active))
       INSERT INTO access_tokens (id, memberid, ttl, created, expiresat)
         SELECT $1, id, $3::integer, now(), now() + make_interval(secs => $3::integer) FROM active RETURNING created`,
      [token.id, token.memberId, token.ttl, attemptId],
    )) as {created: Date}[];
    return rows[0]?.created;
  }

  /** A member's live sessions: the ids of their unexpired tokens (none once logged out, deactivated or given a new password). */
  async liveSessionsOf(memberId: number): Promise<string[]> {
    const rows = (await this.execute('SELECT id FROM access_tokens WHERE memberid = $1 AND expiresat > now()', [memberId])) as {id: string}[];
    return rows.map(row => row.id);
  }

  /** The active member holding an unexpired token (by its hash), with the token's expiry; one query. */
  async memberForToken(tokenHash: string): Promise<{member: Member; expiresAt: Date} | undefined> {
    const rows = (await this.execute(
      `SELECT ${selectList(Member)}, (SELECT expiresat FROM access_tokens WHERE id = $1) AS "tokenExpiresAt" FROM members
        WHERE id = (SELECT memberid FROM access_tokens WHERE id = $1 AND expiresat > now()) AND isactive`,
      [tokenHash],
    )) as (object & {tokenExpiresAt: Date})[];
    if (!rows.length) return undefined;
    const {tokenExpiresAt, ...fields} = rows[0];
    return {member: new Member(fields), expiresAt: tokenExpiresAt};
  }
}
