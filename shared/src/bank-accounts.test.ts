import {composeIBAN} from 'ibantools';
import {describe, expect, it} from 'vitest';
import {
  BANK_ACCOUNT_MESSAGES,
  bankNameOfIban,
  bbanProblem,
  bbanToIban,
  finnishAccountProblem,
  finnishBbanToIban,
  formatIban,
  isValidIban,
  luhnValid,
  mod11Valid,
  normalizeIban,
  swedishAccountProblem,
  swedishBank,
  swedishBbanToIban,
  swedishIbanProblem,
  ukAccountProblem,
} from './bank-accounts';
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
  it('mod 11, weights 1 to 10 from the right', () => {
    expect(mod11Valid('4910000003')).toBe(true);
    expect(mod11Valid('4910000004')).toBe(false);
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
    expect(swedishAccountProblem('9650-1234567')).toBe('unknownClearing');
    expect(swedishBank(9770)).toBeUndefined();
  });

  it('PAYMENTS.md vectors', () => {
    expect(swedishBbanToIban('5491-0000003')).toBe('SE3550000000054910000003');
    expect(formatIban(swedishBbanToIban('8327-9, 033395390-9'))).toBe('SE52 8000 0832 7903 3395 3909');
  });
  it.each([
    ['8327 33395390-9', 'swedbankClearingFiveDigits'],
    ['8201 914357963-0', 'swedbankClearingFiveDigits'],
    ['5491-0000004', 'checkDigit'],
    ['6000-806967499', 'checkDigit'],
    ['9570-5250093408', 'checkDigit'],
  ])('the audit typo %s gives no IBAN (%s)', (bban, problem) => {
    expect(swedishBbanToIban(bban)).toBeUndefined();
    expect(swedishAccountProblem(bban)).toBe(problem);
  });

  // One valid account per type and comment, and the same with one digit changed. The valid ones also pass npm kontonummer 6.0.1.
  it.each([
    ['1:1 SEB', '5000-1234560', 'SE6950000000050001234560', '5000-1234570'],
    ['1:1 Danske Bank', '1274-0235305', 'SE4112000000012740235305', '1274-0235306'],
    ['1:1 Swedbank 7000', '7000-1234560', 'SE2380000000070001234560', '7000-1234561'],
    ['1:2 Klarna Bank', '9780-1234563', 'SE7297800000097801234563', '9780-1234663'],
    ['1:2 Nordea 4000', '4000-1234567', 'SE8430000000040001234567', '4000-1234568'],
    ['1:2 Länsförsäkringar Bank', '9022-11 14884', 'SE5390200000090221114884', '9022-11 14885'],
    ['2:1 Nordea personkonto', '3300-101010-1010', 'SE9530000000001010101010', '3300-101010-1011'],
    ['2:1 Sparbanken Syd', '9570-525 004 176 0', 'SE3795700000005250041760', '9570-525 004 176 1'],
    ['2:1 Danske Bank 9180', '9180-1234567897', 'SE1912000000001234567897', '9180-1234567879'],
    ['2:2 Handelsbanken', '6000-123456789', 'SE7160000000000123456789', '6000-123456788'],
    ['2:3 Swedbank 8xxx', '8327-9, 033395390-9', 'SE5280000832790333953909', '8327-9, 033395380-9'],
    ['2:3 Nordea Plusgirot', '9500-12345674', 'SE6295000095000012345674', '9500-12345675'],
    ['2:4 Avanza Bank 9565', '9565-0123456789', 'SE0795500095650123456789', '9565-0123456788'],
  ])('%s: %s is %s, %s has a typo', (_, valid, iban, typo) => {
    expect(swedishAccountProblem(valid)).toBeUndefined();
    expect(swedishBbanToIban(valid)).toBe(iban);
    expect(swedishAccountProblem(typo)).toBe('checkDigit');
    expect(swedishBbanToIban(typo)).toBeUndefined();
  });

  it('Swedbank 8xxx needs the 5-digit clearing number, and never guesses its 5th digit', () => {
    expect(swedishAccountProblem('8327-9, 033395390-9')).toBeUndefined();
    expect(swedishBbanToIban('83279 33395390-9')).toBe('SE5280000832790333953909');
    expect(swedishAccountProblem('8327, 033395390-9')).toBe('swedbankClearingFiveDigits');
    expect(swedishAccountProblem('8327 33395390-9')).toBe('swedbankClearingFiveDigits');
    expect(swedishAccountProblem('8327-8, 033395390-9')).toBe('swedbankClearingFiveDigits');
  });
  it('accounts of Swedbank 8xxx are up to 10 digits, zero-filled', () => {
    expect(swedishBbanToIban('8327-9, 33395390-9')).toBe('SE5280000832790333953909');
    expect(swedishAccountProblem('8327-9, 10333953909')).toBe('length');
  });
  it('lengths: type 1 and 2:1 accounts exactly, others up to their length; extra leading zeros are dropped', () => {
    expect(swedishAccountProblem('5491-000003')).toBe('length');
    expect(swedishAccountProblem('5491-00000003')).toBeUndefined();
    expect(swedishAccountProblem('3300-01010101010')).toBeUndefined();
    expect(swedishAccountProblem('3300-010101010')).toBe('length');
    expect(swedishAccountProblem('6000-1123456789')).toBe('length');
    expect(swedishAccountProblem('5491')).toBe('length');
    expect(swedishAccountProblem('8327-9')).toBe('length');
  });
  it('refuses an all-zero account, an unknown clearing number and letters', () => {
    expect(swedishAccountProblem('6000-000000000')).toBe('checkDigit');
    expect(swedishAccountProblem('0100-1234567')).toBe('unknownClearing');
    expect(swedishBbanToIban('0100-1234567')).toBeUndefined();
    expect(swedishAccountProblem('5491-000000a')).toBe('format');
  });
  it('by country', () => {
    expect(bbanToIban('finland', '123456-785')).toBe('FI2112345600000785');
    expect(bbanToIban('sweden', '5491-0000003')).toBe('SE3550000000054910000003');
    expect(bbanToIban('uk', '123456-785')).toBeUndefined();
  });
});

