import {create} from 'xmlbuilder2';
import type {XMLBuilder} from 'xmlbuilder2/lib/interfaces';
import {bankText, centsText, CREDITOR_NAME_MAX, ibanPaymentProblem, moneyToCents, REMITTANCE_MAX} from '@karat/shared';

/**
 * ISO 20022 credit transfer initiation, pain.001.001.09 (../shared/data/PAYMENTS.md):
 * one group header, one payment instruction from the company's account, one transaction per order.
 * Finland: EUR, service level SEPA, charges SLEV. Sweden: SEK, service level NURG (the Swedish common
 * interpretation), the payee's town and country. NbOfTxs and CtrlSum are counted here from the
 * transactions, at both levels (the schema does not check them); amounts are summed in whole cents.
 * Every text goes through bankText: the EPC basic set and the Nordic letters, which is also what the
 * banks' rules beyond the XSD check (bank-rules.ts).
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
  /** Dbtr/PstlAdr, in the file's country; written only with the town (SEB: TwnNm and Ctry on every address). */
  street?: string;
  postcode?: string;
  town?: string;
  /** GrpHdr/InitgPty/Id/OrgId/Othr/Id, scheme BANK: the bank's service code (Nordea Finland requires it); unset: no Id. */
  initiatorId?: string;
}

/** EPC: the names of the debtor, the creditor and the initiating party at most 70 characters. */
export const PAIN_NAME_MAX = CREDITOR_NAME_MAX;

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
  /** Unstructured remittance (Ustrd), trimmed to 139 characters; written when present. */
  message?: string | null;
  /** An RF creditor reference (ISO 11649): structured remittance (Strd/CdtrRefInf), only when there is no message. */
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

/**
 * xmlbuilder2 escapes < and > but leaves an & that starts an entity (`&amp;`, `&#0;`, `&x;`) as it
 * is, which made hostile text change meaning or break the file. Every & is escaped here first, so a
 * text always stands for itself (bankText has already removed & from what the bank sees).
 */
const escapeAmpersands = (value: string) => value.replace(/&/g, '&amp;');

/** An element holding a text, escaped. */
const leaf = (parent: XMLBuilder, name: string, value: string, attributes?: Record<string, string>) =>
  parent.ele(name, attributes).txt(escapeAmpersands(value));

