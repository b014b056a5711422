import {create} from 'xmlbuilder2';
import {centsText, CREDITOR_NAME_MAX, moneyToCents, REMITTANCE_MAX, trimName, trimRemittance} from '@karat/shared';

/**
 * ISO 20022 credit transfer initiation, pain.001.001.09 (../shared/data/PAYMENTS.md; issue 17 item 3):
 * one group header, one payment instruction from the company's account, one transaction per order.
 * Finland: EUR, service level SEPA, charges SLEV. Sweden: SEK, service level NURG (the Swedish common
 * interpretation), the payee's town and country. NbOfTxs and CtrlSum are counted here from the
 * transactions, at both levels (the schema does not check them); amounts are summed in whole cents.
 */

export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

export type PainCountry = 'finland' | 'sweden';

const COUNTRY_SETUP: Record<PainCountry, {currency: string; iso: string; serviceLevel: string; chargeBearer?: string}> = {
  finland: {currency: 'EUR', iso: 'FI', serviceLevel: 'SEPA', chargeBearer: 'SLEV'},
  sweden: {currency: 'SEK', iso: 'SE', serviceLevel: 'NURG'},
};

/** The paying company's account (configuration: PAYER_FINLAND_* and PAYER_SWEDEN_*). */
export interface PainDebtor {
  name: string;
  iban: string;
  bic: string;
}

export interface PainTransaction {
  /** At most 35 characters, unique in the file; carries the order number. */
  endToEndId: string;
  /** Money text or number with at most two decimals. */
  amount: string | number;
  name: string;
  iban: string;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  /** Unstructured remittance (Ustrd), trimmed to 139 characters. */
  message?: string | null;
  /** An RF creditor reference (ISO 11649): structured remittance (Strd/CdtrRefInf) instead of the message. */
  reference?: string | null;
}

export interface PainDocument {
  country: PainCountry;
  /** GrpHdr/MsgId; PmtInfId is made from it. At most 32 characters. */
  messageId: string;
  createdAt: Date;
  /** ReqdExctnDt/Dt, YYYY-MM-DD. */
  executionDate: string;
  debtor: PainDebtor;
  transactions: readonly PainTransaction[];
}

export interface PainFile {
  xml: string;
  /** CtrlSum: the sum of the amounts, two decimals. */
  total: string;
  count: number;
}

/** Characters XML 1.0 cannot carry at all (controls but tab and line ends, unpaired surrogates, U+FFFE/F). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A text for an element of at most `max` characters: no characters XML cannot hold, spaces collapsed, cut. */
const text = (value: string | null | undefined, max: number) => trimName((value ?? '').replace(NOT_XML, ' '), max);

const ID = /^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/;

function checkId(kind: string, id: string): string {
  if (!ID.test(id)) throw new Error(`${kind} must be 1 to 35 letters, digits or -/?:().,'+: ${id}`);
  return id;
}

export function buildPain001(document: PainDocument): PainFile {
  const setup = COUNTRY_SETUP[document.country];
  if (!setup) throw new Error(`No pain.001 setup for ${document.country}`);
  if (document.transactions.length === 0) throw new Error('A payment file needs at least one transaction');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(document.executionDate)) throw new Error(`Execution date is YYYY-MM-DD: ${document.executionDate}`);
  const messageId = checkId('MsgId', document.messageId);
  const paymentInfoId = checkId('PmtInfId', `${messageId}-1`);

  const seen = new Set<string>();
  let total = 0n;
  const transactions = document.transactions.map(transaction => {
    const endToEndId = checkId('EndToEndId', transaction.endToEndId);
    if (seen.has(endToEndId)) throw new Error(`EndToEndId ${endToEndId} twice in one file`);
    seen.add(endToEndId);
    const cents = moneyToCents(transaction.amount);
    if (cents === undefined || cents <= 0n) throw new Error(`Amount of ${endToEndId} is not a positive two-decimal amount: ${transaction.amount}`);
    total += cents;
    return {...transaction, endToEndId, amount: centsText(cents)};
  });
  const count = String(transactions.length);
  const controlSum = centsText(total);

  const root = create({version: '1.0', encoding: 'UTF-8'}).ele(PAIN_001_NAMESPACE, 'Document');
  const initiation = root.ele('CstmrCdtTrfInitn');
  const header = initiation.ele('GrpHdr');
  header.ele('MsgId').txt(messageId);
  header.ele('CreDtTm').txt(document.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  header.ele('NbOfTxs').txt(count);
  header.ele('CtrlSum').txt(controlSum);
  header.ele('InitgPty').ele('Nm').txt(text(document.debtor.name, 140));

  const payment = initiation.ele('PmtInf');
  payment.ele('PmtInfId').txt(paymentInfoId);
  payment.ele('PmtMtd').txt('TRF');
  payment.ele('BtchBookg').txt('true');
  payment.ele('NbOfTxs').txt(count);
  payment.ele('CtrlSum').txt(controlSum);
  payment.ele('PmtTpInf').ele('SvcLvl').ele('Cd').txt(setup.serviceLevel);
  payment.ele('ReqdExctnDt').ele('Dt').txt(document.executionDate);
  const debtor = payment.ele('Dbtr');
  debtor.ele('Nm').txt(text(document.debtor.name, 140));
  debtor.ele('PstlAdr').ele('Ctry').txt(setup.iso);
  payment.ele('DbtrAcct').ele('Id').ele('IBAN').txt(document.debtor.iban);
  payment.ele('DbtrAgt').ele('FinInstnId').ele('BICFI').txt(document.debtor.bic);
  if (setup.chargeBearer) payment.ele('ChrgBr').txt(setup.chargeBearer);

  for (const transaction of transactions) {
    const entry = payment.ele('CdtTrfTxInf');
    entry.ele('PmtId').ele('EndToEndId').txt(transaction.endToEndId);
    entry.ele('Amt').ele('InstdAmt', {Ccy: setup.currency}).txt(transaction.amount);
    const creditor = entry.ele('Cdtr');
    creditor.ele('Nm').txt(text(transaction.name, CREDITOR_NAME_MAX) || 'Unknown');
    const address = creditor.ele('PstlAdr');
    const street = text(transaction.street, 70);
    const zip = text(transaction.zip, 16);
    const city = text(transaction.city, 35);
    if (street) address.ele('StrtNm').txt(street);
    if (zip) address.ele('PstCd').txt(zip);
    if (city) address.ele('TwnNm').txt(city);
    address.ele('Ctry').txt(setup.iso);
    entry.ele('CdtrAcct').ele('Id').ele('IBAN').txt(transaction.iban);
    const message = trimRemittance((transaction.message ?? '').replace(NOT_XML, ' '), REMITTANCE_MAX);
    if (transaction.reference) {
      const reference = entry.ele('RmtInf').ele('Strd').ele('CdtrRefInf');
      reference.ele('Tp').ele('CdOrPrtry').ele('Cd').txt('SCOR');
      reference.ele('Ref').txt(checkId('Creditor reference', transaction.reference));
    } else if (message) {
      entry.ele('RmtInf').ele('Ustrd').txt(message);
    }
  }
  return {xml: root.end({prettyPrint: true}), total: controlSum, count: transactions.length};
}
