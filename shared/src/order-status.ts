import {MESSAGES} from './messages';

/** Flags the status label reads (spec 01 §4 "Order status label"). */
export interface OrderStatusFlags {
  closed?: boolean | null;
  isComplete?: boolean | null;
  isPaid?: boolean | null;
  isRevaluated?: boolean | null;
  isTellered?: boolean | null;
  returnToValuation?: boolean | null;
  isValued?: boolean | null;
  isReceived?: boolean | null;
  welcomeCallDone?: boolean | null;
  isPackaged?: boolean | null;
  inPackager?: boolean | null;
}

/** The labels in the spec's order: the first whose flag is set wins; the last is the fallback. */
export const ORDER_STATUS_RULES: readonly [keyof OrderStatusFlags | null, string][] = [
  ['closed', 'Closed'],
  ['isComplete', 'Complete'],
  ['isPaid', 'Is paid'],
  ['isRevaluated', 'Is revaluated'],
  ['isTellered', 'Is tellered'],
  ['returnToValuation', 'In revaluation'],
  ['isValued', 'Is valuated'],
  ['isReceived', 'Received'],
  ['welcomeCallDone', 'Welcome call done'],
  ['isPackaged', 'Is packaged'],
  ['inPackager', 'In packager'],
  [null, 'Waiting packager'],
];

export const ORDER_STATUS_LABELS = ORDER_STATUS_RULES.map(([, label]) => label);
export type OrderStatusLabel = (typeof ORDER_STATUS_LABELS)[number];

export function orderStatusLabel(order: OrderStatusFlags): string {
  for (const [flag, label] of ORDER_STATUS_RULES) {
    if (flag === null || order[flag] === true) return label;
  }
  return 'Waiting packager';
}

/**
 * Why an order cannot be closed, if it cannot: it is closed already, or its money has left (paid)
 * or the bursar completed it; such an order is the bursar's, not customer service's. The server's
 * close commands refuse by it and the Close buttons are off with its text.
 */
export function closeRefusal(order: Pick<OrderStatusFlags, 'closed' | 'isPaid' | 'isComplete'>): {message: string; code?: string} | undefined {
  if (order.closed) return {message: MESSAGES.alreadyClosed};
  if (order.isComplete) return {message: MESSAGES.completedCannotClose, code: 'ORDER_COMPLETE'};
  if (order.isPaid) return {message: MESSAGES.paidCannotClose, code: 'ORDER_PAID'};
  return undefined;
}
