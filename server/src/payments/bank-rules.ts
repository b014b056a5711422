import {create} from 'xmlbuilder2';
import {BANK_TEXT, centsText, ibanPaymentProblem, isBankingDay, moneyToCents} from '@karat/shared';
import {PAIN_NAME_MAX, type PainCountry} from './pain001';

/**
 * The banks' rules beyond the XSD (../shared/data/PAYMENTS.md "ISO 20022"), checked on the file as
 * a parser reads it (entities decoded), not on the generator's own figures. xmlbuilder2's parser
 * decodes `&amp;#0;` twice; that only adds a character error, and the XSD check (validatePain001)
 * judges well-formedness.
 */
export interface BankRuleOptions {
  /** The configured service code: GrpHdr/InitgPty/Id/OrgId/Othr/Id must carry it, scheme BANK. */
  initiatorId?: string;
}

type Node = {nodeType: number; localName?: string; childNodes: ArrayLike<Node>; textContent: string | null; getAttribute?(name: string): string | null};
const ELEMENT = 1;
const elements = (node: Node) => Array.from(node.childNodes).filter(child => child.nodeType === ELEMENT);
const children = (node: Node, name: string) => elements(node).filter(child => child.localName === name);
function at(node: Node | undefined, ...names: string[]): Node | undefined {
  let current = node;
  for (const name of names) current = current ? children(current, name)[0] : undefined;
  return current;
}
const textAt = (node: Node | undefined, ...names: string[]) => at(node, ...names)?.textContent ?? '';

/** Every element with its path of local names, depth first. */
function* walk(node: Node, trail: string[] = []): Generator<[Node, string[]]> {
  for (const child of elements(node)) {
    const path = [...trail, child.localName ?? '?'];
    yield [child, path];
    yield* walk(child, path);
  }
}

const CURRENCY: Record<PainCountry, string> = {finland: 'EUR', sweden: 'SEK'};
const codePoints = (text: string) => Array.from(text).length;
const sumCents = (amounts: string[]) => amounts.reduce((sum, amount) => sum + (moneyToCents(amount) ?? 0n), 0n);

/**
 * The bank rules a file breaks; none when it is ready for the bank. Every text in the EPC basic set
 * and the Nordic letters; names at most 70 characters; every PstlAdr with TwnNm and Ctry; the
 * initiating party's service code when configured; ReqdExctnDt a banking day of the country;
 * NbOfTxs and CtrlSum matching the transactions at both levels; the currency of the country;
 * creditor IBANs: SE only in the SEK file, EEA SEPA countries only in the EUR file.
 */
export function bankRuleErrors(xml: string, country: PainCountry, options: BankRuleOptions = {}): string[] {
  let root: Node;
  try {
    root = create(xml).root().node as unknown as Node;
  } catch (error) {
    return [`The file is not well-formed XML: ${(error as Error).message}`];
  }
  const errors: string[] = [];
  const initiation = at(root, 'CstmrCdtTrfInitn');
  if (!initiation) return ['No CstmrCdtTrfInitn'];

  for (const [element, path] of walk(root, [root.localName ?? 'Document'])) {
    const where = path.join('/');
    if (elements(element).length === 0) {
      const text = element.textContent ?? '';
      if (!BANK_TEXT.test(text)) {
        const outside = [...new Set(Array.from(text).filter(char => !BANK_TEXT.test(char)))];
        errors.push(`${where}: characters outside the bank set: ${outside.map(char => JSON.stringify(char)).join(' ')}`);
      }
    }
    if (element.localName === 'Nm' && ['InitgPty', 'Dbtr', 'Cdtr'].includes(path[path.length - 2])) {
      const length = codePoints(element.textContent ?? '');
      if (length === 0 || length > PAIN_NAME_MAX) errors.push(`${where}: a name is 1 to ${PAIN_NAME_MAX} characters, not ${length}`);
    }
    if (element.localName === 'PstlAdr' && (!at(element, 'TwnNm') || !at(element, 'Ctry'))) errors.push(`${where}: an address needs TwnNm and Ctry`);
  }

  const header = at(initiation, 'GrpHdr');
  if (options.initiatorId) {
    const other = at(header, 'InitgPty', 'Id', 'OrgId', 'Othr');
    if (textAt(other, 'Id') !== options.initiatorId || textAt(other, 'SchmeNm', 'Cd') !== 'BANK')
      errors.push(`GrpHdr/InitgPty/Id: the service code ${options.initiatorId} with the scheme BANK is missing`);
  }

  const payments = children(initiation, 'PmtInf');
  if (!header || payments.length === 0) return [...errors, `No ${header ? 'PmtInf' : 'GrpHdr'}`];
  const all: string[] = [];
  for (const payment of payments) {
    const id = textAt(payment, 'PmtInfId');
    const date = textAt(payment, 'ReqdExctnDt', 'Dt');
    if (!isBankingDay(country, date)) errors.push(`PmtInf ${id}: ReqdExctnDt ${date} is not a banking day in ${country}`);
    const amounts: string[] = [];
    for (const entry of children(payment, 'CdtTrfTxInf')) {
      const endToEndId = textAt(entry, 'PmtId', 'EndToEndId');
      const amount = at(entry, 'Amt', 'InstdAmt');
      amounts.push(amount?.textContent ?? '');
      const currency = amount?.getAttribute?.('Ccy') ?? '';
      if (currency !== CURRENCY[country]) errors.push(`${endToEndId}: ${currency || 'no currency'} in a ${CURRENCY[country]} file`);
      const iban = textAt(entry, 'CdtrAcct', 'Id', 'IBAN');
      const problem = ibanPaymentProblem(country, iban);
      if (problem) errors.push(`${endToEndId}: creditor IBAN ${iban}: ${problem}`);
    }
    all.push(...amounts);
    const count = textAt(payment, 'NbOfTxs');
    if (count !== String(amounts.length)) errors.push(`PmtInf ${id}: NbOfTxs ${count} but ${amounts.length} transactions`);
    const sum = centsText(sumCents(amounts));
    if (moneyToCents(textAt(payment, 'CtrlSum')) !== sumCents(amounts))
      errors.push(`PmtInf ${id}: CtrlSum ${textAt(payment, 'CtrlSum')} but the transactions sum ${sum}`);
  }
  const count = textAt(header, 'NbOfTxs');
  if (count !== String(all.length)) errors.push(`GrpHdr: NbOfTxs ${count} but ${all.length} transactions`);
  if (moneyToCents(textAt(header, 'CtrlSum')) !== sumCents(all))
    errors.push(`GrpHdr: CtrlSum ${textAt(header, 'CtrlSum')} but the transactions sum ${centsText(sumCents(all))}`);
  return errors;
}
