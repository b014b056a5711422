import fs from 'node:fs';
import path from 'node:path';
import {validateXML} from 'xmllint-wasm';
import {create} from 'xmlbuilder2';
import {moneyToCents, centsText} from '@karat/shared';
import {bankRuleErrors, validatePain001, type BankRuleOptions, type PainCountry} from '../../payments';

/** The repository's copy of ../shared/data/iso20022/pain.001.001.09.xsd (CI's clone has no ../shared). */
export const PAIN_001_XSD = path.resolve(__dirname, '..', '..', '..', 'src', 'payments', 'xsd', 'pain.001.001.09.xsd');

/** xmllint's schema errors of a document (empty: valid). */
export async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{fileName: 'payment.xml', contents: xml}],
    schema: [{fileName: 'pain.001.001.09.xsd', contents: fs.readFileSync(PAIN_001_XSD, 'utf8')}],
    initialMemoryPages: 512,
    maxMemoryPages: 4096,
  });
  return result.valid ? [] : result.errors.map(error => error.rawMessage);
}

/**
 * What stands between the file and the bank: the XSD, by the server's own validator (which finds
 * the XSD copied into dist), and the bank rules beyond it. Empty: ready.
 */
export async function bankReadyErrors(xml: string, country: PainCountry, options: BankRuleOptions = {}): Promise<string[]> {
  return [...(await validatePain001(xml)), ...bankRuleErrors(xml, country, options)];
}

/** One call for every test of a payment file: valid by the XSD and by the bank rules. */
export async function expectBankReady(xml: string, country: PainCountry, options: BankRuleOptions = {}): Promise<void> {
  expect(await bankReadyErrors(xml, country, options)).toEqual([]);
}

type El = {localName?: string; childNodes: ArrayLike<El>; textContent: string | null; getAttribute?(name: string): string | null};
const children = (node: El, name: string): El[] => Array.from(node.childNodes).filter(child => child.localName === name);
/** The element at a path of local names (the first of each). */
function at(node: El, ...names: string[]): El | undefined {
  let current: El | undefined = node;
  for (const name of names) current = current ? children(current, name)[0] : undefined;
  return current;
}
const textAt = (node: El, ...names: string[]) => at(node, ...names)?.textContent ?? '';
const optionalAt = (node: El | undefined, ...names: string[]) => (node && at(node, ...names)?.textContent) ?? undefined;

/** A PstlAdr's structured fields, or undefined without one. */
function addressOf(party: El | undefined): ParsedAddress | undefined {
  const address = party && at(party, 'PstlAdr');
  if (!address) return undefined;
  const fields = {
    street: optionalAt(address, 'StrtNm'),
    postcode: optionalAt(address, 'PstCd'),
    town: optionalAt(address, 'TwnNm'),
    country: optionalAt(address, 'Ctry'),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export interface ParsedAddress {
  street?: string;
  postcode?: string;
  town?: string;
  country?: string;
}

export interface ParsedPain001 {
  msgId: string;
  header: {nbOfTxs: string; ctrlSum: string};
  initiator: {name: string; id?: string; scheme?: string};
  payment: {
    pmtInfId: string;
    nbOfTxs: string;
    ctrlSum: string;
    serviceLevel: string;
    executionDate: string;
    chargeBearer?: string;
    debtorName: string;
    debtorAddress?: ParsedAddress;
    debtorIban: string;
    debtorBic: string;
  };
  transactions: {
    endToEndId: string;
    amount: string;
    currency: string;
    name: string;
    address?: ParsedAddress;
    iban: string;
    ustrd?: string;
    reference?: string;
  }[];
  /** The transactions' amounts summed in cents, as two-decimal text. */
  recomputedSum: string;
}

/** The file read back by an XML parser (its DOM, entities decoded), not from the generator's own figures. */
export function parsePain001(xml: string): ParsedPain001 {
  const document = create(xml).root().node as unknown as El;
  const root = at(document, 'CstmrCdtTrfInitn')!;
  const header = at(root, 'GrpHdr')!;
  const payment = at(root, 'PmtInf')!;
  const transactions = children(payment, 'CdtTrfTxInf').map(entry => {
    const amount = at(entry, 'Amt', 'InstdAmt')!;
    return {
      endToEndId: textAt(entry, 'PmtId', 'EndToEndId'),
      amount: amount.textContent ?? '',
      currency: amount.getAttribute!('Ccy') ?? '',
      name: textAt(entry, 'Cdtr', 'Nm'),
      address: addressOf(at(entry, 'Cdtr')),
      iban: textAt(entry, 'CdtrAcct', 'Id', 'IBAN'),
      ustrd: at(entry, 'RmtInf', 'Ustrd')?.textContent ?? undefined,
      reference: at(entry, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref')?.textContent ?? undefined,
    };
  });
  return {
    msgId: textAt(header, 'MsgId'),
    header: {nbOfTxs: textAt(header, 'NbOfTxs'), ctrlSum: textAt(header, 'CtrlSum')},
    initiator: {
      name: textAt(header, 'InitgPty', 'Nm'),
      id: optionalAt(header, 'InitgPty', 'Id', 'OrgId', 'Othr', 'Id'),
      scheme: optionalAt(header, 'InitgPty', 'Id', 'OrgId', 'Othr', 'SchmeNm', 'Cd'),
    },
    payment: {
      pmtInfId: textAt(payment, 'PmtInfId'),
      nbOfTxs: textAt(payment, 'NbOfTxs'),
      ctrlSum: textAt(payment, 'CtrlSum'),
      serviceLevel: textAt(payment, 'PmtTpInf', 'SvcLvl', 'Cd'),
      executionDate: textAt(payment, 'ReqdExctnDt', 'Dt'),
      chargeBearer: at(payment, 'ChrgBr')?.textContent ?? undefined,
      debtorName: textAt(payment, 'Dbtr', 'Nm'),
      debtorAddress: addressOf(at(payment, 'Dbtr')),
      debtorIban: textAt(payment, 'DbtrAcct', 'Id', 'IBAN'),
      debtorBic: textAt(payment, 'DbtrAgt', 'FinInstnId', 'BICFI'),
    },
    transactions,
    recomputedSum: centsText(transactions.reduce((sum, t) => sum + moneyToCents(t.amount)!, 0n)),
  };
}
