import {COUNTRY_LABELS, LANGUAGE_LABELS, TEAM_LABELS, orderStatusLabel, type OrderColumn} from '@karat/shared';
import {formatDateTime} from '@/lib/dates';
import type {OrderWithRelations} from '../api/orders';

/** Display names of the enumerated text columns (the CSV export keeps the stored values). */
const VALUE_LABELS: Record<string, Record<string, string>> = {country: COUNTRY_LABELS, language: LANGUAGE_LABELS, team: TEAM_LABELS};

/** One cell of the admin order list, by the column's configured format. */
export function orderCellText(column: OrderColumn, order: OrderWithRelations): string {
  if (column.format === 'status') return orderStatusLabel(order);
  const value = (order as Record<string, unknown>)[column.key];
  if (value === null || value === undefined) return '';
  switch (column.format) {
    case 'date':
      return formatDateTime(String(value));
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'money':
      return typeof value === 'number' ? value.toFixed(2) : String(value);
    default:
      return VALUE_LABELS[column.key]?.[String(value)] ?? String(value);
  }
}
