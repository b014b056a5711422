import {BANK_ACCOUNT_MESSAGES} from './bank-accounts';
import {SEPA_MESSAGES} from './sepa';
import {describe, expect, it} from 'vitest';
import {IDENTITY_MESSAGES} from './identity';
import {
  ageOn,
  clientBankDetailsProblem,
  hasAtMostTwoDecimals,
  dateOfBirthProblem,
  sellerAgeProblem,
  automaticOffer,
  centsToMoney,
  needsInsuranceReturn,
  paidLine,
  startsManual,
  TELLER_MESSAGES,
  sellerProblems,
  tellerActionNotice,
  tellerApprovalProblem,
  tellerClientSchema,
  toCents,
} from './teller';

const fi = {offerAccepted: true, offer: '120.50', iban: 'FI21 1234 5600 0007 85'};

describe('offer', () => {
  it('automatic: the sum of in-deal prices in cents', () => {
    expect(
      automaticOffer([
        {price: 0.1, inDeal: true},
        {price: '0.2', inDeal: true},
        {price: 50, inDeal: false},
      ]),
    ).toBe('0.30');
    expect(automaticOffer([])).toBe('0.00');
  });
  it('starts manual only above 0.01', () => {
    expect(startsManual('0.02')).toBe(true);
    expect(startsManual('0.01')).toBe(false);
    expect(startsManual(null)).toBe(false);
  });
  it('money helpers', () => {
    expect(toCents('12.345')).toBe(1235);
    expect(toCents('')).toBeUndefined();
    expect(centsToMoney(-5)).toBe('-0.05');
    expect(centsToMoney(123456)).toBe('1234.56');
  });
});

describe('insurance return', () => {
  it('100 is not above 100, 100.01 is', () => {
    expect(
      needsInsuranceReturn([
        {price: 60, inDeal: false},
        {price: '40', inDeal: false},
        {price: 999, inDeal: true},
      ]),
    ).toBe(false);
    expect(
      needsInsuranceReturn([
        {price: 60, inDeal: false},
        {price: '40.01', inDeal: false},
      ]),
    ).toBe(true);
  });
});

describe('seller age', () => {
  it('17 refused, 18 allowed, unknown allowed', () => {
    // By the full date: 18 on the birthday, not the day before.
    expect(ageOn('2008-11-26', '2026-11-26')).toBe(18);
    expect(ageOn('2008-11-27', '2026-11-26')).toBe(17);
    expect(sellerAgeProblem({dateOfBirth: '2008-11-26'}, '2026-11-26')).toBeUndefined();
    expect(sellerAgeProblem({dateOfBirth: '2008-11-27'}, '2026-11-26')).toBe(TELLER_MESSAGES.underAge(17));
    // Born on 29 February: 18 on 1 March of a common year.
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    // By the year only where it settles the age; the year that turns 18 needs the date; neither refuses.
    expect(sellerAgeProblem({birthYear: 2007}, '2026-01-02')).toBeUndefined();
    expect(sellerAgeProblem({birthYear: 2008}, '2026-12-31')).toBe(TELLER_MESSAGES.turns18ThisYear(2008));
    expect(sellerAgeProblem({birthYear: 2009}, '2026-12-31')).toBe(TELLER_MESSAGES.underAgeByYear(2009));
    expect(sellerAgeProblem({birthYear: null, dateOfBirth: null}, '2026-11-26')).toBe(TELLER_MESSAGES.birthUnknown);
    expect(sellerAgeProblem({birthYear: 2008, dateOfBirth: '2008-01-15'}, '2026-11-26')).toBeUndefined();
    expect(sellerAgeProblem({dateOfBirth: '2008-02-30'}, '2026-11-26')).toBe(TELLER_MESSAGES.dateOfBirthInvalid);
  });
  it('takes a date of birth that is a real past date in the birth year', () => {
    expect(dateOfBirthProblem('1990-05-01', '2026-11-26')).toBeUndefined();
    expect(dateOfBirthProblem('1990-05-01', '2026-11-26', 1990)).toBeUndefined();
    expect(dateOfBirthProblem('1990-05-01', '2026-11-26', 1991)).toBe(TELLER_MESSAGES.dateOfBirthNotBirthYear);
    for (const bad of ['2027-01-01', '1990-13-01', '1990-5-1', '01.05.1990', '1899-12-31'])
      expect(dateOfBirthProblem(bad, '2026-11-26')).toBe(TELLER_MESSAGES.dateOfBirthInvalid);
  });
});

