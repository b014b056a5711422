import {normalizePostalCode} from './address';
import {normalizeBarCode} from './bar-code';
import {normalizeIban} from './iban';
import {normalizePhone} from './phone';

// The typed inputs that are looked up or compared, as every write path stores them: each through
// its one normaliser (a bar code, a phone, a postal code, an IBAN), so what one member typed is
// found by another typing or scanning it their own way.

type Text = string | null | undefined;

/**
 * A client's fields as they are stored (the admin's create and edit, the buyer's order form, the
 * packager's correction): the phone (normalizePhone, with the client's calling code for a national
 * number), the postal code (normalizePostalCode) and the IBAN (normalizeIban). A field left out or
 * null stays so. `storedCountry` is the client's country when the fields leave it out (an edit).
 */
export function normalizedClientInputs<T extends {phone?: Text; zip?: Text; iban?: Text; country?: Text}>(fields: T, storedCountry?: Text): T {
  const country = fields.country ?? storedCountry;
  const out = {...fields};
  if (typeof out.phone === 'string') out.phone = normalizePhone(out.phone, country);
  if (typeof out.zip === 'string') out.zip = normalizePostalCode(out.zip, country);
  if (typeof out.iban === 'string') out.iban = normalizeIban(out.iban);
  return out;
}

/**
 * An order's fields as they are stored (the admin's create and edit, the buyer's and the
 * packager's address changes): the bar code (normalizeBarCode) and the postal code of the order's
 * country. A field left out or null stays so; `storedCountry` is the order's when the fields leave it out.
 */
export function normalizedOrderInputs<T extends {barCode?: Text; zip?: Text; country?: Text}>(fields: T, storedCountry?: Text): T {
  const out = {...fields};
  if (typeof out.barCode === 'string') out.barCode = normalizeBarCode(out.barCode);
  if (typeof out.zip === 'string') out.zip = normalizePostalCode(out.zip, fields.country ?? storedCountry);
  return out;
}
