/** A list's order as the server lists take it: `sort=key` ascending, `sort=-key` descending. */
export interface ListSort {
  key: string;
  direction: 'asc' | 'desc';
}

/**
 * What the manager's order lists (transfer search, transferred orders) may be sorted by: order
 * number, creation, welcome call, due date, the client's name (last, first) and the caller's name.
 * Equal values are ordered by id, so pages never repeat or skip a row.
 */
export const MANAGER_ORDER_SORT_KEYS = ['orderNumber', 'createdAt', 'welcomeCall', 'dueDate', 'client', 'caller'] as const;

/** The manager's call lists also sort by the call's type and its due time (the welcome call or the due date). */
export const MANAGER_CALL_SORT_KEYS = [...MANAGER_ORDER_SORT_KEYS, 'type', 'due'] as const;

export const unknownSortKeyMessage = (key: string, allowed: readonly string[]) => `Unknown sort key '${key}'; use one of: ${allowed.join(', ')}`;

/** Reads `key` or `-key`; undefined when there is none; an Error naming the keys when the key is not one of them. */
export function readListSort(text: string | undefined, allowed: readonly string[]): ListSort | undefined | Error {
  const value = text?.trim();
  if (!value) return undefined;
  const direction = value.startsWith('-') ? 'desc' : 'asc';
  const key = direction === 'desc' ? value.slice(1) : value;
  return allowed.includes(key) ? {key, direction} : new Error(unknownSortKeyMessage(key, allowed));
}

/**
 * What the desks' order lists (teller, valuation, payer, bursar) may be sorted by: the order number,
 * the client's name (last, first), country and the dates the desks show. Equal values go by id.
 */
export const DESK_ORDER_SORT_KEYS = [
  'orderNumber',
  'client',
  'country',
  'createdAt',
  'receivedDate',
  'tellerDate',
  'latestTellerCall',
  'payed',
  'bursarHandleDate',
] as const;
