import {describe, expect, it} from 'vitest';
import {bbanToIban, finnishBbanToIban, isValidIban, luhnValid, normalizeIban, swedishBank, swedishBbanToIban, ukAccountProblem} from './bank-accounts';
import {SWEDISH_BANKS} from './swedish-banks.data';

describe('IBAN', () => {
  it.each([
    'FI2112345600000785',
    'FI1410093000123458',
    'SE4550000000058398257466',
    'SE3550000000054910000003',
    'GB29NWBK60161331926819',
    'GB82WEST12345698765432',
  ])('accepts %s', iban => expect(isValidIban(iban)).toBe(true));
  it.each(['FI2112345600000786', 'SE4550000000058398257467', 'GB29NWBK60161331926818', '', 'FI21', 'XX2112345600000785'])('refuses %s', iban =>
    expect(isValidIban(iban)).toBe(false),
  );
  it('reads spaces and lower case, and stores without them', () => {
    expect(isValidIban('fi21 1234 5600 0007 85')).toBe(true);
    expect(normalizeIban(' FI21 1234 5600 0007 85 ')).toBe('FI2112345600000785');
  });
});

describe('Finnish BBAN', () => {
  it('converts the published example', () => expect(finnishBbanToIban('123456-785')).toBe('FI2112345600000785'));
  it('pads after the 7th digit when the account starts with 4 or 5', () => {
    const iban = finnishBbanToIban('423456-781');
    expect(iban?.slice(4)).toBe('42345670000081');
  });
  it('refuses a wrong check digit and non-digits', () => {
    expect(finnishBbanToIban('123456-786')).toBeUndefined();
    expect(finnishBbanToIban('12345a-785')).toBeUndefined();
  });
  it('Luhn', () => {
    expect(luhnValid('12345600000785')).toBe(true);
    expect(luhnValid('12345600000786')).toBe(false);
  });
});

describe('Swedish clearing and account', () => {
  it('the table is BSAB and Bankgirot (59 ranges, Swedbank 8000 with a 5-digit clearing code)', () => {
    expect(SWEDISH_BANKS).toHaveLength(59);
    expect(swedishBank(8327)).toMatchObject({bank: 'Swedbank', clearingCodeLength: 5, zerofillSerialNumber: true, type: 2, comment: 3});
    expect(swedishBank(5491)).toMatchObject({bank: 'SEB', bankCode: '500', type: 1, comment: 1});
    expect(swedishBank(6789)).toMatchObject({bank: 'Handelsbanken', bankCode: '600', includeClearingCode: false, type: 2, comment: 2});
    expect(swedishBank(9999)).toBeUndefined();
  });
  it('ranges are in order and do not overlap', () => SWEDISH_BANKS.slice(1).forEach((bank, i) => expect(bank.from).toBeGreaterThan(SWEDISH_BANKS[i].to)));
  it.each([
    [9780, 9789, 'Klarna Bank', '978'],
    [9710, 9719, 'Lunar Bank', '971'],
    [9750, 9759, 'Northmill Bank', '975'],
    [9670, 9679, 'JAK Medlemsbank', '967'],
    [9700, 9709, 'Ekobanken', '970'],
    [9680, 9689, 'Enity Bank Group (Bluestep)', '968'],
    [9070, 9079, 'Multitude Bank', '907'],
    [9580, 9589, 'Aion Bank', '958'],
    [9460, 9469, 'Santander Consumer Bank', '946'],
  ])('has the newer bank %i-%i %s with IBAN ID %s', (from, to, bank, bankCode) => {
    expect(swedishBank(from)).toMatchObject({bank, bankCode, type: 1});
    expect(swedishBank(to)).toBe(swedishBank(from));
  });
  it('leaves out clearing numbers no source gives check digits for (MedMera Bank 9650, Intergiro 9770)', () => {
    expect(swedishBank(9650)).toBeUndefined();
    expect(swedishBank(9770)).toBeUndefined();
  });
  it('SEB 5491-0000003', () => expect(swedishBbanToIban('5491-0000003')).toBe('SE3550000000054910000003'));
  it('Swedbank 8327-9, 000001234-5', () => expect(swedishBbanToIban('8327-9, 000001234-5')).toBe('SE9880000832790000012345'));
  it('refuses an unknown clearing number', () => expect(swedishBbanToIban('0100-1234567')).toBeUndefined());
  it('by country', () => {
    expect(bbanToIban('finland', '123456-785')).toBe('FI2112345600000785');
    expect(bbanToIban('sweden', '5491-0000003')).toBe('SE3550000000054910000003');
    expect(bbanToIban('uk', '123456-785')).toBeUndefined();
  });
});

describe('UK sort code and account', () => {
  it('passes the published vector', () => expect(ukAccountProblem('08-99-99', '6637 4958')).toBeUndefined());
  it('fails the modulus check', () => expect(ukAccountProblem('938063', '15764273')).toBe('accountNumber'));
  it('lengths', () => {
    expect(ukAccountProblem('08999', '66374958')).toBe('sortCode');
    expect(ukAccountProblem('089999', '6637495')).toBe('accountNumber');
    expect(ukAccountProblem(undefined, '66374958')).toBe('sortCode');
  });
});
