/** How a column's value is shown and exported. */
export type ColumnFormat = 'text' | 'number' | 'money' | 'grams' | 'date' | 'boolean' | 'status';

export interface OrderColumn {
  key: string;
  label: string;
  format: ColumnFormat;
  /** Shown until the member chooses otherwise. */
  default: boolean;
  /** Whether the list can be sorted by it on the server. */
  sortable: boolean;
}

const col = (key: string, label: string, format: ColumnFormat, isDefault = false, sortable = format !== 'status'): OrderColumn => ({
  key,
  label,
  format,
  default: isDefault,
  sortable,
});

/**
 * The admin order list's selectable columns and its defaults, in one place (spec 01 §2 "Admin").
 * 'status' is the derived order status label; every other key is an Order property.
 */
export const ORDER_LIST_COLUMNS: readonly OrderColumn[] = [
  col('orderNumber', 'Order number', 'number', true),
  col('status', 'Status', 'status', true),
  col('createdAt', 'Created', 'date', true),
  col('country', 'Country', 'text', true),
  col('language', 'Language', 'text'),
  col('team', 'Team', 'text', true),
  col('barCode', 'Bar code', 'text', true),
  col('city', 'City', 'text', true),
  col('zip', 'Zip', 'text'),
  col('address', 'Address', 'text'),
  col('referenceNumber', 'Reference number', 'text'),
  col('welcomeCall', 'Welcome call', 'date'),
  col('dueDate', 'Due date', 'date'),
  col('receivedDate', 'Received', 'date'),
  col('valuationDate', 'Valuated', 'date'),
  col('tellerDate', 'Tellered', 'date'),
  col('payed', 'Paid', 'date'),
  col('closeDate', 'Closed', 'date'),
  col('closeReason', 'Close reason', 'text'),
  col('closeMethod', 'Close method', 'text'),
  col('offer', 'Offer', 'money', true),
  col('price', 'Price', 'money'),
  col('goldWeight', 'Gold weight', 'grams'),
  col('silverWeight', 'Silver weight', 'grams'),
  col('isWebOrder', 'Web order', 'boolean'),
  col('isBoomerang', 'Boomerang', 'boolean'),
  col('isColdCase', 'Cold case', 'boolean'),
];

export const DEFAULT_ORDER_COLUMNS = ORDER_LIST_COLUMNS.filter(c => c.default).map(c => c.key);

/** The preference key under which a member's chosen columns are kept. */
export const ORDER_COLUMNS_PREFERENCE = 'admin.orders.columns';

/** A stored choice, cleaned: unknown keys dropped, in the configured order; the defaults if empty. */
export function chosenOrderColumns(stored: unknown): string[] {
  const wanted = new Set(Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : []);
  const chosen = ORDER_LIST_COLUMNS.filter(c => wanted.has(c.key)).map(c => c.key);
  return chosen.length ? chosen : [...DEFAULT_ORDER_COLUMNS];
}

/** Flags the status column needs from the server besides the shown columns. */
export const STATUS_FLAG_FIELDS = [
  'closed',
  'isComplete',
  'isPaid',
  'isRevaluated',
  'isTellered',
  'returnToValuation',
  'isValued',
  'isReceived',
  'welcomeCallDone',
  'isPackaged',
  'inPackager',
] as const;

/**
 * What money and weight cells read besides their own value: the offer shows with the market's SEK or
 * GBP offer, and weights are written as the order's country writes numbers.
 */
export const MARKET_FIELDS = ['country', 'sekOffer', 'gbpOffer'] as const;

/** The properties one page of the admin list asks for: the id for the link and what the chosen columns show. */
export function orderListFields(columns: readonly string[]): string[] {
  const fields = new Set<string>(['id', ...columns.filter(key => key !== 'status')]);
  if (columns.includes('status')) STATUS_FLAG_FIELDS.forEach(flag => fields.add(flag));
  const formats = new Set(ORDER_LIST_COLUMNS.filter(c => columns.includes(c.key)).map(c => c.format));
  if (formats.has('money') || formats.has('grams')) MARKET_FIELDS.forEach(field => fields.add(field));
  return [...fields];
}

/** The admin list's LoopBack order: the chosen column, then the id so pages never overlap on ties. */
export function orderListOrder(key: string, direction: 'asc' | 'desc'): string[] {
  return [`${key} ${direction.toUpperCase()}`, `id ${direction.toUpperCase()}`];
}

/** One CSV cell: quoted when needed; a leading = + - @ is defused so spreadsheets do not run it. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
