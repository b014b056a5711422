import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {AuditEntryRepository, AuditRow} from '../repositories';
import {CLOCK} from '../keys';
import type {Clock} from './clock';

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
  /** Why, for a command that asks for a reason (reopen, an admin's close). */
  reason?: string | null;
}

@injectable({scope: BindingScope.SINGLETON})
export class AuditService {
  constructor(
    @repository(AuditEntryRepository) private audits: AuditEntryRepository,
    @inject(CLOCK) private clock: Clock,
  ) {}

  /** Records a change; pass the caller's transaction so the entry commits with the change. */
  async record(input: AuditInput, options?: Options) {
    await this.audits.create(auditEntryOf(input, this.clock.now()), options);
  }
}

/** The audit entry of a change made at `now`: who, what, and the changed fields before and after. */
export function auditEntryOf(input: AuditInput, now: Date): AuditRow {
  const diff = diffRecords(input.before ?? null, input.after ?? null);
  return {
    memberId: input.memberId ?? null,
    action: input.action,
    model: input.model,
    modelId: input.modelId === undefined || input.modelId === null ? null : String(input.modelId),
    changedFields: diff.changedFields,
    before: diff.before,
    after: diff.after,
    ...(input.reason ? {reason: input.reason} : {}),
    createdAt: now,
  };
}
