import {DB_DATASOURCE} from '../keys';
import {QueryRepository} from './query/query.repository';
import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';
import {AuditEntry} from '../models';

/** An audit entry's stored fields. */
export interface AuditRow {
  memberId: number | null;
  action: string;
  model: string;
  modelId: string | null;
  changedFields: string[];
  before: object | null;
  after: object | null;
  /** Why, for a command that asks for a reason (reopen). */
  reason?: string | null;
  createdAt: Date;
}

@injectable({scope: BindingScope.SINGLETON})
export class AuditEntryRepository extends QueryRepository<AuditEntry, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(AuditEntry, ds);
  }
}

/**
 * The audit entry as `INSERT … SELECT … FROM source`, for a statement that writes the change too
 * (a data-modifying WITH): the entry is written exactly when `source` yields the changed row, and
 * commits with it. Its parameters are numbered from `first`.
 */
export function auditInsertFrom(source: string, entry: AuditRow, first: number): {sql: string; params: unknown[]} {
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const columns: [string, string, unknown][] = [
    ['memberid', 'integer', entry.memberId],
    ['action', 'text', entry.action],
    ['model', 'text', entry.model],
    ['modelid', 'text', entry.modelId],
    ['changedfields', 'jsonb', json(entry.changedFields)],
    ['before', 'jsonb', json(entry.before)],
    ['after', 'jsonb', json(entry.after)],
    ['reason', 'text', entry.reason ?? null],
    ['createdat', 'timestamptz', entry.createdAt],
  ];
  return {
    sql: `INSERT INTO audit_entries (${columns.map(c => c[0]).join(', ')})
          SELECT ${columns.map((c, i) => `$${first + i}::${c[1]}`).join(', ')} FROM ${source}`,
    params: columns.map(c => c[2]),
  };
}
