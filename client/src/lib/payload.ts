/**
 * What an emptied optional input sends: nothing when the record had no value (so a create or an
 * untouched field carries no null), null when it clears a value the record had (PATCH semantics).
 */
export function emptyField(before: unknown): null | undefined {
  return before === '' || before === null || before === undefined ? undefined : null;
}
