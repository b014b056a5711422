// Payment reference numbers (../shared/data/PAYMENTS.md): every order carries the
// Finnish reference number (viitenumero) of its order number, and its RF creditor reference (ISO
// 11649) for the invoice and the payment files. The database holds the same rule as
// finnish_reference() (migration 013), checked against this one by a test.

/** The 7-3-1 check digit of a reference base (3 to 19 digits). */
export function finnishReferenceCheckDigit(base: string): number {
  if (!/^\d{3,19}$/.test(base)) throw new Error(`A reference base is 3 to 19 digits: ${base}`);
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[base.length - 1 - i]) * weights[i % 3];
  return (10 - (sum % 10)) % 10;
}

/** The Finnish reference number of a base: the base and its check digit (123 -> 1232). */
export function finnishReference(base: string | number): string {
  const digits = String(base);
  return `${digits}${finnishReferenceCheckDigit(digits)}`;
}

/** The reference number of an order: its order number's. */
export const orderReferenceNumber = (orderNumber: number) => finnishReference(orderNumber);

/** Whether a Finnish reference number's check digit is right (spaces allowed, as printed). */
export function isValidFinnishReference(reference: string): boolean {
  const digits = reference.replace(/\s/g, '');
  if (!/^\d{4,20}$/.test(digits)) return false;
  return finnishReferenceCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** ISO 7064 mod 97-10 of a text of digits and letters (A=10 ... Z=35), as for IBAN. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text.toUpperCase()) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The RF creditor reference (ISO 11649) of a reference: RF, two check digits, the reference (1232 -> RF941232). */
export function rfReference(reference: string): string {
  const clean = reference.replace(/\s/g, '').toUpperCase();
  if (!/^[0-9A-Z]{1,21}$/.test(clean)) throw new Error(`An RF reference holds 1 to 21 letters and digits: ${reference}`);
  const check = 98 - mod97(`${clean}RF00`);
  return `RF${String(check).padStart(2, '0')}${clean}`;
}

/** Whether an RF creditor reference is well formed and its check digits right (spaces allowed). */
export function isValidRfReference(reference: string): boolean {
  const clean = reference.replace(/\s/g, '').toUpperCase();
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(clean)) return false;
  return mod97(`${clean.slice(4)}${clean.slice(0, 4)}`) === 1;
}
