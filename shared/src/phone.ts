import {z} from 'zod';
import type {Country} from './constants';
import {MESSAGES} from './messages';

/** Country calling codes a client's phone must start with (spec 01 §5 "Phone search"). */
export const PHONE_PREFIXES: Record<string, Country> = {'358': 'finland', '46': 'sweden', '44': 'uk'};

/** The find-client-by-phone field: digits only, starting with 358, 46 or 44. */
export const phoneSearchSchema = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\d+$/, MESSAGES.phoneDigitsOnly)
    .refine(phone => Object.keys(PHONE_PREFIXES).some(prefix => phone.startsWith(prefix)), MESSAGES.missingCountryCode),
});

/** The country a phone number belongs to by its prefix, if any. */
export function countryOfPhone(phone: string): Country | undefined {
  const prefix = Object.keys(PHONE_PREFIXES).find(p => phone.startsWith(p));
  return prefix ? PHONE_PREFIXES[prefix] : undefined;
}
