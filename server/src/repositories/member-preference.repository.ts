import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';

/** A member's kept screen settings (table member_preferences, no model), one JSON value per key. */
@injectable({scope: BindingScope.SINGLETON})
export class MemberPreferenceRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /** The stored value, or undefined when none. */
  async find(memberId: number, key: string): Promise<{value: unknown} | undefined> {
    const rows = (await this.db.execute('SELECT value FROM member_preferences WHERE memberid = $1 AND key = $2', [memberId, key])) as {value: unknown}[];
    return rows[0];
  }

  /** The same, the row locked until the transaction in `options` ends. */
  async lockAndFind(memberId: number, key: string, options: Options): Promise<{value: unknown} | undefined> {
    const rows = (await this.db.execute('SELECT value FROM member_preferences WHERE memberid = $1 AND key = $2 FOR UPDATE', [memberId, key], options)) as {
      value: unknown;
    }[];
    return rows[0];
  }

  /** Stores the value (JSON text) under the key, replacing any. */
  async save(memberId: number, key: string, json: string, options: Options): Promise<void> {
    await this.db.execute(
      `INSERT INTO member_preferences (memberid, key, value, updatedat) VALUES ($1, $2, $3::jsonb, now())
       ON CONFLICT (memberid, key) DO UPDATE SET value = EXCLUDED.value, updatedat = now()`,
      [memberId, key, json],
      options,
    );
  }
}
