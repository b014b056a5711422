import {isDeepStrictEqual} from 'node:util';
import {Entity} from '@loopback/repository';

/** A property's value in a comparable form: dates as their time, numbers as numbers, absent as null. */
function comparable(model: typeof Entity, key: string, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const type = model.definition.properties[key]?.type as unknown;
  const name = typeof type === 'string' ? type.toLowerCase() : typeof type === 'function' ? type.name.toLowerCase() : '';
  if (name === 'date' && (typeof value === 'string' || typeof value === 'number' || value instanceof Date)) {
    const time = new Date(value).getTime();
    return Number.isNaN(time) ? value : time;
  }
  if (name === 'number' && (typeof value === 'string' || typeof value === 'number')) {
    const n = Number(value);
    return Number.isNaN(n) ? value : n;
  }
  return value;
}

/**
 * The fields of `change` whose value differs from the record's (undefined in `change` means "not
 * given"; updatedAt is the write's own stamp). A command with none changes nothing, so it writes
 * nothing and records no audit entry.
 */
export function changedFields(model: typeof Entity, before: object, change: object): string[] {
  const record = before as Record<string, unknown>;
  return Object.entries(change)
    .filter(([key, value]) => value !== undefined && key !== 'updatedAt')
    .filter(([key, value]) => !isDeepStrictEqual(comparable(model, key, record[key]), comparable(model, key, value)))
    .map(([key]) => key);
}
