import fs from 'node:fs';
import path from 'node:path';
import {validateXML} from 'xmllint-wasm';
import {create} from 'xmlbuilder2';
import {moneyToCents, centsText} from '@karat/shared';

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

type El = {localName?: string; childNodes: ArrayLike<El>; textContent: string | null; getAttribute?(name: string): string | null};
const children = (node: El, name: string): El[] => Array.from(node.childNodes).filter(child => child.localName === name);
/** The element at a path of local names (the first of each). */
function at(node: El, ...names: string[]): El | undefined {
  let current: El | undefined = node;
  for (const name of names) current = current ? children(current, name)[0] : undefined;
  return current;
}
const textAt = (node: El, ...names: string[]) => at(node, ...names)?.textContent ?? '';

export interface ParsedPain001 {
  msgId: string;
  header: {nbOfTxs: string; ctrlSum: string};
  payment: {pmtInfId: string; nbOfTxs: string; ctrlSum: string; serviceLevel: string; chargeBearer?: string; debtorIban: string; debtorBic: string};
  transactions: {endToEndId: string; amount: string; currency: string; name: string; iban: string; ustrd?: string; reference?: string}[];
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
      iban: textAt(entry, 'CdtrAcct', 'Id', 'IBAN'),
      ustrd: at(entry, 'RmtInf', 'Ustrd')?.textContent ?? undefined,
      reference: at(entry, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref')?.textContent ?? undefined,
    };
  });
  return {
    msgId: textAt(header, 'MsgId'),
    header: {nbOfTxs: textAt(header, 'NbOfTxs'), ctrlSum: textAt(header, 'CtrlSum')},
    payment: {
      pmtInfId: textAt(payment, 'PmtInfId'),
      nbOfTxs: textAt(payment, 'NbOfTxs'),
      ctrlSum: textAt(payment, 'CtrlSum'),
      serviceLevel: textAt(payment, 'PmtTpInf', 'SvcLvl', 'Cd'),
      chargeBearer: at(payment, 'ChrgBr')?.textContent ?? undefined,
      debtorIban: textAt(payment, 'DbtrAcct', 'Id', 'IBAN'),
      debtorBic: textAt(payment, 'DbtrAgt', 'FinInstnId', 'BICFI'),
    },
    transactions,
    recomputedSum: centsText(transactions.reduce((sum, t) => sum + moneyToCents(t.amount)!, 0n)),
  };
}
