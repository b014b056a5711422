import fs from 'node:fs';
import path from 'node:path';
import {
  BANK_TEXT,
  bankText,
  nextBankingDay,
  PAYMENT_MESSAGES,
  rfReference,
  orderReferenceNumber,
  SEPA_MESSAGES,
  PAYEE_MESSAGES,
  type PayeeSnapshot,
} from '@karat/shared';
import {DEFAULT_PAYER_ACCOUNTS} from '../../config';
import {decidePaymentBatch, decidePaymentLine, decidePaymentPreview, DomainError, type PaymentLine, type PaymentOrderState} from '../../domain';
import {
  bankRuleErrors,
  buildPain001,
  DONATION_CSV_HEADER,
  donationPaymentCsv,
  makePaymentFile,
  messageIdFor,
  PAIN_001_XSD_PLACES,
  painTransactionOf,
  UK_CSV_HEADER,
  ukPaymentCsv,
  validatePain001,
  type PainDocument,
  type PayerAccounts,
  type PaymentFileRequest,
} from '../../payments';
import {bankReadyErrors, expectBankReady, parsePain001, schemaErrors} from '../helpers/pain001';

const NOW = new Date('2026-11-25T08:05:09Z');
/** Nordea Finland's service code in InitgPty; Sweden's account has none configured. */
const INITIATOR = 'KARAT-NDEA-0001';
const ACCOUNTS: PayerAccounts = {
  finland: {...DEFAULT_PAYER_ACCOUNTS.finland, initiatorId: INITIATOR},
  sweden: DEFAULT_PAYER_ACCOUNTS.sweden,
};
const FI_READY = {initiatorId: INITIATOR};
/** Wednesday 25 November 2026: a banking day, so today. */
const EXECUTION = nextBankingDay('finland', NOW, 'Europe/Helsinki');
const FI_IBANS = ['FI2112345600000785', 'FI1410093000123458'];
const SE_IBANS = ['SE4550000000058398257466', 'SE3550000000054910000003'];

type TestClient = {firstName?: string; lastName?: string; email?: string; iban?: string | null; ukSortCode?: string; ukAccountNumber?: string} | null;
/** What a test varies: the order's state, and the client, offers and address its approval froze into the payee. */
type OrderChange = Partial<PaymentOrderState> & {
  client?: TestClient;
  offer?: string | null;
  sekOffer?: string | null;
  gbpOffer?: string | null;
  address?: string;
  zip?: string;
  city?: string;
};

function order(n: number, change: OrderChange = {}): PaymentOrderState & {client: TestClient} {
  const all = {
    offer: `${n}.${String(n % 100).padStart(2, '0')}`,
    sekOffer: `${n * 11}.05`,
    gbpOffer: `${n}.50`,
    address: 'Mannerheimintie 1',
    zip: '00100',
    city: 'Helsinki',
    client: {
      firstName: 'Matti',
      lastName: `Meikäläinen ${n}`,
      email: `m${n}@example.com`,
      iban: FI_IBANS[n % 2],
      ukSortCode: '089999',
      ukAccountNumber: '66374958',
    } as TestClient,
    ...change,
  };
  const {client, offer, sekOffer, gbpOffer, address, zip, city, ...state} = all;
  const firstName = client?.firstName ?? '';
  const lastName = client?.lastName ?? '';
  const payee: PayeeSnapshot | null = client
    ? {
        name: [firstName.trim(), lastName.trim()].filter(Boolean).join(' '),
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: client.email ?? '',
        iban: client.iban ?? null,
        ukSortCode: client.ukSortCode ?? null,
        ukAccountNumber: client.ukAccountNumber ?? null,
        bankName: null,
        offer,
        sekOffer,
        gbpOffer,
        isDonation: Boolean(state.isDonation),
        address,
        zip,
        city,
        approvedBy: 3,
        approvedAt: '2026-11-24T10:00:00.000Z',
      }
    : null;
  return {
    id: n,
    orderNumber: 1000 + n,
    referenceNumber: orderReferenceNumber(1000 + n),
    country: 'finland',
    team: 'turku',
    isTellered: true,
    offerAccepted: true,
    offeredDeclined: false,
    isPaid: false,
    isDonation: false,
    isBoomerang: false,
    payee,
    client,
    ...state,
  };
}

function lines(orders: PaymentOrderState[], batch: Parameters<typeof decidePaymentBatch>[2]): PaymentLine[] {
  const decision = decidePaymentBatch(
    orders.map(o => o.id!),
    orders,
    batch,
    9,
    NOW,
  );
  if (decision instanceof DomainError) throw new Error(decision.message);
  return decision.lines;
}

const fileOf = (batch: Parameters<typeof decidePaymentBatch>[2], ls: PaymentLine[], batchId = 42, more: Partial<PaymentFileRequest> = {}) =>
  makePaymentFile({batch, lines: ls, batchId, now: NOW, executionDate: EXECUTION, accounts: ACCOUNTS, ...more});

