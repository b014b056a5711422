// The payment files: pure functions from a batch's lines to the file's bytes.
import {PAYMENT_FOLDERS, paymentFileName, sumMoney, type PaymentBatchKind} from '@karat/shared';
import type {PaymentLine} from '../domain/payment';
import {donationPaymentCsv, ukPaymentCsv, type UkFees} from './csv';
import {buildPain001, type PainDebtor, type PainTransaction} from './pain001';

export * from './bank-rules';
export * from './csv';
export * from './pain001';
export * from './validate';

/** The company's paying accounts of the XML countries (configuration; README "Configuration"). */
export interface PayerAccounts {
  finland: PainDebtor;
  sweden: PainDebtor;
}

export interface PaymentFile {
  name: string;
  /** Storage key: the folder, the batch's id and the name (unique even for two batches in one minute). */
  key: string;
  body: Buffer;
  contentType: string;
  /** The file's own sum (CtrlSum, or the amount column). */
  total: string;
}

export interface PaymentFileRequest {
  batch: PaymentBatchKind;
  lines: readonly PaymentLine[];
  /** The record's id: it makes the MsgId and the storage key unique. */
  batchId: number;
  now: Date;
  /** ReqdExctnDt, YYYY-MM-DD: nextBankingDay(country, now, business time zone) of @karat/shared. */
  executionDate: string;
  accounts: PayerAccounts;
  /** Who pays the UK transfer fee (PAYER_UK_FEES); default the company. */
  ukFees?: UkFees;
}

const COUNTRY_CODE = {finland: 'FI', sweden: 'SE'} as const;

/** The batch's MsgId: KARAT-FI-<id>-<UTC yyyymmddhhmmss>, at most 35 characters. */
export const messageIdFor = (country: 'finland' | 'sweden', batchId: number, now: Date) =>
  `KARAT-${COUNTRY_CODE[country]}-${batchId}-${now.toISOString().replace(/\D/g, '').slice(0, 14)}`;

/**
 * A payment line as the bank file's transaction: EndToEndId carries the order number, the message
 * (Ustrd) the words the seller recognises, "Karat order N" when the line has none. The RF reference
 * is passed on but not written while there is a message (buildPain001: one of Ustrd or Strd).
 */
export function painTransactionOf(line: PaymentLine): PainTransaction {
  return {
    endToEndId: `ORDER-${line.orderNumber}`,
    amount: line.amount,
    name: line.name,
    iban: line.iban,
    street: line.street,
    zip: line.zip,
    city: line.city,
    message: line.message?.trim() ? line.message : `Karat order ${line.orderNumber}`,
    reference: line.reference,
  };
}

/** The XML of a Finnish or Swedish batch, the CSV of the UK's and of donations. */
export function makePaymentFile(request: PaymentFileRequest): PaymentFile {
  const {batch, lines, now} = request;
  if ('donationTeam' in batch) {
    const name = paymentFileName({team: batch.donationTeam, category: 'donation', at: now, extension: 'csv'});
    return csvFile(name, request.batchId, donationPaymentCsv(lines), lines);
  }
  if (batch.country === 'uk') {
    const name = paymentFileName({category: 'uk', at: now, extension: 'csv'});
    return csvFile(name, request.batchId, ukPaymentCsv(lines, request.ukFees), lines);
  }
  const country = batch.country;
  const name = paymentFileName({category: country, at: now, extension: 'xml'});
  const file = buildPain001({
    country,
    messageId: messageIdFor(country, request.batchId, now),
    createdAt: now,
    executionDate: request.executionDate,
    debtor: request.accounts[country],
    transactions: lines.map(painTransactionOf),
  });
  return {
    name,
    key: `${PAYMENT_FOLDERS.xml}/${request.batchId}-${name}`,
    body: Buffer.from(file.xml, 'utf8'),
    contentType: 'application/xml; charset=utf-8',
    total: file.total,
  };
}

function csvFile(name: string, batchId: number, text: string, lines: readonly PaymentLine[]): PaymentFile {
  const total = sumMoney(lines.map(line => line.amount));
  return {name, key: `${PAYMENT_FOLDERS.csv}/${batchId}-${name}`, body: Buffer.from(text, 'utf8'), contentType: 'text/csv; charset=utf-8', total};
}
export * from './xsd-validator';
