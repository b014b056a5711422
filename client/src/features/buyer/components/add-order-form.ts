import {addOrderSchema, countryOfPhone, isOtherMarket, memberMarket, newOrderDates, otherMarketMessage, type MarketMember} from '@karat/shared';
import {DateTime} from 'luxon';
import {toFormikValidate} from '@/lib/formik-zod';
import {emptyField, numberOf} from '@/lib/payload';
import type {AddOrderRequest, BuyerClient} from '../api/buyer';

/** The client's contact fields the form edits as text; a buyer never sees or sends bank details. */
export const CLIENT_TEXT_FIELDS = ['firstName', 'lastName', 'gender', 'address', 'zip', 'city', 'country', 'language', 'phone', 'email'] as const;
type ClientTextField = (typeof CLIENT_TEXT_FIELDS)[number];
export type ClientValues = Record<ClientTextField, string> & {birthYear: string};

export const ORDER_MESSAGE_FIELDS = ['generalMessage', 'packagerMessageFromBuyer', 'valuationMessageFromBuyer', 'tellerMessageFromBuyer'] as const;
export type OrderMessageField = (typeof ORDER_MESSAGE_FIELDS)[number];
export const ORDER_MESSAGE_LABELS: Record<OrderMessageField, string> = {
  generalMessage: 'General message',
  packagerMessageFromBuyer: 'Message to packager',
  valuationMessageFromBuyer: 'Message to valuation',
  tellerMessageFromBuyer: 'Message to teller',
};

export type OrderValues = {
  welcomeCall: DateTime | null;
  dueDate: DateTime | null;
  language: string;
  country: string;
  team: string;
  isWebOrder: boolean;
  /** '' = the member adding the order. */
  callerId: string;
} & Record<OrderMessageField, string>;

export interface AddOrderValues {
  client: ClientValues;
  order: OrderValues;
}

/** What prefills a new order: the member's team and preferences (spec 01 §6 "Roles and permissions"). */
export interface MemberDefaults {
  team?: string | null;
  preferLanguage?: string | null;
  preferCountry?: string | null;
}

/**
 * The form's starting values: the found client's fields (or only the searched phone), the client's
 * country from the phone prefix, the order's language, country and team from the member, and the
 * dates of a new order (welcome call in 4 days, due in 16).
 */
export function addOrderValues(phone: string, client: BuyerClient | null, member: MemberDefaults, now = new Date()): AddOrderValues {
  const record = (client ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const clientValues = Object.fromEntries(CLIENT_TEXT_FIELDS.map(key => [key, text(key)])) as ClientValues;
  clientValues.phone = clientValues.phone || phone;
  clientValues.gender = clientValues.gender || 'unknown';
  clientValues.country = clientValues.country || countryOfPhone(phone) || member.preferCountry || '';
  clientValues.language = clientValues.language || member.preferLanguage || '';
  clientValues.birthYear = typeof client?.birthYear === 'number' ? String(client.birthYear) : '';
  const dates = newOrderDates(now);
  return {
    client: clientValues,
    order: {
      welcomeCall: DateTime.fromJSDate(dates.welcomeCall),
      dueDate: DateTime.fromJSDate(dates.dueDate),
      language: member.preferLanguage || clientValues.language,
      country: member.preferCountry || clientValues.country,
      team: member.team || '',
      isWebOrder: false,
      callerId: '',
      generalMessage: '',
      packagerMessageFromBuyer: '',
      valuationMessageFromBuyer: '',
      tellerMessageFromBuyer: '',
    },
  };
}

const birthYearOf = (text: string, isWebOrder: boolean): number | null | undefined => {
  // Read like every number field ("1960" typed with a stray comma is refused, never a new number).
  const value = numberOf(text);
  if (value === undefined) return isWebOrder ? null : undefined;
  return value;
};

/**
 * Inputs -> POST /buyer/orders body: the existing client's id (the server binds it to the phone it
 * was found by, so the phone of a found client is not edited here), trimmed texts, emptied optional
 * client fields cleared only if the client had them, dates in UTC, and the web-order fields only
 * for members allowed to add web orders.
 */
export function addOrderPayload(values: AddOrderValues, initial: AddOrderValues, clientId: number | undefined, canWebOrder: boolean) {
  const isWebOrder = canWebOrder && values.order.isWebOrder;
  const c = values.client;
  const client: Record<string, unknown> = {};
  if (clientId) client.id = clientId;
  for (const key of ['firstName', 'lastName', 'address', 'zip', 'city', 'phone'] as const) client[key] = c[key].trim();
  client.gender = c.gender || undefined;
  client.country = c.country || undefined;
  client.language = c.language || undefined;
  client.email = c.email.trim() || emptyField(initial.client.email);
  client.birthYear = birthYearOf(c.birthYear, isWebOrder);

  const o = values.order;
  // The order follows its client: its country and language are the client's (the
  // server takes them from the client whatever is sent), its team the caller's (the server's).
  const order: Record<string, unknown> = {
    welcomeCall: o.welcomeCall?.isValid ? o.welcomeCall.toUTC().toISO() : undefined,
    dueDate: o.dueDate?.isValid ? o.dueDate.toUTC().toISO() : undefined,
    language: client.language,
    country: client.country,
  };
  if (canWebOrder) order.isWebOrder = isWebOrder;
  if (isWebOrder && o.callerId) order.callerId = Number(o.callerId);
  for (const key of ORDER_MESSAGE_FIELDS) order[key] = o[key].trim() || undefined;
  return {client, order} as unknown as AddOrderRequest;
}

export function validateAddOrder(initial: AddOrderValues, clientId: number | undefined, canWebOrder: boolean) {
  return (values: AddOrderValues) =>
    toFormikValidate(addOrderSchema(canWebOrder && values.order.isWebOrder), (v: AddOrderValues) => addOrderPayload(v, initial, clientId, canWebOrder))(values);
}

/**
 * The question before adding an order for a client outside the caller's market:
 * the caller is the chosen web-order caller, else the member adding it. Null when there is nothing to ask.
 */
export function otherMarketQuestion(body: AddOrderRequest, me: MarketMember, callers: readonly (MarketMember & {id?: number})[] = []): string | null {
  const callerId = body.order.callerId;
  const caller = callerId ? callers.find(member => member.id === callerId) : me;
  const country = body.client.country;
  if (!caller || !isOtherMarket(country, caller)) return null;
  return otherMarketMessage(country!, memberMarket(caller)!);
}
