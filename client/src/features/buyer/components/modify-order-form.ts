import {COUNTRIES, LANGUAGES, TEAMS} from '@karat/shared';
import {DateTime} from 'luxon';
import {z} from 'zod';
import {emptyField} from '@/lib/payload';
import type {BuyerOrderPatch, OrderWithRelations} from '../api/buyer';
import {ORDER_MESSAGE_FIELDS, type OrderMessageField} from './add-order-form';

/** What a buyer may change on their own order (PATCH /buyer/orders/{id}). */
export type ModifyOrderValues = {
  address: string;
  zip: string;
  city: string;
  country: string;
  language: string;
  team: string;
  welcomeCall: DateTime | null;
  dueDate: DateTime | null;
} & Record<OrderMessageField, string>;

const optionalText = z.string().trim().max(2000).nullable().optional();
const date = (label: string) => z.string({error: `${label} is required`}).min(1, `${label} is required`);

/** Spec 01 §5 "Order form": welcomeCall and dueDate required dates; language and country required. */
export const modifyOrderSchema = z.object({
  address: optionalText,
  zip: optionalText,
  city: optionalText,
  country: z.enum(COUNTRIES, {error: 'Country is required'}),
  language: z.enum(LANGUAGES, {error: 'Language is required'}),
  team: z.enum(TEAMS).nullable().optional(),
  welcomeCall: date('Welcome call'),
  dueDate: date('Due date'),
  ...Object.fromEntries(ORDER_MESSAGE_FIELDS.map(key => [key, optionalText])),
});

const text = (value: string | null | undefined) => value ?? '';
const toDateTime = (value: string | null | undefined) => (value ? DateTime.fromISO(value) : null);

export function modifyOrderValues(order: OrderWithRelations): ModifyOrderValues {
  return {
    address: text(order.address),
    zip: text(order.zip),
    city: text(order.city),
    country: text(order.country),
    language: text(order.language),
    team: text(order.team),
    welcomeCall: toDateTime(order.welcomeCall),
    dueDate: toDateTime(order.dueDate),
    generalMessage: text(order.generalMessage),
    packagerMessageFromBuyer: text(order.packagerMessageFromBuyer),
    valuationMessageFromBuyer: text(order.valuationMessageFromBuyer),
    tellerMessageFromBuyer: text(order.tellerMessageFromBuyer),
  };
}

/** Inputs -> PATCH body: dates in UTC; an emptied optional field is cleared only when it had a value. */
export function modifyOrderPayload(values: ModifyOrderValues, initial: ModifyOrderValues): BuyerOrderPatch {
  const payload: Record<string, unknown> = {
    country: values.country || undefined,
    language: values.language || undefined,
    welcomeCall: values.welcomeCall?.isValid ? values.welcomeCall.toUTC().toISO() : undefined,
    dueDate: values.dueDate?.isValid ? values.dueDate.toUTC().toISO() : undefined,
  };
  for (const key of ['address', 'zip', 'city', 'team', ...ORDER_MESSAGE_FIELDS] as const) {
    payload[key] = values[key].trim() || emptyField(initial[key]);
  }
  return payload as BuyerOrderPatch;
}
