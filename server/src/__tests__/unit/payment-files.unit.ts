import fs from 'node:fs';
import path from 'node:path';
import {PAYMENT_MESSAGES, rfReference, orderReferenceNumber, isValidRfReference, type PayeeSnapshot} from '@karat/shared';
import {decidePaymentBatch, decidePaymentLine, decidePreviewLines, DomainError, type PaymentLine, type PaymentOrderState} from '../../domain';
import {
  buildPain001,
  DONATION_CSV_HEADER,
  donationPaymentCsv,
  makePaymentFile,
  messageIdFor,
  UK_CSV_HEADER,
  ukPaymentCsv,
  type PayerAccounts,
} from '../../payments';
import {parsePain001, schemaErrors} from '../helpers/pain001';

const NOW = new Date('2026-11-25T08:05:09Z');
const ACCOUNTS: PayerAccounts = {
  finland: {name: 'Karat Oy', iban: 'FI1410093000123458', bic: 'NDEAFIHH'},
  sweden: {name: 'Karat AB', iban: 'SE3550000000054910000003', bic: 'ESSESESS'},
};
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

const fileOf = (batch: Parameters<typeof decidePaymentBatch>[2], ls: PaymentLine[], batchId = 42) =>
  makePaymentFile({batch, lines: ls, batchId, now: NOW, executionDate: '2026-11-25', accounts: ACCOUNTS});

async function expectValid(xml: string) {
  expect(await schemaErrors(xml)).toEqual([]);
}