/** A one-transaction Finnish document to vary. */
const document = (change: Partial<PainDocument> = {}): PainDocument => ({
  country: 'finland',
  messageId: 'M1',
  createdAt: NOW,
  executionDate: EXECUTION,
  debtor: ACCOUNTS.finland,
  transactions: [{endToEndId: 'ORDER-1', amount: '1.00', name: 'A', iban: FI_IBANS[0], message: 'Karat order 1'}],
  ...change,
});

describe('pain.001.001.09 (Finland)', () => {
  it('is bank-ready with EUR, SEPA, SLEV, the message, and sums recomputed from the parsed file', async () => {
    const orders = [order(1), order(2), order(3)];
    const file = fileOf({country: 'finland'}, lines(orders, {country: 'finland'}));
    const xml = file.body.toString('utf8');
    await expectBankReady(xml, 'finland', FI_READY);
    // The validators do reject: a wrong code and a 36-character id.
    for (const bad of [xml.replace('<PmtMtd>TRF', '<PmtMtd>XXX'), xml.replace('<EndToEndId>ORDER-1001', `<EndToEndId>${'X'.repeat(36)}`)]) {
      expect(await schemaErrors(bad)).not.toEqual([]);
      expect(await validatePain001(bad)).not.toEqual([]);
    }
    const parsed = parsePain001(xml);
    expect(file.name).toBe('payment-finland-2026-11-25T8-05.xml');
    expect(file.key).toBe('payment-xmls/42-payment-finland-2026-11-25T8-05.xml');
    expect(parsed.header).toEqual({nbOfTxs: '3', ctrlSum: parsed.recomputedSum});
    expect(parsed.payment.nbOfTxs).toBe('3');
    expect(parsed.payment.ctrlSum).toBe(parsed.recomputedSum);
    expect(parsed.recomputedSum).toBe('6.06');
    expect(file.total).toBe('6.06');
    expect(parsed.payment.serviceLevel).toBe('SEPA');
    expect(parsed.payment.chargeBearer).toBe('SLEV');
    expect(parsed.payment.debtorIban).toBe('FI1410093000123458');
    expect(parsed.payment.debtorBic).toBe('NDEAFIHH');
    expect(parsed.msgId).toBe(messageIdFor('finland', 42, NOW));
    expect(parsed.msgId.length).toBeLessThanOrEqual(35);
    expect(parsed.payment.pmtInfId.length).toBeLessThanOrEqual(35);
    expect(parsed.payment.pmtInfId).not.toBe(parsed.msgId);
    expect(parsed.transactions.map(t => t.endToEndId)).toEqual(['ORDER-1001', 'ORDER-1002', 'ORDER-1003']);
    expect(parsed.transactions.every(t => t.currency === 'EUR')).toBe(true);
    expect(parsed.transactions[0]).toMatchObject({amount: '1.01', name: 'Matti Meikäläinen 1', iban: 'FI1410093000123458'});
    expect(parsed.payment.executionDate).toBe('2026-11-25');
  });

  it('the message the seller recognises: Ustrd "Karat order N", no RF reference beside it (EPC: one of Ustrd or Strd)', async () => {
    const [line] = lines([order(1)], {country: 'finland'});
    expect(line.reference).toBe(rfReference(orderReferenceNumber(1001)));
    const parsed = parsePain001(fileOf({country: 'finland'}, [line]).body.toString('utf8'));
    expect(parsed.transactions[0].ustrd).toBe('Karat order 1001');
    expect(parsed.transactions[0].reference).toBeUndefined();
    // A line without a message (the old client's preview) still says which order it pays.
    expect(painTransactionOf({...line, message: ' '}).message).toBe('Karat order 1001');
    const xml = fileOf({country: 'finland'}, [{...line, message: ''}]).body.toString('utf8');
    await expectBankReady(xml, 'finland', FI_READY);
    expect(parsePain001(xml).transactions[0].ustrd).toBe('Karat order 1001');
    // buildPain001 writes the RF reference (Strd, SCOR) only for a transaction with no message.
    const structured = buildPain001(
      document({transactions: [{endToEndId: 'ORDER-1', amount: '1.00', name: 'A', iban: FI_IBANS[0], reference: line.reference}]}),
    );
    await expectBankReady(structured.xml, 'finland', FI_READY);
    expect(parsePain001(structured.xml).transactions[0]).toMatchObject({reference: line.reference, ustrd: undefined});
    expect(structured.xml).toContain('<Cd>SCOR</Cd>');
  });

  it('one transaction', async () => {
    const xml = fileOf({country: 'finland'}, lines([order(7)], {country: 'finland'})).body.toString('utf8');
    await expectBankReady(xml, 'finland', FI_READY);
    const parsed = parsePain001(xml);
    expect(parsed.header).toEqual({nbOfTxs: '1', ctrlSum: '7.07'});
    expect(parsed.payment.ctrlSum).toBe('7.07');
  });

  it('500 transactions: unique ids, counts and sums at both levels', async () => {
    const orders = Array.from({length: 500}, (_, i) => order(i + 1));
    const xml = fileOf({country: 'finland'}, lines(orders, {country: 'finland'})).body.toString('utf8');
    await expectBankReady(xml, 'finland', FI_READY);
    const parsed = parsePain001(xml);
    expect(parsed.transactions).toHaveLength(500);
    expect(new Set(parsed.transactions.map(t => t.endToEndId)).size).toBe(500);
    expect(parsed.header.nbOfTxs).toBe('500');
    expect(parsed.payment.nbOfTxs).toBe('500');
    // 1.01 + 2.02 + ... : sum(n) + sum(n % 100)/100
    let cents = 0n;
    for (let n = 1; n <= 500; n++) cents += BigInt(n * 100 + (n % 100));
    const expected = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
    expect(parsed.recomputedSum).toBe(expected);
    expect(parsed.header.ctrlSum).toBe(expected);
    expect(parsed.payment.ctrlSum).toBe(expected);
  });

  it('Nordic letters survive; XML special characters, quotes and controls go; names cut to 70 and messages to 139', async () => {
    const hostile = order(5, {
      client: {firstName: 'Åsa <Ölund> & "Ärlig"', lastName: "O'Brien ]]> Øster" + ' x'.repeat(60), iban: 'FI21 1234 5600 0007 85'},
      city: 'Mänttä & <Vilppula>',
      address: 'Ääkkös\u0007katu 1',
    });
    const xml = fileOf({country: 'finland'}, lines([hostile], {country: 'finland'})).body.toString('utf8');
    await expectBankReady(xml, 'finland', FI_READY);
    const parsed = parsePain001(xml);
    expect(parsed.transactions[0].name.startsWith("Åsa Ölund Ärlig O'Brien Oster x x")).toBe(true);
    // Cut to 70, then the space the cut left at the end trimmed.
    expect(Array.from(parsed.transactions[0].name).length).toBeGreaterThanOrEqual(69);
    expect(Array.from(parsed.transactions[0].name).length).toBeLessThanOrEqual(70);
    expect(parsed.transactions[0].address).toEqual({street: 'Ääkköskatu 1', postcode: '00100', town: 'Mänttä Vilppula', country: 'FI'});
    expect(parsed.transactions[0].iban).toBe('FI2112345600000785');
    const long = buildPain001(document({transactions: [{endToEndId: 'ORDER-1', amount: '1.00', name: 'A', iban: FI_IBANS[0], message: 'ö&<'.repeat(200)}]}));
    await expectBankReady(long.xml, 'finland', FI_READY);
    expect(parsePain001(long.xml).transactions[0].ustrd).toBe('ö'.repeat(139));
  });

  it('hostile text in names, addresses and messages: entity-like text, markup, emoji, controls and direction marks', async () => {
    const hostile = [
      '&x;',
      '&amp;',
      '&#0;',
      '&#x26;',
      '&lt;',
      '<script>alert(1)</script>',
      ']]>',
      '<![CDATA[x]]>',
      '😀👩‍👩‍👧🇫🇮',
      '\u0000\u0008\u001B',
      '\u202Eevil\u202C\u200F\u200E',
      '\uFEFF\u200B',
    ];
    for (const text of hostile) {
      const transaction = {
        endToEndId: 'ORDER-1',
        amount: '1.00',
        name: `Anna ${text} Virtanen`,
        iban: FI_IBANS[0],
        street: `Katu ${text} 1`,
        zip: `00${text}100`,
        city: `Espoo ${text}`,
        message: `Karat ${text} order 1`,
      };
      const file = buildPain001(document({transactions: [transaction]}));
      expect(await bankReadyErrors(file.xml, 'finland', FI_READY), JSON.stringify(text)).toEqual([]);
      // Nothing entity-like reaches the file: no & at all, < and > only as markup.
      expect(file.xml).not.toMatch(/&/);
      const parsed = parsePain001(file.xml).transactions[0];
      expect(parsed.name).toBe(bankText(transaction.name));
      expect(parsed.ustrd).toBe(bankText(transaction.message));
      expect(parsed.address).toEqual({
        street: bankText(transaction.street, 70),
        postcode: bankText(transaction.zip, 16),
        town: bankText(transaction.city, 35),
        country: 'FI',
      });
      for (const value of [parsed.name, parsed.ustrd!, ...Object.values(parsed.address!)]) expect(BANK_TEXT.test(value), value).toBe(true);
    }
  });

  it('escapes every & itself: a text that reached xmlbuilder2 with an entity in it stands for itself', async () => {
    // bankText removes & from every text; the debtor's BIC is not a text bankText sees, so it shows the escaping.
    for (const bic of ['NDEA&x;FI', 'NDEA&amp;FI', 'NDEA&#0;FI', 'NDEA&#x26;FI']) {
      const file = buildPain001(document({debtor: {...ACCOUNTS.finland, bic}}));
      expect(file.xml).toContain(`<BICFI>${bic.replace(/&/g, '&amp;')}</BICFI>`);
      // Well-formed: xmllint's only complaint is the BIC's pattern, no undefined entity or parser error.
      // (xmlbuilder2's own parser decodes &amp;#0; twice, so xmllint is the judge here.)
      const errors = (await validatePain001(file.xml)).join('\n');
      expect(errors, bic).toMatch(/BICFI.*pattern/);
      expect(errors, bic).not.toMatch(/entity|parser error|not well-formed/i);
    }
  });
  it('refuses what the bank would refuse: long or twice-used ids, no amount, a payee without a Latin name, an account outside the EEA', () => {
    const base = {country: 'finland' as const, createdAt: NOW, executionDate: EXECUTION, debtor: ACCOUNTS.finland};
    const tx = {endToEndId: 'ORDER-1', amount: '1.00', name: 'A', iban: FI_IBANS[0]};
    expect(() => buildPain001({...base, messageId: 'M'.repeat(36), transactions: [tx]})).toThrow(/MsgId/);
    expect(() => buildPain001({...base, messageId: 'M', transactions: [tx, tx]})).toThrow(/twice/);
    expect(() => buildPain001({...base, messageId: 'M', transactions: [{...tx, amount: '0.00'}]})).toThrow(/positive/);
    expect(() => buildPain001({...base, messageId: 'M', transactions: [{...tx, amount: '1.001'}]})).toThrow(/positive/);
    expect(() => buildPain001({...base, messageId: 'M', transactions: []})).toThrow(/at least one/);
    expect(() => buildPain001({...base, messageId: 'M', transactions: [{...tx, name: 'Иван Петров'}]})).toThrow(
      /ORDER-1: the payee's name has no Latin letters/,
    );
    expect(() => buildPain001({...base, messageId: 'M', transactions: [{...tx, iban: 'GB29NWBK60161331926819'}]})).toThrow(SEPA_MESSAGES.notEeaSepa);
    expect(() => buildPain001({...base, messageId: 'M', transactions: [{...tx, iban: 'TR330006100519786457841326'}]})).toThrow(SEPA_MESSAGES.notEeaSepa);
    expect(() => buildPain001({...base, country: 'sweden', debtor: ACCOUNTS.sweden, messageId: 'M', transactions: [tx]})).toThrow(
      SEPA_MESSAGES.swedishAccountOnly,
    );
    expect(() => buildPain001({...base, messageId: 'M', debtor: {...ACCOUNTS.finland, initiatorId: 'A&B'}, transactions: [tx]})).toThrow(/InitgPty/);
  });

  it('pays another EEA country in the EUR file', async () => {
    const file = buildPain001(
      document({transactions: [{endToEndId: 'ORDER-1', amount: '5.00', name: 'Hans Müller', iban: 'DE89370400440532013000', city: 'Berlin'}]}),
    );
    await expectBankReady(file.xml, 'finland', FI_READY);
  });

  it("names at most 70 characters: the debtor's and the initiating party's too", async () => {
    const long = 'Karat Kulta ja Hopea Osakeyhtiö ' + 'Pitkä Nimi '.repeat(10);
    const file = buildPain001(document({debtor: {...ACCOUNTS.finland, name: long}}));
    await expectBankReady(file.xml, 'finland', FI_READY);
    const parsed = parsePain001(file.xml);
    expect(Array.from(parsed.payment.debtorName)).toHaveLength(70);
    expect(parsed.initiator.name).toBe(parsed.payment.debtorName);
  });

  it("the debtor's address from the configuration; the seller's only with a town", async () => {
    const [withTown, withoutTown] = lines([order(1), order(2, {city: '  ', zip: '00100', address: 'Katu 2'})], {country: 'finland'});
    const xml = fileOf({country: 'finland'}, [withTown, withoutTown]).body.toString('utf8');
    await expectBankReady(xml, 'finland', FI_READY);
    const parsed = parsePain001(xml);
    expect(parsed.payment.debtorAddress).toEqual({street: 'PL 100', postcode: '00101', town: 'HELSINKI', country: 'FI'});
    expect(parsed.transactions[0].address).toEqual({street: 'Mannerheimintie 1', postcode: '00100', town: 'Helsinki', country: 'FI'});
    expect(parsed.transactions[1].address).toBeUndefined();
    // A debtor without a town gets no address either (never an address without TwnNm).
    const bare = buildPain001(document({debtor: {name: 'Karat Oy', iban: 'FI1410093000123458', bic: 'NDEAFIHH'}}));
    await expectBankReady(bare.xml, 'finland');
    expect(parsePain001(bare.xml).payment.debtorAddress).toBeUndefined();
  });

  it("the initiating party's service code (InitgPty/Id/OrgId/Othr, scheme BANK) when configured, else none", async () => {
    const withId = parsePain001(buildPain001(document()).xml);
    expect(withId.initiator).toEqual({name: 'Karat Oy', id: INITIATOR, scheme: 'BANK'});
    const without = buildPain001(document({debtor: DEFAULT_PAYER_ACCOUNTS.finland}));
    await expectBankReady(without.xml, 'finland');
    expect(parsePain001(without.xml).initiator).toEqual({name: 'Karat Oy', id: undefined, scheme: undefined});
    // Configured but missing from the file: a bank rule error.
    expect(bankRuleErrors(without.xml, 'finland', FI_READY)).toEqual([`GrpHdr/InitgPty/Id: the service code ${INITIATOR} with the scheme BANK is missing`]);
  });

  it('the execution date the caller computes with nextBankingDay passes the bank rules', async () => {
    const christmasEve = new Date('2026-12-24T07:00:00Z');
    const executionDate = nextBankingDay('finland', christmasEve, 'Europe/Helsinki');
    expect(executionDate).toBe('2026-12-28');
    const file = makePaymentFile({
      batch: {country: 'finland'},
      lines: lines([order(1)], {country: 'finland'}),
      batchId: 1,
      now: christmasEve,
      executionDate,
      accounts: ACCOUNTS,
    });
    await expectBankReady(file.body.toString('utf8'), 'finland', FI_READY);
  });
});