describe('approval checks and texts', () => {
  it('accept or decline', () => {
    expect(tellerApprovalProblem('finland', {...fi, offerAccepted: false})).toEqual({error: 'Check offer accept or decline'});
    expect(tellerApprovalProblem('finland', {...fi, offeredDeclined: true})).toEqual({error: 'Check offer accept or decline'});
  });
  it('offers', () => {
    expect(tellerApprovalProblem('finland', {...fi, offer: '0'})).toEqual({error: 'Deal is accepted, but offer is empty or 0'});
    expect(tellerApprovalProblem('finland', {...fi, offer: ''})).toEqual({error: 'Deal is accepted, but offer is empty or 0'});
    expect(tellerApprovalProblem('sweden', {offerAccepted: true, offer: 5, sekOffer: 0, iban: 'SE4550000000058398257466'})).toEqual({
      error: 'Deal is accepted, but SEK offer is empty or 0',
    });
    // A third decimal is refused, never rounded away (0.001 SEK is not 0.00).
    expect(tellerApprovalProblem('sweden', {offerAccepted: true, offer: 5, sekOffer: 0.001, iban: 'SE4550000000058398257466'})).toEqual({
      error: 'SEK offer may have at most two decimals',
    });
    expect(tellerApprovalProblem('finland', {...fi, offer: '0', isDonation: true})).toEqual({bank: {iban: 'FI2112345600000785'}});
  });
  it('IBAN, and a BBAN converted', () => {
    expect(tellerApprovalProblem('finland', {...fi, iban: 'FI2112345600000786'})).toEqual({error: 'Invalid IBAN'});
    expect(tellerApprovalProblem('finland', {...fi, iban: '', bban: '123456-785'})).toEqual({bank: {iban: 'FI2112345600000785'}});
    expect(tellerApprovalProblem('sweden', {offerAccepted: true, offer: 5, sekOffer: 50, bban: '5491-0000003'})).toEqual({
      bank: {iban: 'SE3550000000054910000003'},
    });
    expect(tellerApprovalProblem('finland', {...fi, bban: '123456-786'})).toEqual({error: BANK_ACCOUNT_MESSAGES.finnish.checkDigit});
    expect(tellerApprovalProblem('finland', {offeredDeclined: true})).toEqual({bank: {}});
  });
  it("Swedish accounts by the banks' own check digits: a typo never becomes another account's IBAN", () => {
    const se = {offerAccepted: true, offer: 5, sekOffer: 50};
    expect(tellerApprovalProblem('sweden', {...se, bban: '5491-0000004'})).toEqual({error: BANK_ACCOUNT_MESSAGES.swedish.checkDigit});
    expect(tellerApprovalProblem('sweden', {...se, bban: '8327 33395390-9'})).toEqual({error: BANK_ACCOUNT_MESSAGES.swedish.swedbankClearingFiveDigits});
    expect(tellerApprovalProblem('sweden', {...se, bban: '8327-9, 033395390-9'})).toEqual({bank: {iban: 'SE5280000832790333953909'}});
    // The IBAN a converter without the checks makes of the typo: its IBAN check digits pass, the bank's do not.
    expect(tellerApprovalProblem('sweden', {...se, iban: 'SE0850000000054910000004'})).toEqual({error: BANK_ACCOUNT_MESSAGES.swedish.checkDigit});
  });
  it('UK: an all-zero sort code or account is refused', () => {
    const uk = {offerAccepted: true, offer: 5, gbpOffer: 4};
    expect(tellerApprovalProblem('uk', {...uk, ukSortCode: '000000', ukAccountNumber: '66374958'})).toEqual({error: 'Invalid UK sort code 000000'});
    expect(tellerApprovalProblem('uk', {...uk, ukSortCode: '089999', ukAccountNumber: '00000000'})).toEqual({error: 'Invalid UK account number'});
  });
  it('UK sort code and account', () => {
    const uk = {offerAccepted: true, offer: 5, gbpOffer: 4};
    expect(tellerApprovalProblem('uk', {...uk, ukSortCode: '08 99 9', ukAccountNumber: '66374958'})).toEqual({error: 'Invalid UK sort code 08999'});
    expect(tellerApprovalProblem('uk', {...uk, ukSortCode: '089999', ukAccountNumber: '6637495'})).toEqual({error: 'Invalid UK account number'});
    expect(tellerApprovalProblem('uk', {...uk, ukSortCode: '938063', ukAccountNumber: '15764273'})).toEqual({error: 'Invalid UK account number'});
    expect(tellerApprovalProblem('uk', {...uk, ukSortCode: '08 99 99', ukAccountNumber: '6637 4958'})).toEqual({
      bank: {ukSortCode: '089999', ukAccountNumber: '66374958'},
    });
    expect(tellerApprovalProblem('uk', {...uk, gbpOffer: 0, ukSortCode: '089999', ukAccountNumber: '66374958'})).toEqual({
      error: 'Deal is accepted, but GBP offer is empty or 0',
    });
  });
  it('the other texts are spelled as the spec says', () => {
    expect([TELLER_MESSAGES.missingClient, TELLER_MESSAGES.missingPhone, TELLER_MESSAGES.thirdOrder]).toEqual([
      'Missing client',
      'Missing phone number',
      'This is the 3rd order of this client',
    ]);
  });
  it('paid line', () => {
    expect(paidLine('finland', {offer: '120.5'})).toBe('The customer will be paid: 120.50 euros');
    expect(paidLine('sweden', {offer: 10, sekOffer: '115'})).toBe('The customer will be paid: 10.00 euros (115.00 SEK)');
    expect(paidLine('uk', {offer: 10, gbpOffer: 8.5})).toBe('The customer will be paid: 10.00 euros (8.50 GBP)');
  });
});