describe('BBAN problems in words', () => {
  it('Finland', () => {
    expect(finnishAccountProblem('123456-785')).toBeUndefined();
    expect(bbanProblem('finland', '123456-786')).toBe('Invalid Finnish account number: its check digit does not match (typo?)');
    expect(bbanProblem('finland', '1234-56')).toBe(BANK_ACCOUNT_MESSAGES.finnish.length);
    expect(bbanProblem('finland', '12345a-785')).toBe(BANK_ACCOUNT_MESSAGES.finnish.format);
  });
  it('Sweden', () => {
    expect(bbanProblem('sweden', '8327 33395390-9')).toBe('Swedbank clearing numbers have 5 digits: give the clearing number with its 5th digit, e.g. 8327-9');
    expect(bbanProblem('sweden', '5491-0000004')).toBe('Invalid Swedish account number: its check digit does not match (typo?)');
    expect(bbanProblem('sweden', '0100-1234567')).toBe(BANK_ACCOUNT_MESSAGES.swedish.unknownClearing);
    expect(bbanProblem('sweden', '5491-000003')).toBe(BANK_ACCOUNT_MESSAGES.swedish.length);
  });
  it('no BBAN elsewhere', () => expect(bbanProblem('uk', '12345678')).toBe(BANK_ACCOUNT_MESSAGES.noBban));
  it.each([
    ['finland', '123456-785'],
    ['finland', '123456-786'],
    ['sweden', '5491-0000003'],
    ['sweden', '8327 33395390-9'],
    ['sweden', '9565-0123456789'],
    ['uk', '12345678'],
  ])('%s %s: a problem exactly when there is no IBAN', (country, bban) =>
    expect(bbanProblem(country, bban) === undefined).toBe(bbanToIban(country, bban) !== undefined),
  );
});