/** A postal address, only when its town is known: SEB (from 15 Nov 2026) requires TwnNm and Ctry on every address. */
function postalAddress(parent: XMLBuilder, address: {street?: string | null; postcode?: string | null; town?: string | null}, country: string) {
  const town = bankText(address.town, 35);
  if (!town) return;
  const element = parent.ele('PstlAdr');
  const street = bankText(address.street, 70);
  const postcode = bankText(address.postcode, 16);
  if (street) leaf(element, 'StrtNm', street);
  if (postcode) leaf(element, 'PstCd', postcode);
  leaf(element, 'TwnNm', town);
  leaf(element, 'Ctry', country);
}

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
  const debtorName = bankText(document.debtor.name, PAIN_NAME_MAX);
  if (!debtorName) throw new Error('The debtor needs a name in the bank character set');

  const seen = new Set<string>();
  let total = 0n;
  const transactions = document.transactions.map(transaction => {
    const endToEndId = checkId('EndToEndId', transaction.endToEndId);
    if (seen.has(endToEndId)) throw new Error(`EndToEndId ${endToEndId} twice in one file`);
    seen.add(endToEndId);
    const cents = moneyToCents(transaction.amount);
    if (cents === undefined || cents <= 0n) throw new Error(`Amount of ${endToEndId} is not a positive two-decimal amount: ${transaction.amount}`);
    total += cents;
    const name = bankText(transaction.name, PAIN_NAME_MAX);
    // A name of another script only (nameScriptProblem at entry) would leave the payee unnamed.
    if (!name) throw new Error(`${endToEndId}: the payee's name has no Latin letters the bank takes`);
    const ibanProblem = ibanPaymentProblem(document.country, transaction.iban);
    if (ibanProblem) throw new Error(`${endToEndId}: ${ibanProblem}`);
    return {...transaction, endToEndId, name, amount: centsText(cents)};
  });
  const count = String(transactions.length);
  const controlSum = centsText(total);

  const root = create({version: '1.0', encoding: 'UTF-8'}).ele(PAIN_001_NAMESPACE, 'Document');
  const initiation = root.ele('CstmrCdtTrfInitn');
  const header = initiation.ele('GrpHdr');
  leaf(header, 'MsgId', messageId);
  leaf(header, 'CreDtTm', document.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  leaf(header, 'NbOfTxs', count);
  leaf(header, 'CtrlSum', controlSum);
  const initiator = header.ele('InitgPty');
  leaf(initiator, 'Nm', debtorName);
  if (document.debtor.initiatorId) {
    // Nordea's service code: OrgId/Othr/Id with the scheme code BANK (Nm, PstlAdr, Id is the XSD's order).
    const other = initiator.ele('Id').ele('OrgId').ele('Othr');
    leaf(other, 'Id', checkId('InitgPty/Id', document.debtor.initiatorId));
    leaf(other.ele('SchmeNm'), 'Cd', 'BANK');
  }

  const payment = initiation.ele('PmtInf');
  leaf(payment, 'PmtInfId', paymentInfoId);
  leaf(payment, 'PmtMtd', 'TRF');
  leaf(payment, 'BtchBookg', 'true');
  leaf(payment, 'NbOfTxs', count);
  leaf(payment, 'CtrlSum', controlSum);
  leaf(payment.ele('PmtTpInf').ele('SvcLvl'), 'Cd', setup.serviceLevel);
  leaf(payment.ele('ReqdExctnDt'), 'Dt', document.executionDate);
  const debtor = payment.ele('Dbtr');
  leaf(debtor, 'Nm', debtorName);
  postalAddress(debtor, {street: document.debtor.street, postcode: document.debtor.postcode, town: document.debtor.town}, setup.iso);
  leaf(payment.ele('DbtrAcct').ele('Id'), 'IBAN', document.debtor.iban);
  leaf(payment.ele('DbtrAgt').ele('FinInstnId'), 'BICFI', document.debtor.bic);
  if (setup.chargeBearer) leaf(payment, 'ChrgBr', setup.chargeBearer);

  for (const transaction of transactions) {
    const entry = payment.ele('CdtTrfTxInf');
    leaf(entry.ele('PmtId'), 'EndToEndId', transaction.endToEndId);
    leaf(entry.ele('Amt'), 'InstdAmt', transaction.amount, {Ccy: setup.currency});
    const creditor = entry.ele('Cdtr');
    leaf(creditor, 'Nm', transaction.name);
    postalAddress(creditor, {street: transaction.street, postcode: transaction.zip, town: transaction.city}, setup.iso);
    leaf(entry.ele('CdtrAcct').ele('Id'), 'IBAN', transaction.iban);
    // EPC allows one of Ustrd or Strd. The message wins: a payout to a private person needs words
    // they recognise ("Karat order N"); an RF reference identifies an invoice the payee issued,
    // which a payout is not. Strd is written only for a transaction without a message.
    const message = bankText(transaction.message, REMITTANCE_MAX);
    if (message) {
      leaf(entry.ele('RmtInf'), 'Ustrd', message);
    } else if (transaction.reference) {
      const reference = entry.ele('RmtInf').ele('Strd').ele('CdtrRefInf');
      leaf(reference.ele('Tp').ele('CdOrPrtry'), 'Cd', 'SCOR');
      leaf(reference, 'Ref', checkId('Creditor reference', transaction.reference));
    }
  }
  return {xml: root.end({prettyPrint: true}), total: controlSum, count: transactions.length};
}