describe('the runtime validators', () => {
  it('validatePain001 finds the XSD the build copied next to the compiled code', async () => {
    expect(PAIN_001_XSD_PLACES[0]).toMatch(/dist[\\/]payments[\\/]xsd[\\/]pain\.001\.001\.09\.xsd$/);
    expect(fs.existsSync(PAIN_001_XSD_PLACES[0])).toBe(true);
    expect(await validatePain001(buildPain001(document()).xml)).toEqual([]);
    expect(await validatePain001('<Document/>')).not.toEqual([]);
    expect(await validatePain001('not xml')).not.toEqual([]);
  });

  it('bankRuleErrors names each bank rule a tampered file breaks', () => {
    const fi = buildPain001(
      document({
        transactions: [
          {endToEndId: 'ORDER-1', amount: '1.00', name: 'Anna', iban: FI_IBANS[0], city: 'Espoo', message: 'Karat order 1'},
          {endToEndId: 'ORDER-2', amount: '2.50', name: 'Bert', iban: FI_IBANS[1], message: 'Karat order 2'},
        ],
      }),
    ).xml;
    const errors = (xml: string, country: 'finland' | 'sweden' = 'finland') => bankRuleErrors(xml, country, FI_READY);
    expect(errors(fi)).toEqual([]);
    expect(errors(fi.replace('<Nm>Anna</Nm>', '<Nm>Anna &amp; Bert</Nm>'))).toEqual([
      'Document/CstmrCdtTrfInitn/PmtInf/CdtTrfTxInf/Cdtr/Nm: characters outside the bank set: "&"',
    ]);
    expect(errors(fi.replace('<Nm>Anna</Nm>', '<Nm>Anna 😀 [x]</Nm>'))[0]).toMatch(/characters outside the bank set: "😀" "\[" "\]"/);
    expect(errors(fi.replace('<Nm>Anna</Nm>', `<Nm>${'A'.repeat(71)}</Nm>`))).toEqual([
      'Document/CstmrCdtTrfInitn/PmtInf/CdtTrfTxInf/Cdtr/Nm: a name is 1 to 70 characters, not 71',
    ]);
    expect(errors(fi.replace('<TwnNm>Espoo</TwnNm>', ''))).toEqual([
      'Document/CstmrCdtTrfInitn/PmtInf/CdtTrfTxInf/Cdtr/PstlAdr: an address needs TwnNm and Ctry',
    ]);
    expect(errors(fi.replace('<Ctry>FI</Ctry>', ''))).toEqual(['Document/CstmrCdtTrfInitn/PmtInf/Dbtr/PstlAdr: an address needs TwnNm and Ctry']);
    expect(errors(fi.replace(`<Dt>${EXECUTION}</Dt>`, '<Dt>2026-11-28</Dt>'))).toEqual(['PmtInf M1-1: ReqdExctnDt 2026-11-28 is not a banking day in finland']);
    expect(errors(fi.replace(`<Dt>${EXECUTION}</Dt>`, '<Dt>2026-12-24</Dt>'))).toEqual(['PmtInf M1-1: ReqdExctnDt 2026-12-24 is not a banking day in finland']);
    expect(errors(fi.replace(`<Dt>${EXECUTION}</Dt>`, '<Dt>2026-06-06</Dt>'), 'sweden')).toContain(
      'PmtInf M1-1: ReqdExctnDt 2026-06-06 is not a banking day in sweden',
    );
    expect(errors(fi.replace('<NbOfTxs>2</NbOfTxs>', '<NbOfTxs>3</NbOfTxs>'))).toEqual(['GrpHdr: NbOfTxs 3 but 2 transactions']);
    expect(errors(fi.replace(/<CtrlSum>3\.50<\/CtrlSum>(?![\s\S]*<CtrlSum>)/, '<CtrlSum>3.51</CtrlSum>'))).toEqual([
      'PmtInf M1-1: CtrlSum 3.51 but the transactions sum 3.50',
    ]);
    expect(errors(fi.replace('<InstdAmt Ccy="EUR">2.50', '<InstdAmt Ccy="EUR">2.60'))).toEqual([
      'PmtInf M1-1: CtrlSum 3.50 but the transactions sum 3.60',
      'GrpHdr: CtrlSum 3.50 but the transactions sum 3.60',
    ]);
    expect(errors(fi.replace('<InstdAmt Ccy="EUR">2.50', '<InstdAmt Ccy="SEK">2.50'))).toEqual(['ORDER-2: SEK in a EUR file']);
    expect(errors(fi.replace(FI_IBANS[0], 'GB29NWBK60161331926819'))).toEqual([`ORDER-1: creditor IBAN GB29NWBK60161331926819: ${SEPA_MESSAGES.notEeaSepa}`]);
    const asSwedish = errors(fi.replace(/Ccy="EUR"/g, 'Ccy="SEK"'), 'sweden');
    expect(asSwedish).toContain(`ORDER-1: creditor IBAN ${FI_IBANS[0]}: ${SEPA_MESSAGES.swedishAccountOnly}`);
    expect(errors('not xml')[0]).toMatch(/not well-formed XML/);
    expect(errors('<Document/>')).toEqual(['No CstmrCdtTrfInitn']);
    expect(bankRuleErrors('<Document><CstmrCdtTrfInitn><GrpHdr/></CstmrCdtTrfInitn></Document>', 'finland')).toEqual(['No PmtInf']);
  });
});

