import {z} from 'zod';
import {COUNTRIES, LANGUAGES, TEAMS} from './constants';

const date = (label: string) =>
  z.coerce.date({error: `${label} is required`}).refine(d => !Number.isNaN(d.getTime()), `${label} is required`);

/** Order form (spec 01 §5): welcomeCall and dueDate required dates; language and country required. */
export const orderFormSchema = z.object({
  welcomeCall: date('Welcome call'),
  dueDate: date('Due date'),
  language: z.enum(LANGUAGES, {error: 'Language is required'}),
  country: z.enum(COUNTRIES, {error: 'Country is required'}),
  team: z.enum(TEAMS).nullable().optional(),
  isWebOrder: z.boolean().optional(),
  callerId: z.number().int().positive().nullable().optional(),
  generalMessage: z.string().max(2000).nullable().optional(),
  packagerMessageFromBuyer: z.string().max(2000).nullable().optional(),
  valuationMessageFromBuyer: z.string().max(2000).nullable().optional(),
  tellerMessageFromBuyer: z.string().max(2000).nullable().optional(),
});
export type OrderForm = z.infer<typeof orderFormSchema>;
