/**
 * An IBAN as it is stored and compared: without the blanks and hyphens people write it with, in
 * upper case ('fi21 1234-5600 0007 85' is 'FI2112345600000785'). Apart from bank-accounts.ts, which
 * loads the IBAN library and the banks' tables, so every screen and the server share this one rule.
 */
export function normalizeIban(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}