describe('pain.001.001.09 (Sweden)', () => {
  it('pays sekOffer in SEK without the SEPA service level, and is bank-ready', async () => {
    const orders = [1, 2].map((n, i) => order(n, {country: 'sweden', city: 'Göteborg', client: {...order(n).client, iban: SE_IBANS[i]}}));
    const file = fileOf({country: 'sweden'}, lines(orders, {country: 'sweden'}));
    const xml = file.body.toString('utf8');
    await expectBankReady(xml, 'sweden');
    const parsed = parsePain001(xml);
    expect(file.name).toBe('payment-sweden-2026-11-25T8-05.xml');
    expect(parsed.transactions.map(t => [t.amount, t.currency])).toEqual([
      ['11.05', 'SEK'],
      ['22.05', 'SEK'],
    ]);
    expect(parsed.payment.serviceLevel).toBe('NURG');
    expect(parsed.payment.chargeBearer).toBeUndefined();
    expect(parsed.payment.debtorIban).toBe('SE3550000000054910000003');
    expect(parsed.header.ctrlSum).toBe('33.10');
    expect(parsed.recomputedSum).toBe('33.10');
    expect(parsed.transactions[0].ustrd).toBe('Karat order 1001');
    expect(parsed.transactions[0].reference).toBeUndefined();
    expect(xml).toContain('<TwnNm>Göteborg</TwnNm>');
    expect(xml).toContain('<Ctry>SE</Ctry>');
    expect(parsed.payment.debtorAddress).toEqual({street: 'Box 100', postcode: '111 20', town: 'STOCKHOLM', country: 'SE'});
    expect(parsed.transactions[0].address).toEqual({street: 'Mannerheimintie 1', postcode: '00100', town: 'Göteborg', country: 'SE'});
    expect(parsed.initiator).toEqual({name: 'Karat AB', id: undefined, scheme: undefined});
  });

  it('a Swedish service code, and the Swedish holidays in the execution date', async () => {
    const accounts = {...ACCOUNTS, sweden: {...ACCOUNTS.sweden, initiatorId: 'SEB 12345'}};
    const midsummer = new Date('2027-06-25T08:00:00Z');
    const executionDate = nextBankingDay('sweden', midsummer, 'Europe/Stockholm');
    expect(executionDate).toBe('2027-06-28');
    const orders = [order(1, {country: 'sweden', client: {...order(1).client, iban: SE_IBANS[0]}})];
    const file = makePaymentFile({batch: {country: 'sweden'}, lines: lines(orders, {country: 'sweden'}), batchId: 3, now: midsummer, executionDate, accounts});
    const xml = file.body.toString('utf8');
    await expectBankReady(xml, 'sweden', {initiatorId: 'SEB 12345'});
    expect(parsePain001(xml).initiator).toEqual({name: 'Karat AB', id: 'SEB 12345', scheme: 'BANK'});
    expect(bankRuleErrors(xml.replace('<Dt>2027-06-28</Dt>', '<Dt>2027-06-25</Dt>'), 'sweden')).toEqual([
      'PmtInf KARAT-SE-3-20270625080000-1: ReqdExctnDt 2027-06-25 is not a banking day in sweden',
    ]);
  });
});

