import {latinText, toCsv} from '@karat/shared';
import type {PaymentLine} from '../domain/payment';

/** The fields of a payment line the CSV files read. */
export type CsvPaymentLine = Pick<
  PaymentLine,
  'orderId' | 'orderNumber' | 'firstName' | 'lastName' | 'name' | 'email' | 'country' | 'amount' | 'iban' | 'sortCode' | 'accountNumber'
>;

/**
 * Spec 02 §9 "Business constants and limits": the UK columns, a batch upload of the money-transfer provider (Wise) in GBP. Its
 * template names the e-mail column `recipientEmail` (the spec's `email` is not read); the provider
 * reads the columns by these names, which must stay as they are. The spec's order is kept.
 */
export const UK_CSV_HEADER = [
  'name',
  'recipientEmail',
  'paymentReference',
  'receiverType',
  'amountCurrency',
  'sourceCurrency',
  'targetCurrency',
  'amount',
  'sortCode',
  'accountNumber',
] as const;

/** Spec 02 §9 "Business constants and limits": the donation columns. */
export const DONATION_CSV_HEADER = ['id', 'orderNumber', 'offer', 'country', 'lastName', 'firstName', 'iban'] as const;

/** Who pays the UK transfer fee (PAYER_UK_FEES): the company, or the seller out of the amount. */
export type UkFees = 'company' | 'seller';
export const UK_FEES: readonly UkFees[] = ['company', 'seller'];

/**
 * The provider's amountCurrency: `target` sends the amount to the recipient exactly and the fee is
 * the company's (the seller receives the accepted offer); `source` takes the fee from the amount.
 */
export const UK_AMOUNT_CURRENCY: Record<UkFees, 'target' | 'source'> = {company: 'target', seller: 'source'};

/**
 * The UK batch. Names go through latinText: diacritics transliterated as in the bank files
 * (Łukasz -> Lukasz), control and direction marks and emoji removed, but the ASCII punctuation a
 * UK account name may hold (& " ,) kept: this is the provider's CSV, not an EPC file; csvCell
 * quotes it and guards formulas.
 */
export function ukPaymentCsv(lines: readonly CsvPaymentLine[], fees: UkFees = 'company'): string {
  const amountCurrency = UK_AMOUNT_CURRENCY[fees];
  if (!amountCurrency) throw new Error(`UK fees are company or seller: ${String(fees)}`);
  return toCsv(
    UK_CSV_HEADER,
    lines.map(line => [
      latinText(line.name),
      line.email,
      `Order ${line.orderNumber}`,
      'PERSON',
      amountCurrency,
      'GBP',
      'GBP',
      line.amount,
      line.sortCode,
      line.accountNumber,
    ]),
  );
}

export function donationPaymentCsv(lines: readonly CsvPaymentLine[]): string {
  return toCsv(
    DONATION_CSV_HEADER,
    lines.map(line => [String(line.orderId), String(line.orderNumber), line.amount, line.country, line.lastName, line.firstName, line.iban]),
  );
}
