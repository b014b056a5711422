import Link from '@mui/material/Link';
import {
  attemptsLabel,
  COUNTRY_LABELS,
  LANGUAGE_LABELS,
  TEAM_LABELS,
  formatGrams,
  formatMoney,
  formatOffer,
  orderStatusLabel,
  type Country,
  type OrderColumn,
  type OrderStatusFlags,
} from '@karat/shared';
import {Link as RouterLink} from 'react-router-dom';
import {DateCell, dateColumn} from '@/components/DateCell';
import type {Column} from '@/components/DataTable';
import {formatWithRelative} from '@/lib/dates';
import {TEXTS} from '@/lib/texts';
import {PhoneLink} from '../client/PhoneLink';
import {clientName} from '../client/search';
import type {OrderWithRelations} from './api';

/** Display names of the enumerated text columns (the CSV export keeps the stored values). */
const VALUE_LABELS: Record<string, Record<string, string>> = {country: COUNTRY_LABELS, language: LANGUAGE_LABELS, team: TEAM_LABELS};

/** One cell of the admin order list, by the column's configured format. */
export function orderCellText(column: OrderColumn, order: OrderWithRelations): string {
  if (column.format === 'status') return orderStatusLabel(order);
  const value = (order as Record<string, unknown>)[column.key];
  if (value === null || value === undefined) return '';
  switch (column.format) {
    case 'date':
      return formatWithRelative(String(value));
    case 'boolean':
      return value === true ? TEXTS.actions.yes : TEXTS.actions.no;
    case 'money':
      // The offer in euros with the market's own offer; other amounts are euros.
      return column.key === 'offer' ? formatOffer(order) : formatMoney(value as number | string, 'EUR');
    case 'grams':
      return formatGrams(value as number | string, marketOf(order.country));
    default:
      return VALUE_LABELS[column.key]?.[String(value)] ?? String(value);
  }
}

const marketOf = (country: string | null | undefined): Country | undefined => (country && country in COUNTRY_LABELS ? (country as Country) : undefined);

/** What the shared order columns read of a row: every order list's row type has these. */
export interface OrderRow extends OrderStatusFlags {
  id?: number;
  orderNumber?: number | null;
  country?: string | null;
  team?: string | null;
  barCode?: string | null;
  createdAt?: string | null;
  welcomeCall?: string | null;
  dueDate?: string | null;
  client?: {firstName?: string | null; lastName?: string | null; phone?: string | null} | null;
}

const label = (labels: Record<string, string>, value: string | null | undefined) => (value ? (labels[value] ?? value) : '');

/** The order number as a link to `to(order)`, named 'Order 123' unless `name` says otherwise. */
export function orderNumberColumn<Row extends OrderRow>(to: (order: Row) => string, name?: (order: Row) => string): Column<Row> {
  return {
    key: 'orderNumber',
    label: 'Order number',
    render: order => (
      <Link component={RouterLink} to={to(order)} aria-label={name?.(order)}>
        {order.orderNumber ?? order.id}
      </Link>
    ),
  };
}

/** The columns every order list shows the same way (dates with the relative time, spec 01 §9 "Business constants and limits"). */
export function orderColumns<Row extends OrderRow>() {
  return {
    status: {key: 'status', label: 'Status', render: order => orderStatusLabel(order)},
    createdAt: dateColumn<Row>('createdAt', 'Created', order => order.createdAt),
    welcomeCall: dateColumn<Row>('welcomeCall', 'Welcome call', order => order.welcomeCall),
    dueDate: dateColumn<Row>('dueDate', 'Due date', order => order.dueDate),
    client: {key: 'client', label: 'Client', render: order => clientName(order.client)},
    phone: {key: 'phone', label: 'Phone', render: order => <PhoneLink phone={order.client?.phone} country={order.country} />},
    country: {key: 'country', label: 'Country', render: order => label(COUNTRY_LABELS, order.country)},
    team: {key: 'team', label: 'Team', render: order => label(TEAM_LABELS, order.team)},
    barCode: {key: 'barCode', label: 'Bar code', render: order => order.barCode ?? ''},
  } satisfies Record<string, Column<Row>>;
}

/**
 * The attempts and last try of the list's call type: how many calls were logged
 * and when the last was ('Not tried' for none). `of` reads them from the row.
 */
export function triesColumns<Row>(of: (row: Row) => {attempts?: number | null; lastTry?: string | null}) {
  return {
    attempts: {key: 'attempts', label: 'Attempts', align: 'right', render: row => of(row).attempts ?? 0},
    lastTry: {
      key: 'lastTry',
      label: 'Last try',
      render: row => {
        const {attempts, lastTry} = of(row);
        return lastTry ? <DateCell value={lastTry} /> : attemptsLabel(attempts ?? 0);
      },
    },
  } satisfies Record<string, Column<Row>>;
}
