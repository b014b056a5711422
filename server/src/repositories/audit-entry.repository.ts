import {DB_DATASOURCE} from '../keys';
import {QueryRepository} from './query/query.repository';
import {BindingScope, inject, injectable} from '@loopback/core';
import type {Options} from '@loopback/repository';
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

/** One entry of a record's history, with the name of the member who made the change. */
export interface HistoryRow {
  id: number;
  action: string;
  memberId: number | null;
  memberName: string | null;
  changedFields: string[] | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  createdAt: Date;
  /** The record's number of entries (every row carries it). */
  total: number;
}

/**
 * First keys of the per-member advisory locks of the limits counted from the audit trail
 * (two-int form, each its own key space): a member's count and the entry that raises it are
 * one step, so two parallel requests at a limit cannot both pass it.
 */
export const AUDITED_LIMIT_LOCKS = {qzSignatures: 1_207_010, valuationImages: 1_207_011, orderValuationImages: 1_207_012} as const;

/** How many entries of an action, and the sum of their `after.size` (bytes, for stored files). */
export interface ActionTotals {
  count: number;
  bytes: number;
}

@injectable({scope: BindingScope.SINGLETON})
export class AuditEntryRepository extends QueryRepository<AuditEntry, number> {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {
    super(AuditEntry, db);
  }

  /** Holds the lock of a limit on one member (or record) until the transaction in `options` ends. */
  async lockLimit(limit: keyof typeof AUDITED_LIMIT_LOCKS, id: number, options: Options): Promise<void> {
    await this.db.execute('SELECT pg_advisory_xact_lock($1, $2)', [AUDITED_LIMIT_LOCKS[limit], id], options);
  }

  /** The member's entries of an action since a time (audit_entries_member_idx). */
  async memberActionTotals(memberId: number, action: string, since: Date, options: Options): Promise<ActionTotals> {
    return this.totals('memberid = $1 AND createdat > $3 AND action = $2', [memberId, action, since], options);
  }

  /** A record's entries of an action, ever (audit_entries_model_idx). */
  async recordActionTotals(model: string, modelId: string, action: string, options: Options): Promise<ActionTotals> {
    return this.totals('model = $1 AND modelid = $3 AND action = $2', [model, action, modelId], options);
  }

  /** The `after.key` of a record's newest entry of an action (audit_entries_model_idx). */
  async lastActionKey(model: string, modelId: string, action: string, options: Options): Promise<string | undefined> {
    const [row] = (await this.db.execute(
      `SELECT after->>'key' AS "key" FROM audit_entries WHERE model = $1 AND modelid = $2 AND action = $3 ORDER BY createdat DESC, id DESC LIMIT 1`,
      [model, modelId, action],
      options,
    )) as {key: string | null}[];
    return row?.key ?? undefined;
  }

  private async totals(condition: string, params: unknown[], options: Options): Promise<ActionTotals> {
    const [row] = (await this.db.execute(
      `SELECT count(*)::int AS "count", coalesce(sum((after->>'size')::bigint), 0)::float8 AS "bytes" FROM audit_entries WHERE ${condition}`,
      params,
      options,
    )) as ActionTotals[];
    return row;
  }

  /** A page of one record's audit entries, newest first (audit_entries_model_idx). */
  async historyOf(model: string, modelId: string, limit: number, skip: number): Promise<HistoryRow[]> {
    return (await this.db.execute(
      `SELECT a.id::int AS id, a.action, a.memberid AS "memberId", m.name AS "memberName", a.changedfields AS "changedFields",
              a.before, a.after, a.reason, a.createdat AS "createdAt", count(*) OVER ()::int AS total
         FROM audit_entries a LEFT JOIN members m ON m.id = a.memberid
        WHERE a.model = $1 AND a.modelid = $2
        ORDER BY a.createdat DESC, a.id DESC LIMIT $3 OFFSET $4`,
      [model, modelId, limit, skip],
    )) as HistoryRow[];
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
