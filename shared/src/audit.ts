/**
 * How an audit entry records a list a command only appends to (the call tries of an order): the
 * items added, not the whole list before and after. Recorded whole, an order tried 1,500 times wrote
 * its list twice into each new entry, growing with every call (megabytes of audit for one order).
 */
export interface AppendedItems {
  appended: unknown[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The items `after` adds to the end of `before` (none or null counting as an empty list), when
 * `after` is `before` with items appended; undefined for any other change (an item changed or
 * removed, not a list).
 */
export function appendedItems(before: unknown, after: unknown): unknown[] | undefined {
  const old = before === null || before === undefined ? [] : before;
  if (!Array.isArray(after) || !Array.isArray(old) || after.length <= old.length) return undefined;
  return old.every((item, i) => same(item, after[i])) ? after.slice(old.length) : undefined;
}

/** Whether an audit entry's value is the items appended to a list (appendedItems), not the value itself. */
export function isAppendedItems(value: unknown): value is AppendedItems {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray((value as AppendedItems).appended) && Object.keys(value).length === 1
  );
}
