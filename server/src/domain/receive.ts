import {MESSAGES, TEAM_COUNT_KEYS, TEAMS} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import type {ClientAddress, OrderChange, OrderState} from './order';

export const RECEIVE_CONFLICT = 'The order was changed at the same time, scan it again';

export interface ReceiveDecision {
  /** Audit action: a closed order is reopened and received in one write. */
  action: 'receive' | 'reopen-and-receive';
  change: OrderChange;
  notices: string[];
}

/** The scanned bar code, trimmed; a blank one finds no order. */
export function receiveBarCode(raw: string): Decided<string> {
  const code = raw.trim();
  return code ? code : new DomainError(404, MESSAGES.cannotFindOrder);
}

const ADDRESS_PARTS = ['address', 'zip', 'city'] as const;

/** Whether the order lacks part of its postal address, so the scan must read its client's. */
export const needsClientAddress = (order: OrderState) => ADDRESS_PARTS.some(part => !order[part]);

/**
 * Spec 01 §4 "Receive scan", step by step, on the order as read (and its client's address when
 * needsClientAddress): 409 already received; a cold case whose cold-case caller is not the caller
 * goes to that caller (422 without one); a closed order is reopened only when asked (else 409
 * ORDER_CLOSED with the close reason); the missing parts of the address are filled from the
 * client (else 422);
 * then the receiver, the flag and the date.
 */
export function decideReceive(
  state: {order: OrderState; client?: ClientAddress | null},
  input: {reopen: boolean; receiverId: number},
  now: Date,
): Decided<ReceiveDecision> {
  const {order, client} = state;
  if (order.isReceived) return new DomainError(409, MESSAGES.alreadyReceived);
  const change: OrderChange = {};
  const notices: string[] = [MESSAGES.received];
  if (order.isColdCase && order.coldCaseCallerId !== order.callerId) {
    if (!order.coldCaseCallerId) return new DomainError(422, MESSAGES.missingColdCaseCaller);
    change.originalCallerId = order.callerId ?? null;
    change.callerId = order.coldCaseCallerId;
    notices.push(MESSAGES.coldCase);
  }
  if (order.closed) {
    const reopened = decideReopen(order, input.reopen);
    if (reopened instanceof DomainError) return reopened;
    Object.assign(change, reopened);
  }
  // Only the missing parts come from the client: an order's own zip is not replaced
  // because its address was missing.
  const missing = ADDRESS_PARTS.filter(part => !order[part]);
  if (missing.length) {
    if (missing.some(part => !client?.[part])) return new DomainError(422, MESSAGES.addressUpdateMissing);
    for (const part of missing) change[part] = client![part];
  }
  Object.assign(change, {receiverId: input.receiverId, isReceived: true, receivedDate: now});
  return {action: order.closed ? 'reopen-and-receive' : 'receive', change, notices};
}

/**
 * Reopening a closed order (spec 01 §4 "Receive scan" step 3): only once the receiver confirmed, seeing the close
 * reason; it clears closed, closer, close date and close reason.
 */
export function decideReopen(order: OrderState, confirmed: boolean): Decided<OrderChange> {
  if (!confirmed) return new DomainError(409, MESSAGES.alreadyClosed, 'ORDER_CLOSED', {closeReason: order.closeReason ?? null});
  // Closing cancelled the deal: a re-opened order that was approved and not paid waits for a new approval.
  const deal = order.isTellered && !order.isPaid ? {isTellered: false, payee: null} : {};
  return {closed: false, closerId: null, closeDate: null, closeReason: null, ...deal};
}

/** Today's received packages (receiver screen and home): the total and per team, from the rows per team. */
export function receivedCounts(rows: {team: string | null; n: number}[]): {total: number; byTeam: Record<string, number>} {
  const byTeam = Object.fromEntries(TEAMS.map(t => [TEAM_COUNT_KEYS[t], 0])) as Record<string, number>;
  let total = 0;
  for (const row of rows) {
    total += row.n;
    const key = TEAM_COUNT_KEYS[row.team as keyof typeof TEAM_COUNT_KEYS];
    if (key) byTeam[key] += row.n;
  }
  return {total, byTeam};
}