describe('pain.001.001.09 (Finland)', () => {
  it('validates against the XSD with EUR, SEPA, SLEV, the RF reference, and sums recomputed from the parsed file', async () => {
    const orders = [order(1), order(2), order(3)];
    const file = fileOf({country: 'finland'}, lines(orders, {country: 'finland'}));
    const xml = file.body.toString('utf8');
    await expectValid(xml);
    // The validator does reject: a wrong code and a 36-character id.
    expect(await schemaErrors(xml.replace('<PmtMtd>TRF', '<PmtMtd>XXX'))).not.toEqual([]);
    expect(await schemaErrors(xml.replace('<EndToEndId>ORDER-1001', `<EndToEndId>${'X'.repeat(36)}`))).not.toEqual([]);
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
    expect(parsed.transactions[0].reference).toBe(rfReference(orderReferenceNumber(1001)));
    expect(isValidRfReference(parsed.transactions[0].reference!)).toBe(true);
  });

  it('one transaction', async () => {
    const xml = fileOf({country: 'finland'}, lines([order(7)], {country: 'finland'})).body.toString('utf8');
    await expectValid(xml);
    const parsed = parsePain001(xml);
    expect(parsed.header).toEqual({nbOfTxs: '1', ctrlSum: '7.07'});
    expect(parsed.payment.ctrlSum).toBe('7.07');
  });

  it('500 transactions: unique ids, counts and sums at both levels', async () => {
    const orders = Array.from({length: 500}, (_, i) => order(i + 1));
    const xml = fileOf({country: 'finland'}, lines(orders, {country: 'finland'})).body.toString('utf8');
    await expectValid(xml);
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

  it('Nordic letters and XML special characters survive, names cut to 70 and messages to 139', async () => {
    const hostile = order(5, {
      client: {firstName: 'Åsa <Ölund> & "Ärlig"', lastName: "O'Brien ]]> Øster" + ' x'.repeat(60), iban: 'FI21 1234 5600 0007 85'},
      city: 'Mänttä & <Vilppula>',
      address: 'Ääkkös\u0007katu 1',
    });
    const xml = fileOf({country: 'finland'}, lines([hostile], {country: 'finland'})).body.toString('utf8');
    await expectValid(xml);
    const parsed = parsePain001(xml);
    expect(parsed.transactions[0].name.startsWith('Åsa <Ölund> & "Ärlig" O\'Brien ]]> Øster')).toBe(true);
    expect(Array.from(parsed.transactions[0].name).length).toBeLessThanOrEqual(70);
    expect(parsed.transactions[0].iban).toBe('FI2112345600000785');
    const long = buildPain001({
      country: 'finland',
      messageId: 'M1',
      createdAt: NOW,
      executionDate: '2026-11-25',
      debtor: ACCOUNTS.finland,
      transactions: [{endToEndId: 'ORDER-1', amount: '1.00', name: 'A', iban: FI_IBANS[0], message: 'ö&<'.repeat(100)}],
    });
    await expectValid(long.xml);
    expect(Array.from(parsePain001(long.xml).transactions[0].ustrd!)).toHaveLength(139);
  });

  it('refuses what the bank would refuse: long or twice-used ids, no amount', () => {
    const base = {country: 'finland' as const, createdAt: NOW, executionDate: '2026-11-25', debtor: ACCOUNTS.finland};
    const tx = {endToEndId: 'ORDER-1', amount: '1.00', name: 'A', iban: FI_IBANS[0]};
    expect(() => buildPain001({...base, messageId: 'M'.repeat(36), transactions: [tx]})).toThrow(/MsgId/);
    expect(() => buildPain001({...base, messageId: 'M', transactions: [tx, tx]})).toThrow(/twice/);
    expect(() => buildPain001({...base, messageId: 'M', transactions: [{...tx, amount: '0.00'}]})).toThrow(/positive/);
    expect(() => buildPain001({...base, messageId: 'M', transactions: [{...tx, amount: '1.001'}]})).toThrow(/positive/);
    expect(() => buildPain001({...base, messageId: 'M', transactions: []})).toThrow(/at least one/);
  });
});

describe('pain.001.001.09 (Sweden)', () => {
  it('pays sekOffer in SEK without the SEPA service level, and validates', async () => {
    const orders = [1, 2].map((n, i) => order(n, {country: 'sweden', city: 'Göteborg', client: {...order(n).client, iban: SE_IBANS[i]}}));
    const file = fileOf({country: 'sweden'}, lines(orders, {country: 'sweden'}));
    const xml = file.body.toString('utf8');
    await expectValid(xml);
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
  });
});

describe('the payer texts (spec 02 §8)', () => {
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
  it('the preview: same texts, Sweden pays sekOffer', () => {
    const item = {name: 'A', message: 'm', price: '10.00', iban: FI_IBANS[0], orderNumber: 5};
    expect((decidePreviewLines([{...item, iban: 'FI2112345600000786'}], 'finland') as DomainError).message).toBe(PAYMENT_MESSAGES.ibanInvalid);
    expect((decidePreviewLines([{...item, price: 0}], 'finland') as DomainError).message).toBe(PAYMENT_MESSAGES.missingOffer);
    expect((decidePreviewLines([{...item, orderNumber: null}], 'finland') as DomainError).message).toBe(PAYMENT_MESSAGES.missingKeyInformation);
    expect(decidePreviewLines([{...item, iban: SE_IBANS[0], sekOffer: '99.90'}], 'sweden')).toMatchObject([{amount: '99.90'}]);
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

  it('UK: the spec columns, GBP from gbpOffer, quoted and guarded', () => {
    const file = fileOf({country: 'uk'}, lines(ukOrders, {country: 'uk'}));
    expect(file.name).toBe('payment-uk-2026-11-25T8-05.csv');
    expect(file.key).toBe('payment-csv/42-payment-uk-2026-11-25T8-05.csv');
    expect(file.total).toBe('7.50');
    expect(file.body.toString('utf8')).toBe(golden('payment-uk.csv'));
    expect(file.body.toString('utf8').split('\r\n')[0]).toBe(UK_CSV_HEADER.join(','));
    expect(ukPaymentCsv(lines(ukOrders, {country: 'uk'}))).toBe(file.body.toString('utf8'));
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