describe('the payer texts (spec 02 §8 "Payment")', () => {
  it('IBAN invalid, except for donations and the UK', () => {
    const bad = order(1, {client: {...order(1).client, iban: 'FI2112345600000786'}});
    expect((decidePaymentLine(bad, {country: 'finland'}) as DomainError).message).toBe(PAYMENT_MESSAGES.ibanInvalid);
    expect(decidePaymentLine({...bad, country: 'uk'}, {country: 'uk'})).not.toBeInstanceOf(DomainError);
    expect(decidePaymentLine({...bad, isDonation: true}, {donationTeam: 'turku'})).not.toBeInstanceOf(DomainError);
  });
  it('Missing offer, except for donations', () => {
    const zero = order(1, {offer: '0.00'});
    expect((decidePaymentLine(zero, {country: 'finland'}) as DomainError).message).toBe(PAYMENT_MESSAGES.missingOffer);
    expect(decidePaymentLine({...zero, isDonation: true}, {donationTeam: 'turku'})).not.toBeInstanceOf(DomainError);
  });
  it('Missing key information without client, IBAN, order number or offer', () => {
    for (const change of [{client: null}, {client: {...order(1).client, iban: ''}}, {orderNumber: null}, {offer: null}]) {
      const error = decidePaymentLine(order(1, change), {country: 'finland'}) as DomainError;
      expect(error.message).toBe(PAYMENT_MESSAGES.missingKeyInformation);
      expect(error.status).toBe(422);
    }
  });
  it('a batch: an order no longer payable is 409 and names the order; at least one order; none twice', () => {
    const error = decidePaymentBatch([1, 2], [order(1), order(2, {isPaid: true})], {country: 'finland'}, 9, NOW) as DomainError;
    expect(error.status).toBe(409);
    expect(error.details).toEqual({orderIds: [2]});
    expect((decidePaymentBatch([3], [], {country: 'finland'}, 9, NOW) as DomainError).status).toBe(409);
    expect((decidePaymentBatch([], [], {country: 'finland'}, 9, NOW) as DomainError).message).toBe(PAYMENT_MESSAGES.noOrders);
    expect((decidePaymentBatch([1, 1], [order(1)], {country: 'finland'}, 9, NOW) as DomainError).message).toBe(PAYMENT_MESSAGES.duplicateOrder);
    const ok = decidePaymentBatch([2, 1], [order(1), order(2)], {country: 'finland'}, 9, NOW);
    expect(ok).toMatchObject({total: '3.03', change: {isPaid: true, payerId: 9, payed: NOW}});
  });
  it('a legacy reference that makes no RF reference never fails the payment (the message carries the order number)', () => {
    const legacy = order(1, {referenceNumber: 'OLD-REF/2019-001-ÄÖ'});
    expect(decidePaymentLine(legacy, {country: 'finland'})).toMatchObject({orderNumber: 1001, reference: undefined, message: 'Karat order 1001'});
  });
  it('pays the payee the approval froze, never the client record as it is now', () => {
    const approved = order(1);
    // The client's account and name were edited after approval: the line still pays the approved ones.
    const edited = {...approved, client: {...approved.client, firstName: 'Mallory', iban: FI_IBANS[0]}};
    expect(decidePaymentLine(edited, {country: 'finland'})).toMatchObject({name: 'Matti Meikäläinen 1', iban: FI_IBANS[1], amount: '1.01'});
  });
  it('a cancelled deal is not payable: closed, returned to valuation, or without an approved payee (409, naming the orders)', () => {
    for (const change of [{closed: true}, {returnToValuation: true}, {client: null}]) {
      const error = decidePaymentBatch([1, 2], [order(1), order(2, change)], {country: 'finland'}, 9, NOW) as DomainError;
      expect([error.status, error.details]).toEqual([409, {orderIds: [2]}]);
    }
  });
  it('the preview: the lines a batch would carry, and a warning for each order it would not (with the reason)', () => {
    const bad = order(3, {client: {...order(3).client, iban: 'FI2112345600000786'}});
    const preview = decidePaymentPreview([2, 1, 3, 4, 5], [order(1), order(2, {bankDetailsChangedAt: NOW} as OrderChange), bad, order(4, {closed: true})], {
      country: 'finland',
    });
    expect(preview).toMatchObject({
      total: '3.03',
      lines: [
        {orderNumber: 1001, amount: '1.01'},
        {orderNumber: 1002, amount: '2.02'},
      ],
    });
    expect((preview as {warnings: unknown[]}).warnings).toEqual([
      {orderId: 2, orderNumber: 1002, message: PAYEE_MESSAGES.bankDetailsChanged},
      {orderId: 3, orderNumber: 1003, message: PAYMENT_MESSAGES.ibanInvalid},
      {orderId: 4, orderNumber: 1004, message: PAYMENT_MESSAGES.notPayable},
      {orderId: 5, orderNumber: undefined, message: PAYMENT_MESSAGES.notPayable},
    ]);
    expect((decidePaymentPreview([], [], {country: 'finland'}) as DomainError).message).toBe(PAYMENT_MESSAGES.noOrders);
  });
  it('a line the bank file cannot carry is a 422 with the reason: an account outside the payment area, a name in another script', () => {
    const gb = order(1, {client: {...order(1).client, iban: 'GB29NWBK60161331926819'}});
    expect((decidePaymentLine(gb, {country: 'finland'}) as DomainError).message).toBe(SEPA_MESSAGES.notEeaSepa);
    const cyrillic = order(2, {client: {...order(2).client, firstName: 'Иван', lastName: 'Петров'}});
    expect((decidePaymentLine(cyrillic, {country: 'finland'}) as DomainError).status).toBe(422);
  });
});

