import {AUDIT_SERVICE, DB_DATASOURCE} from '../keys';
import {isDeepStrictEqual} from 'node:util';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {DbDataSource} from '../datasources/db.datasource';
import {MemberPreferenceRepository} from '../repositories';
import {AuditService} from './audit.service';
import {inTransaction} from './transaction';

const MAX_BYTES = 16 * 1024;

@injectable({scope: BindingScope.SINGLETON})
export class PreferenceService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @repository(MemberPreferenceRepository) private preferences: MemberPreferenceRepository,
  ) {}

  async get(memberId: number, key: string): Promise<unknown> {
    return (await this.preferences.find(memberId, key))?.value ?? null;
  }

  async set(memberId: number, key: string, value: unknown) {
    const json = JSON.stringify(value ?? null);
    if (json.length > MAX_BYTES) throw new HttpErrors.UnprocessableEntity('Preference is too large');
    await inTransaction(this.ds, async options => {
      const stored = await this.preferences.lockAndFind(memberId, key, options);
      // The same value again changes nothing: no write, no audit entry.
      if (stored && isDeepStrictEqual(stored.value, JSON.parse(json))) return;
      await this.preferences.save(memberId, key, json, options);
      await this.audit.record(
        {memberId, action: 'preference', model: 'MemberPreference', modelId: `${memberId}:${key}`, before: {value: stored?.value ?? null}, after: {value}},
        options,
      );
    });
  }
}
