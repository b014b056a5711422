import type {Country} from './constants';

/**
 * Postal-code formats: Finland 5 digits; Sweden 3+2 digits (with or without the space);
 * UK postcodes (outward code, space optional, inward code), e.g. SW1A 1AA, M1 1AE, EC1A 1BB.
 */
export const POSTAL_CODE_PATTERNS: Record<Country, RegExp> = {
  finland: /^\d{5}$/,
  sweden: /^\d{3} ?\d{2}$/,
  uk: /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i,
};

/**
 * A postal code as it is stored and compared: trimmed, inner blanks as one space, upper case; in
 * its country's written form when it has the country's digits or letters: Finland 5 digits
 * ('00100'), Sweden 3 + 2 digits apart ('411 01', as Posten writes it), the UK outward and inward
 * code apart ('SW1A 1AA'). Anything else stays as typed (trimmed, upper case), for the format check
 * to name.
 */
export function normalizePostalCode(zip: string, country?: string | null): string {
  const text = zip.trim().replace(/\s+/g, ' ').toUpperCase();
  const compact = text.replace(/ /g, '');
  if (country === 'finland' && /^\d{5}$/.test(compact)) return compact;
  if (country === 'sweden' && /^\d{5}$/.test(compact)) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (country === 'uk' && /^[A-Z0-9]{5,7}$/.test(compact)) return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return text;
}

export function isValidPostalCode(country: string | null | undefined, zip: string | null | undefined): boolean {
  const pattern = POSTAL_CODE_PATTERNS[country as Country];
  return Boolean(pattern && zip && pattern.test(zip.trim()));
}

export interface PostalAddress {
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
}

/** Why an address cannot be posted to; empty when it can. */
export function addressProblems(a: PostalAddress): string[] {
  const problems: string[] = [];
  if (!a.address?.trim()) problems.push('Missing address');
  if (!a.city?.trim()) problems.push('Missing city');
  if (!a.zip?.trim()) problems.push('Missing zip');
  if (!a.country || !(a.country in POSTAL_CODE_PATTERNS)) problems.push('Unknown country');
  else if (a.zip?.trim() && !isValidPostalCode(a.country, a.zip)) problems.push(`Invalid postal code for ${a.country}`);
  return problems;
}
