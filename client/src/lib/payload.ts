import {parseDecimal} from '@karat/shared';

/**
 * What an emptied optional input sends: nothing when the record had no value (so a create or an
 * untouched field carries no null), null when it clears a value the record had (PATCH semantics).
 */
export function emptyField(before: unknown): null | undefined {
  return before === '' || before === null || before === undefined ? undefined : null;
}

/**
 * The number in a number field's text: undefined when empty, NaN when it is not a number (so the
 * form's schema says '… must be a number'), else the value ("31,5" and "31.5" are 31.5).
 */
export function numberOf(text: string | number | null | undefined): number | undefined {
  if (typeof text === 'number') return text;
  if (text === null || text === undefined || text.trim() === '') return undefined;
  return parseDecimal(text) ?? Number.NaN;
}

/** A number as a number field shows it (empty for none). */
export const numberText = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));
