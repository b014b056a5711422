import {BindingScope, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {AuditEntryRepository} from '../repositories';

const comparable = (v: unknown) => JSON.stringify(v instanceof Date ? v.toISOString() : (v ?? null));

/** Field-level difference of two versions of a record (only fields present in either). */
export function diffRecords(before: object | null, after: object | null) {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const changedFields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(key => comparable(b[key]) !== comparable(a[key]));
  const pick = (source: Record<string, unknown>) => Object.fromEntries(changedFields.filter(k => k in source).map(k => [k, source[k] ?? null]));
  return {changedFields, before: before ? pick(b) : null, after: after ? pick(a) : null};
}

export interface AuditInput {
  memberId?: number | null;
  action: string;
  model: string;
  modelId?: string | number | null;
  before?: object | null;
  after?: object | null;
}

@injectable({scope: BindingScope.SINGLETON})
export class AuditService {
  constructor(@repository(AuditEntryRepository) private audits: AuditEntryRepository) {}

  /** Records a change; pass the caller's transaction so the entry commits with the change. */
  async record(input: AuditInput, options?: Options) {
    await this.audits.create(entryOf(input), options);
  }
}

/** The audit entry of a change: who, what, and the changed fields before and after. */
function entryOf(input: AuditInput) {
  const diff = diffRecords(input.before ?? null, input.after ?? null);
  return {
    memberId: input.memberId ?? null,
    action: input.action,
    model: input.model,
    modelId: input.modelId === undefined || input.modelId === null ? null : String(input.modelId),
    changedFields: diff.changedFields,
    before: diff.before,
    after: diff.after,
    createdAt: new Date(),
  };
}

/**
 * The audit entry as `INSERT … SELECT … FROM source`, for a statement that writes the change too
 * (a data-modifying WITH): the entry is written exactly when `source` yields the changed row, and
 * commits with it. Its parameters are numbered from `first`.
 */
export function auditInsertFrom(source: string, input: AuditInput, first: number): {sql: string; params: unknown[]} {
  const entry = entryOf(input);
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const columns: [string, string, unknown][] = [
    ['memberid', 'integer', entry.memberId],
    ['action', 'text', entry.action],
    ['model', 'text', entry.model],
    ['modelid', 'text', entry.modelId],
    ['changedfields', 'jsonb', json(entry.changedFields)],
    ['before', 'jsonb', json(entry.before)],
    ['after', 'jsonb', json(entry.after)],
    ['createdat', 'timestamptz', entry.createdAt],
  ];
  return {
    sql: `INSERT INTO audit_entries (${columns.map(c => c[0]).join(', ')})
          SELECT ${columns.map((c, i) => `$${first + i}::${c[1]}`).join(', ')} FROM ${source}`,
    params: columns.map(c => c[2]),
  };
}
