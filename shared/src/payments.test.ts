import {describe, expect, it} from 'vitest';
import {centsText, isPayable, moneyToCents, paymentAmount, paymentFileName, paymentTimestamp, sumMoney, toCsv, trimName, trimRemittance} from './payments';

describe('money as text', () => {
  it('reads cents from the digits', () => {
    expect(moneyToCents('123.45')).toBe(12345n);
    expect(moneyToCents('0.1')).toBe(10n);
    expect(moneyToCents(0.1)).toBe(10n);
    expect(moneyToCents('7')).toBe(700n);
    expect(moneyToCents('7.500')).toBe(750n);
    expect(moneyToCents('99999999.99')).toBe(9999999999n);
    expect(moneyToCents('-2.05')).toBe(-205n);
  });
  it('refuses what is not money of two decimals', () => {
    for (const bad of ['', 'abc', '1.005', '1e3', '1,50', null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) expect(moneyToCents(bad)).toBeUndefined();
  });
  it('writes two decimals and sums without float drift', () => {
    expect(centsText(5n)).toBe('0.05');
    expect(centsText(-105n)).toBe('-1.05');
    expect(sumMoney([0.1, '0.2', 0.7, null])).toBe('1.00');
    expect(sumMoney(Array.from({length: 500}, () => '0.01'))).toBe('5.00');
    expect(sumMoney([])).toBe('0.00');
  });
});

describe('texts in the bank file', () => {
  it('trims the message to 139 characters', () => {
    expect(trimRemittance('x'.repeat(200))).toHaveLength(139);
    expect(trimRemittance('  Order   42 \n paid ')).toBe('Order 42 paid');
    expect(Array.from(trimRemittance('ä'.repeat(150)))).toHaveLength(139);
    expect(trimRemittance(null)).toBe('');
  });
  it('cuts a name to 70 characters', () => {
    expect(trimName('Å'.repeat(80))).toBe('Å'.repeat(70));
  });
});

describe('file names', () => {
  const at = new Date('2026-03-05T08:07:00Z');
  it('uses the UTC YYYY-MM-DDTH-mm stamp', () => {
    expect(paymentTimestamp(at)).toBe('2026-03-05T8-07');
    expect(paymentTimestamp(new Date('2026-12-31T23:59:59+02:00'))).toBe('2026-12-31T21-59');
  });
  it('names payment, optional team, category and stamp', () => {
    expect(paymentFileName({category: 'finland', at, extension: 'xml'})).toBe('payment-finland-2026-03-05T8-07.xml');
    expect(paymentFileName({team: 'turku', category: 'donation', at, extension: 'csv'})).toBe('payment-turku-donation-2026-03-05T8-07.csv');
  });
});

describe('payable', () => {
  const order = {
    country: 'finland',
    team: 'turku',
    isTellered: true,
    offerAccepted: true,
    offeredDeclined: false,
    isPaid: false,
    isDonation: false,
    isBoomerang: false,
    payee: {iban: 'FI2112345600000785'},
  };
  it('takes tellered, accepted, unpaid orders of the country', () => {
    expect(isPayable(order, {country: 'finland'})).toBe(true);
    expect(isPayable(order, {country: 'sweden'})).toBe(false);
  });
  it('refuses each blocking state', () => {
    for (const change of [{isTellered: false}, {offerAccepted: false}, {offeredDeclined: true}, {isPaid: true}, {isBoomerang: true}, {isDonation: true}])
      expect(isPayable({...order, ...change}, {country: 'finland'})).toBe(false);
  });
  it('never pays a cancelled deal: closed (any reason), returned to valuation, or without an approved payee', () => {
    for (const change of [{closed: true}, {returnToValuation: true}, {payee: null}, {payee: undefined}])
      expect(isPayable({...order, ...change}, {country: 'finland'})).toBe(false);
  });
  it('takes donations only in a donation batch of their team', () => {
    const donation = {...order, isDonation: true};
    expect(isPayable(donation, {donationTeam: 'turku'})).toBe(true);
    expect(isPayable(donation, {donationTeam: 'helsinki'})).toBe(false);
    expect(isPayable(order, {donationTeam: 'turku'})).toBe(false);
  });
  it('pays the offer of the batch currency', () => {
    const offers = {offer: '10.00', sekOffer: '110.00', gbpOffer: '9.00'};
    expect(paymentAmount(offers, {country: 'finland'})).toBe('10.00');
    expect(paymentAmount(offers, {country: 'sweden'})).toBe('110.00');
    expect(paymentAmount(offers, {country: 'uk'})).toBe('9.00');
    expect(paymentAmount(offers, {donationTeam: 'uk'})).toBe('10.00');
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(
      toCsv(
        ['name', 'n'],
        [
          ['Smith, John', 12],
          ['O"Brien', null],
          ['two\nlines', 'plain'],
        ],
      ),
    ).toBe('name,n\r\n"Smith, John",12\r\n"O""Brien",\r\n"two\nlines",plain\r\n');
  });
  it('keeps a formula from running', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [['=HYPERLINK("http://x")', '+cmd', '-x', '@SUM(A1)']])).toBe(
      'a,b,c,d\r\n"\'=HYPERLINK(""http://x"")",\'+cmd,\'-x,\'@SUM(A1)\r\n',
    );
  });
  it('joins rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
