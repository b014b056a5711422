// Small helpers the real carriers share: text cut to a carrier's documented field sizes, and the
// company's address and numbers read from the environment.

/** The company's address as the carriers print it: the party the security bag comes back to. */
export interface CarrierAddress {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 (SE, GB). */
  countryCode: string;
  phone?: string;
  email?: string;
}

/** Text as a carrier field takes it: control characters and runs of blanks as one space, trimmed. */
export function cleanText(text: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (text ?? '').replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

/**
 * The longest start of the text within `max` UTF-16 code units (how the carriers' .NET and Java
 * validators count a string's length), never cutting a character such as an emoji in half.
 */
export function fitText(text: string | null | undefined, max: number): string {
  const clean = cleanText(text);
  if (clean.length <= max) return clean;
  let out = '';
  for (const char of clean) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out.trimEnd();
}

/**
 * An address split into at most `lines` lines of at most `max` units each, at blanks where it can
 * (a word longer than a line is cut); what does not fit in the last line is dropped.
 */
export function splitLines(text: string | null | undefined, max: number, lines: number): string[] {
  const out: string[] = [];
  let rest = cleanText(text);
  while (rest && out.length < lines) {
    if (rest.length <= max) {
      out.push(rest);
      break;
    }
    const head = fitText(rest, max);
    const blank = head.lastIndexOf(' ');
    const line = out.length < lines - 1 && blank > 0 ? head.slice(0, blank) : head;
    out.push(line.trimEnd());
    rest = rest.slice(line.length).trim();
  }
  return out;
}

/** A phone number as carriers take it: blanks and dashes out; a bare international number gets its +. */
export function phoneNumber(phone: string | null | undefined, max: number): string | undefined {
  const compact = cleanText(phone).replace(/[\s\-().]/g, '');
  if (!compact) return undefined;
  const international = /^[1-9]\d{7,14}$/.test(compact) ? `+${compact}` : compact;
  return international.length <= max ? international : undefined;
}

/** An e-mail address, or nothing when it does not fit the carrier's field (a cut address is a wrong one). */
export function emailAddress(email: string | null | undefined, max: number): string | undefined {
  const clean = cleanText(email);
  return clean && clean.length <= max && /^[^\s@]+@[^\s@]+$/.test(clean) ? clean : undefined;
}

/** Reads one carrier's variables: the value, or a clear error naming what is missing or wrong. */
export function envReader(env: NodeJS.ProcessEnv, carrier: string) {
  const optional = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const required = (name: string): string => {
    const value = optional(name);
    if (!value) throw new Error(`${name} must be set for the ${carrier} carrier`);
    return value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = optional(name) ?? fallback;
    if (!allowed.includes(value as T)) throw new Error(`${name} must be one of ${allowed.join(', ')} (was "${value}")`);
    return value as T;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const text = optional(name);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (was "${text}")`);
    return value;
  };
  /** `Name|Street 1|11122|Stockholm`, with the phone, e-mail and country from their own variables. */
  const address = (name: string, extra: {countryCode: string; phone?: string; email?: string}): CarrierAddress => {
    const parts = required(name)
      .split('|')
      .map(part => part.trim());
    if (parts.length !== 4 || parts.some(part => !part)) throw new Error(`${name} must be "Name|Street|Postal code|City" (four parts separated by |)`);
    const [companyName, street, postalCode, city] = parts;
    return {name: companyName, street, postalCode, city, ...extra};
  };
  return {optional, required, oneOf, integer, address};
}