describe('CSV files (golden)', () => {
  const golden = (name: string) => fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'src', '__tests__', 'fixtures', name), 'utf8');
  const hostileClients = [
    {firstName: 'John', lastName: 'Smith, Jr.', email: 'john@example.com'},
    {firstName: '=HYPERLINK("http://evil")', lastName: 'O"Neil', email: '@evil'},
    {firstName: '+44', lastName: '-Minus', email: 'line\nbreak@example.com'},
  ];
  const ukOrders = hostileClients.map((client, i) =>
    order(i + 1, {country: 'uk', team: 'uk', client: {...client, ukSortCode: '08-99-99', ukAccountNumber: '6637 4958', iban: null}}),
  );

  it("UK: the provider's template columns (recipientEmail), GBP from gbpOffer, the fee the company's, quoted and guarded", () => {
    const file = fileOf({country: 'uk'}, lines(ukOrders, {country: 'uk'}));
    expect(file.name).toBe('payment-uk-2026-11-25T8-05.csv');
    expect(file.key).toBe('payment-csv/42-payment-uk-2026-11-25T8-05.csv');
    expect(file.total).toBe('7.50');
    expect(file.body.toString('utf8')).toBe(golden('payment-uk.csv'));
    expect(file.body.toString('utf8').split('\r\n')[0]).toBe(UK_CSV_HEADER.join(','));
    expect(UK_CSV_HEADER.join(',')).toBe(
      'name,recipientEmail,paymentReference,receiverType,amountCurrency,sourceCurrency,targetCurrency,amount,sortCode,accountNumber',
    );
    expect(ukPaymentCsv(lines(ukOrders, {country: 'uk'}))).toBe(file.body.toString('utf8'));
  });

  it('UK fees (PAYER_UK_FEES): company -> amountCurrency target (the seller receives the offer), seller -> source', () => {
    const ls = lines(ukOrders.slice(0, 1), {country: 'uk'});
    const column = (text: string) => text.split('\r\n')[1].split(',')[5];
    expect(column(fileOf({country: 'uk'}, ls).body.toString('utf8'))).toBe('target');
    expect(column(fileOf({country: 'uk'}, ls, 42, {ukFees: 'company'}).body.toString('utf8'))).toBe('target');
    expect(column(fileOf({country: 'uk'}, ls, 42, {ukFees: 'seller'}).body.toString('utf8'))).toBe('source');
    expect(() => ukPaymentCsv(ls, 'nobody' as never)).toThrow(/company or seller/);
  });

  it('UK names: diacritics transliterated as in the bank files, ASCII punctuation kept, emoji and direction marks gone', () => {
    const names = [
      ['Łukasz', 'Żółć & Sons', 'Lukasz Zolc & Sons'],
      ['Åsa', 'Öberg-Müller', 'Åsa Öberg-Müller'],
      ['Siobhán', 'O’Brien 😀', "Siobhan O'Brien"],
      ['\u202EJohn', 'Smith\u200F', 'John Smith'],
    ];
    const orders = names.map(([firstName, lastName], i) =>
      order(i + 1, {country: 'uk', team: 'uk', client: {firstName, lastName, ukSortCode: '089999', ukAccountNumber: '66374958'}}),
    );
    const rows = ukPaymentCsv(lines(orders, {country: 'uk'}))
      .split('\r\n')
      .slice(1, -1);
    expect(rows.map(row => row.split(',')[0])).toEqual(names.map(([, , expected]) => expected));
  });

  it('donations: id, orderNumber, offer, country, last name, first name, iban', () => {
    const donations = hostileClients.map((client, i) => order(i + 1, {isDonation: true, offer: '0.00', client: {...client, iban: FI_IBANS[0]}}));
    const file = fileOf({donationTeam: 'turku'}, lines(donations, {donationTeam: 'turku'}));
    expect(file.name).toBe('payment-turku-donation-2026-11-25T8-05.csv');
    expect(file.body.toString('utf8')).toBe(golden('payment-donation.csv'));
    expect(file.body.toString('utf8').split('\r\n')[0]).toBe(DONATION_CSV_HEADER.join(','));
    expect(donationPaymentCsv([])).toBe(`${DONATION_CSV_HEADER.join(',')}\r\n`);
  });
});
