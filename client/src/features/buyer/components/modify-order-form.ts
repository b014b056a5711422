import {buyerOrderSchema} from '@karat/shared';
import {DateTime} from 'luxon';
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

/**
 * Spec 01 §5 "Order form": welcomeCall and dueDate required dates; language and country required.
 * The server applies the same shared rules to the PATCH.
 */
export const modifyOrderSchema = buyerOrderSchema;

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
