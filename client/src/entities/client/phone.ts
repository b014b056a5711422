import {normalizePhone} from '@karat/shared';

/**
 * The `tel:` address of a client's phone, as a phone or softphone dials it: the international form
 * (`tel:+358401234567`) from however the phone is written ('+358 40 123 4567', '00358...', or a
 * national '040 123 4567' with the client's country); a national number of an unknown country stays
 * national (`tel:0401234567`). Undefined when there are no digits.
 */
export function telHref(phone: string | null | undefined, country?: string | null): string | undefined {
  const digits = normalizePhone(phone, country);
  if (!digits) return undefined;
  return digits.startsWith('0') ? `tel:${digits}` : `tel:+${digits}`;
}
