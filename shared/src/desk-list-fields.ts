import {MARKET_FIELDS, STATUS_FLAG_FIELDS} from './order-columns';

// What a desk's list answers of each order: the fields its screen shows, not the whole order (about
// 3.5 KB of an order's 130 fields and its client's). The client types its rows as these picks, so a
// column of the list's own that reads a field the server does not send fails to compile.

/** The order's way in dates, as the order's milestones show it (the payer's order dialog). */
export const MILESTONE_FIELDS = [
  'createdAt',
  'isShipmentRegistered',
  'hasShipmentError',
  'shipmentRegisterError',
  'carrier',
  'trackingUrl',
  'barCode',
  'packagedDate',
  'receivedDate',
  'valuationDate',
  'reValuationDate',
  'tellerDate',
  'payed',
  'bursarHandleDate',
  'closeDate',
  'closed',
] as const;

/** A list row's client: the name and the phone to call. */
export const LIST_CLIENT_FIELDS = ['id', 'firstName', 'lastName', 'phone'] as const;

/** A list row's member (the teller who confirmed): the name. */
export const LIST_MEMBER_FIELDS = ['id', 'name'] as const;

/** The teller's queue: the order number (a link by id), the offer with its market's, the latest teller call, the client. */
export const TELLER_QUEUE_FIELDS = ['id', 'orderNumber', 'offer', 'latestTellerCall', 'clientId', ...MARKET_FIELDS] as const;

/** The teller's confirmed today: the queue's fields, when it was confirmed and by whom. */
export const TELLER_TODAY_FIELDS = [...TELLER_QUEUE_FIELDS, 'tellerDate', 'tellerId'] as const;

/**
 * The payer's lists: the payee the batch pays (name, account, amount) and whether its bank details
 * changed, the teller date; the confirm question's status and client; the order dialog's milestones.
 */
export const PAYER_LIST_FIELDS = [
  'id',
  'orderNumber',
  'offer',
  'payee',
  'bankDetailsChangedAt',
  'clientId',
  ...MARKET_FIELDS,
  ...STATUS_FLAG_FIELDS,
  ...MILESTONE_FIELDS,
] as const;

/** A list's fields once each, as a LoopBack fields filter takes them. */
export const fieldList = (fields: readonly string[]): string[] => [...new Set(fields)];
