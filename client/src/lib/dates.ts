import {formatDateTime} from '@karat/shared';
import {DateTime} from 'luxon';

/** Spec 01 §9: D.M.Y HH:mm with the relative time, e.g. "3.2.2025 14:05 (2 days ago)". */
export function formatWithRelative(value: Date | string | null | undefined, now: DateTime = DateTime.now()): string {
  const text = formatDateTime(value);
  if (!text || !value) return text;
  const dt = typeof value === 'string' ? DateTime.fromISO(value) : DateTime.fromJSDate(value);
  return `${text} (${dt.toRelative({base: now})})`;
}

export {formatDateTime};