describe('Swedish IBAN typed', () => {
  /** A Swedish IBAN with correct IBAN check digits around any IBAN ID and 17 digits. */
  const se = (bankCode: string, account: string) => composeIBAN({countryCode: 'SE', bban: bankCode + account.padStart(17, '0')}) ?? '';

  it.each([
    'SE4550000000058398257466',
    'SE3550000000054910000003',
    'SE52 8000 0832 7903 3395 3909',
    'SE7160000000000123456789',
    'SE9530000000001010101010',
    'SE1912000000001234567897',
    'SE0795500095650123456789',
    'SE7297800000097801234563',
  ])('passes %s', iban => expect(swedishIbanProblem(iban)).toBeUndefined());
  it('checks the account inside, by the clearing number where the IBAN has one', () => {
    expect(swedishIbanProblem(se('500', '54910000004'))).toBe('checkDigit');
    expect(swedishIbanProblem(se('978', '97801234663'))).toBe('checkDigit');
    expect(swedishIbanProblem(se('800', '832790333953809'))).toBe('checkDigit');
    expect(swedishIbanProblem(se('800', '832780333953909'))).toBe('checkDigit');
  });
  it('checks the account alone where the IBAN has no clearing number (type 2)', () => {
    expect(swedishIbanProblem(se('600', '806967499'))).toBe('checkDigit');
    expect(swedishIbanProblem(se('300', '1010101011'))).toBe('checkDigit');
    expect(swedishIbanProblem(se('957', '5250093408'))).toBe('checkDigit');
    expect(swedishIbanProblem(se('957', '5250041760'))).toBeUndefined();
  });
  it('a known IBAN ID whose account fits none of its clearing ranges', () => {
    expect(swedishIbanProblem(se('500', '40001234567'))).toBe('unknownClearing');
    expect(swedishIbanProblem(se('500', '1234567890123456'))).toBe('unknownClearing');
  });
  it('its own check digits and length, other countries and unknown IBAN IDs', () => {
    expect(swedishIbanProblem('SE4550000000058398257467')).toBe('iban');
    expect(swedishIbanProblem('SE45500000')).toBe('length');
    expect(swedishIbanProblem('FI2112345600000785')).toBeUndefined();
    expect(swedishIbanProblem(se('999', '1234567'))).toBeUndefined();
  });
  it('every row reads back from an IBAN of its own', () => {
    for (const bank of SWEDISH_BANKS) {
      const clearing = bank.clearingCodeLength === 5 ? '83279' : String(bank.from);
      const serial = '1'.padStart(bank.serialNumberLength, '0');
      const iban = se(bank.bankCode, (bank.includeClearingCode ? clearing : '') + serial);
      expect(bankNameOfIban(iban)).toBe(bank.bank);
      expect(swedishIbanProblem(iban)).not.toBe('unknownClearing');
    }
  });
});

describe('bank name and format of an IBAN', () => {
  const fi = (bban: string) => composeIBAN({countryCode: 'FI', bban}) ?? '';

  it('formats in groups of four', () => {
    expect(formatIban('SE3550000000054910000003')).toBe('SE35 5000 0000 0549 1000 0003');
    expect(formatIban(' se35 5000 0000 0549 1000 0003 ')).toBe('SE35 5000 0000 0549 1000 0003');
    expect(formatIban('FI2112345600000785')).toBe('FI21 1234 5600 0007 85');
    expect(formatIban('')).toBe('');
    expect(formatIban(null)).toBe('');
  });
  it.each([
    ['SE4550000000058398257466', 'SEB'],
    ['SE52 8000 0832 7903 3395 3909', 'Swedbank'],
    ['SE2380000000070001234560', 'Swedbank'],
    ['SE7160000000000123456789', 'Handelsbanken'],
    ['SE9530000000001010101010', 'Nordea (personkonto)'],
    ['SE8430000000040001234567', 'Nordea'],
    ['SE7297800000097801234563', 'Klarna Bank'],
    ['SE1912000000001234567897', 'Danske Bank'],
  ])('Swedish %s: %s', (iban, bank) => expect(bankNameOfIban(iban)).toBe(bank));
  it.each([
    ['FI2112345600000785', 'Nordea'],
    ['FI1410093000123458', 'Nordea'],
    [fi('20000012345678'), 'Nordea'],
    [fi('33000012345678'), 'SEB'],
    [fi('34000012345678'), 'Danske Bank'],
    [fi('36000012345678'), 'S-Pankki'],
    [fi('39000012345678'), 'S-Pankki'],
    [fi('37000012345678'), 'DNB'],
    [fi('40500012345678'), 'Aktia'],
    [fi('41000012345678'), 'Säästöpankki'],
    [fi('47000012345678'), 'POP Pankki'],
    [fi('50000012345678'), 'OP'],
    [fi('60000012345678'), 'Ålandsbanken'],
    [fi('79900012345678'), 'Holvi'],
    [fi('80000012345678'), 'Danske Bank'],
  ])('Finnish %s: %s', (iban, bank) => expect(bankNameOfIban(iban)).toBe(bank));
  it('no name for codes off the lists, other countries or nothing', () => {
    expect(bankNameOfIban(fi('31000012345678'))).toBeUndefined();
    expect(bankNameOfIban(fi('38000012345678'))).toBeUndefined();
    expect(bankNameOfIban('SE0499900000000001234567')).toBeUndefined();
    expect(bankNameOfIban('GB29NWBK60161331926819')).toBeUndefined();
    expect(bankNameOfIban('')).toBeUndefined();
    expect(bankNameOfIban(undefined)).toBeUndefined();
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
