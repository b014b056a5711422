import {COUNTRIES, LANGUAGES, TEAMS} from '@karat/shared';
import {z} from 'zod';

// Candidate for @karat/shared (beside clientSchema): the admin order edit form, spec 01 §5 "Order form":
// welcomeCall and dueDate are required dates; language and country are required.

const required = (label: string) => z.string({error: `${label} is required`}).trim().min(1, `${label} is required`);
const optionalText = z.string().trim().nullable().optional();

/** Order flags the admin may correct by hand on the edit form. */
export const ORDER_FORM_FLAGS = [
  'closed',
  'isWebOrder',
  'inPackager',
  'isPackaged',
  'welcomeCallDone',
  'afterCallDone',
  'isReceived',
  'isValued',
  'isTellered',
  'offerAccepted',
  'isPaid',
  'isComplete',
  'isBoomerang',
  'isDonation',
  'isColdCase',
] as const;
export type OrderFormFlag = (typeof ORDER_FORM_FLAGS)[number];

/** Free-text messages on the order that the admin edits. */
export const ORDER_FORM_MESSAGES = [
  'generalMessage',
  'packagerMessageFromBuyer',
  'valuationMessageFromBuyer',
  'tellerMessageFromBuyer',
  'customerServiceComment',
] as const;
export type OrderFormMessage = (typeof ORDER_FORM_MESSAGES)[number];

export const adminOrderSchema = z.object({
  country: z.enum(COUNTRIES, {error: 'Country is required'}),
  language: z.enum(LANGUAGES, {error: 'Language is required'}),
  team: z.enum(TEAMS, {error: 'Team is not valid'}).nullable().optional(),
  barCode: optionalText,
  address: optionalText,
  zip: optionalText,
  city: optionalText,
  welcomeCall: required('Welcome call'),
  dueDate: required('Due date'),
  closeReason: optionalText,
  ...Object.fromEntries(ORDER_FORM_MESSAGES.map(key => [key, optionalText])),
  ...Object.fromEntries(ORDER_FORM_FLAGS.map(key => [key, z.boolean()])),
}) as unknown as z.ZodType<AdminOrderForm>;

export type AdminOrderForm = {
  country: (typeof COUNTRIES)[number];
  language: (typeof LANGUAGES)[number];
  team?: (typeof TEAMS)[number] | null;
  barCode?: string | null;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  welcomeCall: string;
  dueDate: string;
  closeReason?: string | null;
} & Partial<Record<OrderFormMessage, string | null>> &
  Record<OrderFormFlag, boolean>;
