import {composeIBAN, electronicFormatIBAN, isValidIBAN} from 'ibantools';
import {validateAccountDetails} from 'uk-modulus-check';
import {SWEDISH_BANKS} from './swedish-banks.data';

// Bank details (spec 02 §5 Teller approval, ../shared/data/PAYMENTS.md): IBANs checked with ibantools,
// Finnish and Swedish BBANs converted to IBANs, UK sort code and account checked for length and by
// the Vocalink modulus rules (uk-modulus-check). Spaces are stripped before anything is saved.

/**
 * One row of the Swedish clearing-number table (swedish-banks.data.ts, generated from
 * scripts/swedish-banks.psv: Bankinfrastruktur i Sverige's and Bankgirot's lists).
 */
export interface SwedishBank {
  from: number;
  to: number;
  bank: string;
  /** The IBAN ID: positions 5-7 of the IBAN. */
  bankCode: string;
  /** 4, or 5 for Swedbank 8000-8999, whose 5th digit is a Luhn digit over the first four. */
  clearingCodeLength: number;
  serialNumberLength: number;
  zerofillSerialNumber: boolean;
  /** Whether the IBAN carries the clearing number before the serial number. */
  includeClearingCode: boolean;
  /** Bankgirot's account type: 1, the check digit covers clearing and account; 2, the account alone. */
  type: 1 | 2;
  /** Bankgirot's comment to the type: which check digit. */
  comment: 1 | 2 | 3 | 4;
}

/** An IBAN as stored: spaces and hyphens removed, upper case. */
export function normalizeIban(text: string): string {
  return electronicFormatIBAN(text.trim()) ?? '';
}

/** The IBAN pattern beside the checksum: two letters, two check digits, then 11 to 30 letters or digits. */
const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Whether the text is an IBAN with a valid checksum and the shape of one (spaces allowed). */
export function isValidIban(text: string | null | undefined): boolean {
  if (!text) return false;
  const iban = normalizeIban(text);
  return IBAN_PATTERN.test(iban) && isValidIBAN(iban);
}

/** Luhn over a digit string (the last digit is the check digit). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A Finnish BBAN ("123456-785") as an IBAN: hyphen removed, zeros added after the 7th digit when the
 * account starts with 4 or 5, otherwise after the 6th, to 14 digits that pass Luhn. Undefined when
 * it is not one.
 */
export function finnishBbanToIban(bban: string): string | undefined {
  const digits = bban.replace(/[\s-]/g, '');
  if (!/^\d{8,14}$/.test(digits)) return undefined;
  const cut = digits[0] === '4' || digits[0] === '5' ? 7 : 6;
  const padded = digits.slice(0, cut) + digits.slice(cut).padStart(14 - cut, '0');
  if (!luhnValid(padded)) return undefined;
  const iban = composeIBAN({countryCode: 'FI', bban: padded});
  return iban && isValidIBAN(iban) ? iban : undefined;
}

/** The bank of a Swedish clearing number (its first four digits). */
export function swedishBank(clearing: number): SwedishBank | undefined {
  return SWEDISH_BANKS.find(bank => clearing >= bank.from && clearing <= bank.to);
}

/**
 * A Swedish clearing number and account ("5491-0000003", "8327-9, 000001234-5": every digit, in
 * order) as an IBAN by the bank's row of the clearing-number table: the serial number after the
 * clearing code (zero-filled where the bank says), with the clearing code where the bank says,
 * left-padded to 17 digits after the bank's IBAN code. Undefined for an unknown clearing number.
 */
export function swedishBbanToIban(bban: string): string | undefined {
  const digits = bban.replace(/[\s.,-]/g, '');
  if (!/^\d{8,17}$/.test(digits)) return undefined;
  const bank = swedishBank(Number(digits.slice(0, 4)));
  if (!bank) return undefined;
  const clearing = digits.slice(0, bank.clearingCodeLength);
  let serial = digits.slice(bank.clearingCodeLength);
  if (bank.zerofillSerialNumber) serial = serial.padStart(bank.serialNumberLength, '0');
  if (serial.length === 0 || serial.length > bank.serialNumberLength) return undefined;
  const account = (bank.includeClearingCode ? clearing + serial : serial).padStart(17, '0');
  const iban = composeIBAN({countryCode: 'SE', bban: bank.bankCode + account});
  return iban && isValidIBAN(iban) ? iban : undefined;
}

/** A BBAN of the order's country as an IBAN (Finland FI, Sweden SE; the UK has none). */
export function bbanToIban(country: string | null | undefined, bban: string): string | undefined {
  if (country === 'finland') return finnishBbanToIban(bban);
  if (country === 'sweden') return swedishBbanToIban(bban);
  return undefined;
}

/** A UK sort code or account number as stored: spaces and hyphens removed. */
export const compactUkNumber = (text: string | null | undefined) => (text ?? '').replace(/[\s-]/g, '');

/** UK sort code (6 digits after removing spaces) and account number (8 digits), and the Vocalink modulus check. */
export function ukAccountProblem(sortCode: string | null | undefined, accountNumber: string | null | undefined): 'sortCode' | 'accountNumber' | undefined {
  const sort = compactUkNumber(sortCode);
  const account = compactUkNumber(accountNumber);
  if (!/^\d{6}$/.test(sort)) return 'sortCode';
  if (!/^\d{8}$/.test(account)) return 'accountNumber';
  return validateAccountDetails(sort, account) ? undefined : 'accountNumber';
}
