import type {DateTime} from 'luxon';
import {formatWithRelative, zoneLabel} from '@/lib/dates';
import type {Column} from './DataTable';

/**
 * A date as every list and page shows one (spec 01 §9 "Business constants and limits"): D.M.Y HH:mm on the business clock with the
 * relative time in English, "3.2.2025 14:05 (2 days ago)"; the zone is in its tooltip. Nothing for none.
 */
export function DateCell({value, now}: {value: string | Date | null | undefined; now?: DateTime}) {
  const text = formatWithRelative(value, now);
  if (!text || !value) return null;
  return (
    <time dateTime={typeof value === 'string' ? value : value.toISOString()} title={zoneLabel()}>
      {text}
    </time>
  );
}

/** A list column of one date of the row, shown by DateCell. */
export function dateColumn<Row>(
  key: string,
  label: string,
  read: (row: Row) => string | Date | null | undefined,
  options: {sortable?: boolean} = {},
): Column<Row> {
  return {key, label, sortable: options.sortable, render: row => <DateCell value={read(row)} />};
}
