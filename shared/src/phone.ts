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

/**
 * The find-client-by-phone field as a buyer types it (spec 01 §5 asks digits with the country
 * code; staff read numbers out in any form): '+358 40 123 4567', '00358 40...', '358401234567',
 * or a national '040 123 4567', which takes the calling code of the buyer's market (`country`; a
 * Swedish buyer's '070...' is +46). Answers the digits phoneSearchSchema accepts, or its message.
 */
export function phoneLookup(text: string, country?: Country): {phone: string} | {error: string} {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(trimmed)) return {error: MESSAGES.phoneDigitsOnly};
  const phone = normalizePhone(trimmed, country);
  const parsed = phoneSearchSchema.safeParse({phone});
  return parsed.success ? {phone} : {error: parsed.error.issues[0].message};
}

/** The country a phone number belongs to by its prefix, if any. */
export function countryOfPhone(phone: string): Country | undefined {
  const prefix = Object.keys(PHONE_PREFIXES).find(p => phone.startsWith(p));
  return prefix ? PHONE_PREFIXES[prefix] : undefined;
}

/** The calling code of each country (the inverse of PHONE_PREFIXES). */
export const COUNTRY_CALLING_CODES: Record<Country, string> = {finland: '358', sweden: '46', uk: '44'};

/**
 * A phone number as it is stored and as the searches compare it (the one phone normaliser): its digits in the international form
 * without '+' or '00'. '+358 40 123 4567', '00358-40-1234567' and '358401234567' are all
 * '358401234567'; a national number ('040 123 4567', starting with one 0) takes the calling code
 * of the client's country, when it is known ('358401234567' for finland); without one it keeps its
 * digits. The database holds the same rule as phone_key() (migration 011): an integration test
 * compares the two on the examples of this rule's unit test.
 */
export function normalizePhone(phone: string | null | undefined, country?: string | null): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  const code = COUNTRY_CALLING_CODES[country as Country];
  if (digits.startsWith('0') && code) return code + digits.slice(1);
  return digits;
}

/** The number an SMS goes to (normalizePhone's international digits; the providers add the '+'), or why there is none. */
export type SmsRecipient = {to: string} | {error: string};

/**
 * The SMS phone rule, for every text message (arrival, teller's no-answer, return code, the
 * generic send) and the screens that offer one: a phone with no digit is 'Missing phone number';
 * one with anything but digits, blanks, '+', '-', '.', '/' and brackets 'Phone number must contain
 * only numbers'; it goes in normalizePhone's international form, so a national number takes the
 * calling code of its country ('Missing country code' when the country has none) and must then
 * have E.164's 6 to 15 digits.
 */
export function smsRecipient(phone: string | null | undefined, country?: string | null): SmsRecipient {
  const text = (phone ?? '').trim();
  if (!/\d/.test(text)) return {error: MESSAGES.missingPhone};
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return {error: MESSAGES.phoneDigitsOnly};
  const to = normalizePhone(text, country);
  if (to.startsWith('0')) return {error: MESSAGES.missingCountryCode};
  if (to.length < 6 || to.length > 15) return {error: MESSAGES.smsPhoneLength};
  return {to};
}

/** Why no SMS can go to the phone (smsRecipient's refusal), or undefined when one can. */
export function smsPhoneProblem(phone: string | null | undefined, country?: string | null): string | undefined {
  const recipient = smsRecipient(phone, country);
  return 'error' in recipient ? recipient.error : undefined;
}

/** Fewer digits than this are not looked up as a phone (a zip such as '00100' is not a phone). */
export const PHONE_SEARCH_MIN_DIGITS = 5;

/**
 * What a search word asks of the phones (normalizePhone's form), or undefined when it is not a
 * phone: a word of digits with a leading '+', '00' or 0 and spaces, dashes, dots or brackets
 * between them. The international prefix goes ('+358 40' and '00358 40' ask '35840'), and so does
 * the trunk 0 of a national number ('040 123' asks '40123', found inside '35840123...' of any
 * country). A word of digits alone is already what it asks (undefined: the word itself is looked
 * up). Fewer than PHONE_SEARCH_MIN_DIGITS digits left is not a phone.
 */
export function phoneSearchDigits(word: string): string | undefined {
  const text = word.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(text) || !/\d/.test(text)) return undefined;
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) digits = digits.replace(/^00/, '');
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length < PHONE_SEARCH_MIN_DIGITS) return undefined;
  return digits === text ? undefined : digits;
}

/**
 * Search words typed as one phone number with spaces ('+358 40 123 4567', '040 123 4567',
 * '07700 900123') joined back into one word; other words stay as they are. A run joins when it
 * starts with '+'; or starts with 0 and either its first group is a 2 to 4 digit area or operator
 * code ('040', '09', '0700') or it holds at least 10 digits (a 5-digit Finnish zip such as '02100'
 * followed by a house number is not a phone).
 */
export function joinPhoneWords(words: readonly string[]): string[] {
  const out: string[] = [];
  const group = /^[\d().\-/]+$/;
  for (let i = 0; i < words.length; i++) {
    const first = words[i];
    const starts = /^\+\d/.test(first) || /^0\d/.test(first);
    let end = i + 1;
    while (starts && end < words.length && group.test(words[end])) end++;
    if (end - i > 1) {
      const run = words.slice(i, end);
      const digits = run.join('').replace(/\D/g, '').length;
      const head = first.replace(/\D/g, '').length;
      if (first.startsWith('+') || (head >= 2 && head <= 4) || digits >= 10) {
        out.push(run.join(' '));
        i = end - 1;
        continue;
      }
    }
    out.push(first);
  }
  return out;
}
