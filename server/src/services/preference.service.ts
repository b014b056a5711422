import {isDeepStrictEqual} from 'node:util';
import {BindingScope, inject, injectable} from '@loopback/core';
import {HttpErrors} from '@loopback/rest';
import {DbDataSource} from '../datasources/db.datasource';
import {AuditService} from './audit.service';
import {inTransaction} from './transaction';
import {AUDIT_SERVICE, DB_DATASOURCE} from '../keys';

const MAX_BYTES = 16 * 1024;

@injectable({scope: BindingScope.SINGLETON})
export class PreferenceService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @inject(AUDIT_SERVICE) private audit: AuditService,
  ) {}

  async get(memberId: number, key: string): Promise<unknown> {
    const rows = (await this.ds.execute('SELECT value FROM member_preferences WHERE memberid = $1 AND key = $2', [memberId, key])) as {
      value: unknown;
    }[];
    return rows[0]?.value ?? null;
  }

  async set(memberId: number, key: string, value: unknown) {
    const json = JSON.stringify(value ?? null);
    if (json.length > MAX_BYTES) throw new HttpErrors.UnprocessableEntity('Preference is too large');
    await inTransaction(this.ds, async options => {
      const before = await this.ds.execute('SELECT value FROM member_preferences WHERE memberid = $1 AND key = $2 FOR UPDATE', [memberId, key], options);
      const [stored] = before as {value: unknown}[];
      // The same value again changes nothing: no write, no audit entry.
      if (stored && isDeepStrictEqual(stored.value, JSON.parse(json))) return;
      await this.ds.execute(
        `INSERT INTO member_preferences (memberid, key, value, updatedat) VALUES ($1, $2, $3::jsonb, now())
         ON CONFLICT (memberid, key) DO UPDATE SET value = EXCLUDED.value, updatedat = now()`,
        [memberId, key, json],
        options,
      );
      await this.audit.record(
        {memberId, action: 'preference', model: 'MemberPreference', modelId: `${memberId}:${key}`, before: {value: stored?.value ?? null}, after: {value}},
        options,
      );
    });
  }
}