describe('offer decimals', () => {
  it('takes two decimals and the double of a two-decimal sum; refuses three, never rounds', () => {
    for (const ok of ['1', '1.5', '1.50', '1.500', 0.1 + 0.2, 140.1, null, undefined, '']) expect(hasAtMostTwoDecimals(ok)).toBe(true);
    for (const bad of ['1.005', '3.456', 1.005, 0.001, '1,5', 'abc', Number.NaN]) expect(hasAtMostTwoDecimals(bad)).toBe(false);
  });
});

describe('the IBAN fits the payment', () => {
  it("a Swedish order takes SE IBANs only; a Finnish one EEA SEPA IBANs (no GB or CH): one rule for the teller and the admin's client edit", () => {
    const se = {offerAccepted: true, offer: 5, sekOffer: 50};
    expect(tellerApprovalProblem('sweden', {...se, iban: 'FI2112345600000785'})).toEqual({error: SEPA_MESSAGES.swedishAccountOnly});
    expect(tellerApprovalProblem('finland', {offerAccepted: true, offer: 5, iban: 'GB29NWBK60161331926819'})).toEqual({error: SEPA_MESSAGES.notEeaSepa});
    expect(tellerApprovalProblem('finland', {offerAccepted: true, offer: 5, iban: 'SE4550000000058398257466'})).toEqual({
      bank: {iban: 'SE4550000000058398257466'},
    });
    expect(clientBankDetailsProblem('sweden', {iban: 'FI2112345600000785'})).toBe(SEPA_MESSAGES.swedishAccountOnly);
    expect(clientBankDetailsProblem('finland', {iban: 'FI2112345600000785'})).toBeUndefined();
  });
});

describe('the seller on opening the order', () => {
  const today = '2026-03-11';
  it('names an under-18 seller, an unknown age, and nothing for an adult', () => {
    expect(sellerProblems('finland', {dateOfBirth: '2010-05-01', birthYear: 2010}, today)).toEqual([TELLER_MESSAGES.underAge(15)]);
    expect(sellerProblems('finland', {birthYear: 2009}, today)).toEqual([TELLER_MESSAGES.underAgeByYear(2009)]);
    expect(sellerProblems('uk', {}, today)).toEqual([TELLER_MESSAGES.birthUnknown]);
    expect(sellerProblems('finland', {birthYear: 1970}, today)).toEqual([]);
  });
  it('a Swedish purchase needs the personnummer and how the identity was checked; a personnummer settles the age', () => {
    expect(sellerProblems('sweden', {birthYear: 1970}, today)).toEqual([
      IDENTITY_MESSAGES.personalIdentityNumberRequired,
      IDENTITY_MESSAGES.identityCheckRequired,
    ]);
    expect(sellerProblems('sweden', {birthYear: 1970, personalIdentityNumber: '19700101-0000'}, today)).toContain(
      IDENTITY_MESSAGES.personalIdentityNumberInvalid,
    );
    // 20100101-0006: a valid number of a seller born in 2010, so under 18 whatever the birth year says.
    expect(sellerProblems('sweden', {birthYear: 1970, personalIdentityNumber: '20100101-0006', identityMethod: 'bankid'}, today)).toEqual([
      TELLER_MESSAGES.underAge(16),
    ]);
    expect(sellerProblems('sweden', {birthYear: 1970, personalIdentityNumber: '19700101-0003', identityMethod: 'bankid'}, today)).toEqual([]);
  });
});

describe("the teller's notices and client form", () => {
  it('names the order and what was done', () => {
    expect(tellerActionNotice(10042, 'didNotAnswerSms', {smsTo: '+358 40 123 4567'})).toBe('Order 10042: did not answer, SMS sent to +358 40 123 4567');
    expect(tellerActionNotice(10042, 'didNotAnswer')).toBe('Order 10042: did not answer, recorded');
    expect(tellerActionNotice(7, 'approve', {offeredDeclined: true})).toBe('Order 7: approved, offer declined');
    expect(tellerActionNotice(7, 'returnToValuation')).toBe('Order 7: returned to valuation');
  });
  it('edits name, address, phone, email and birth year by the client form rules; never the country, language or bank details', () => {
    const form = {firstName: 'Matti', lastName: 'Meikäläinen', address: 'Katu 1', zip: '00100', city: 'Helsinki', phone: '0401234567', birthYear: 1970};
    expect(tellerClientSchema('finland').safeParse(form).success).toBe(true);
    expect(tellerClientSchema('finland').safeParse({...form, birthYear: null}).success).toBe(true);
    expect(tellerClientSchema('finland').safeParse({...form, iban: 'FI2112345600000785'}).success).toBe(false);
    expect(tellerClientSchema('finland').safeParse({...form, country: 'uk'}).success).toBe(false);
    expect(tellerClientSchema('uk').safeParse(form).success).toBe(false);
  });
});
