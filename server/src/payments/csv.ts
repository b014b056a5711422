import {toCsv} from '@karat/shared';
import type {PaymentLine} from '../domain/payment';

/** The fields of a payment line the CSV files read. */
export type CsvPaymentLine = Pick<
  PaymentLine,
  'orderId' | 'orderNumber' | 'firstName' | 'lastName' | 'name' | 'email' | 'country' | 'amount' | 'iban' | 'sortCode' | 'accountNumber'
>;

/** Spec 02 §9: the UK columns (a bulk transfer file in GBP). */
export const UK_CSV_HEADER = [
  'name',
  'email',
  'paymentReference',
  'receiverType',
  'amountCurrency',
  'sourceCurrency',
  'targetCurrency',
  'amount',
  'sortCode',
  'accountNumber',
] as const;

/** Spec 02 §9: the donation columns. */
export const DONATION_CSV_HEADER = ['id', 'orderNumber', 'offer', 'country', 'lastName', 'firstName', 'iban'] as const;

export function ukPaymentCsv(lines: readonly CsvPaymentLine[]): string {
  return toCsv(
    UK_CSV_HEADER,
    lines.map(line => [line.name, line.email, `Order ${line.orderNumber}`, 'PERSON', 'source', 'GBP', 'GBP', line.amount, line.sortCode, line.accountNumber]),
  );
}

export function donationPaymentCsv(lines: readonly CsvPaymentLine[]): string {
  return toCsv(
    DONATION_CSV_HEADER,
    lines.map(line => [String(line.orderId), String(line.orderNumber), line.amount, line.country, line.lastName, line.firstName, line.iban]),
  );
}
