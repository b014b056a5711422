import {Entity, Options} from '@loopback/repository';
import {appendedItems} from '@karat/shared';
import {Order} from '../models';
import {auditInsertFrom, OrderRepository, type QueryRepository} from '../repositories';
import {auditEntryOf} from './audit.service';
import {changedFields} from './changes';

/**
 * Writes a change to an order and its audit entry (the fields before and after) in one statement;
 * answers the stored order (the order as it was when the change changes nothing). The order must
 * be locked in this transaction (`lockById`).
 */
export async function changeOrder(
  orders: OrderRepository,
  before: Order,
  change: Partial<Order>,
  action: string,
  /** null: the system's own change (a background job). */
  memberId: number | null,
  options: Options,
  now: Date,
  reason?: string,
): Promise<Order> {
  return changeLockedRecord(orders, before, change, action, memberId, options, now, reason);
}

/**
 * The same for a record of any model (an order's client): its change and audit entry in one
 * statement, answering the stored record. The record must be locked in this transaction (`lockById`).
 */
export async function changeLockedRecord<E extends Entity>(
  repo: QueryRepository<E, number>,
  before: E,
  change: Partial<E>,
  action: string,
  memberId: number | null,
  options: Options,
  now: Date,
  reason?: string,
): Promise<E> {
  const after = await changeRecord(repo, before, change, action, memberId, options, now, undefined, reason);
  if (!after) throw new Error(`${repo.entityClass.modelName} ${before.getId()} is gone`);
  return after;
}

/**
 * The same without a lock or a transaction (the one statement is atomic): written only if the row
 * is still the `version` read with `before`; undefined when someone changed it meanwhile.
 */
export function changeOrderIfUnchanged(
  orders: OrderRepository,
  before: Order,
  version: string,
  change: Partial<Order>,
  action: string,
  memberId: number | null,
  now: Date,
): Promise<Order | undefined> {
  return changeRecord(orders, before, change, action, memberId, {}, now, version);
}

/**
 * Writes a change to a record of any model and its audit entry (the fields before and after) in
 * one statement; answers the stored record, or `before` when the change changes nothing. The
 * record must be locked in this transaction, or `version` given (changeOrderIfUnchanged).
 */
function changeRecord<E extends Entity>(
  repo: QueryRepository<E, number>,
  before: E,
  change: Partial<E>,
  action: string,
  memberId: number | null,
  options: Options,
  now: Date,
  version?: string,
  reason?: string,
): Promise<E | undefined> {
  const model = repo.entityClass;
  // A command that changes nothing (the same values again) writes nothing: no updatedAt, no audit entry.
  const changed = changedFields(model, before, change);
  if (changed.length === 0) return Promise.resolve(before);
  const given = change as Record<string, unknown>;
  const patch = {...Object.fromEntries(changed.map(key => [key, given[key]])), updatedAt: now};
  // The audit's after is the row as written: every command stores its values as given (none
  // changes a numeric column, which could round), so it is the row before with the change.
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const fields = before.toJSON() as Record<string, unknown>;
  const auditBefore = {...fields};
  const auditAfter = {...fields, ...defined};
  // A list the command only appended to (a call's try) is recorded as the items added: the whole
  // list before and after in every entry would grow the audit with the square of the calls.
  for (const key of changed) {
    const appended = appendedItems(fields[key], defined[key]);
    if (!appended) continue;
    delete auditBefore[key];
    auditAfter[key] = {appended};
  }
  const entry = {memberId, action, model: model.modelName, modelId: before.getId(), before: auditBefore, after: auditAfter, reason};
  return repo.updateReturning(before.getId(), patch as unknown as Partial<E>, options, {
    version,
    also: (source, first) => auditInsertFrom(source, auditEntryOf(entry, now), first),
  });
}
