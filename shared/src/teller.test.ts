import {describe, expect, it} from 'vitest';
import {
  ageThisYear,
  automaticOffer,
  centsToMoney,
  needsInsuranceReturn,
  paidLine,
  startsManual,
  TELLER_MESSAGES,
  tellerApprovalProblem,
  toCents,
  underAgeProblem,
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
    expect(ageThisYear(2008, 2026)).toBe(18);
    expect(underAgeProblem(2009, 2026)).toBe(TELLER_MESSAGES.underAge(17));
    expect(underAgeProblem(2008, 2026)).toBeUndefined();
    expect(underAgeProblem(null, 2026)).toBeUndefined();
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
    expect(tellerApprovalProblem('sweden', {offerAccepted: true, offer: 5, sekOffer: 0.001, iban: 'SE4550000000058398257466'})).toEqual({
      error: 'Deal is accepted, but SEK offer is empty or 0',
    });
    expect(tellerApprovalProblem('finland', {...fi, offer: '0', isDonation: true})).toEqual({bank: {iban: 'FI2112345600000785'}});
  });
  it('IBAN, and a BBAN converted', () => {
    expect(tellerApprovalProblem('finland', {...fi, iban: 'FI2112345600000786'})).toEqual({error: 'Invalid IBAN'});
    expect(tellerApprovalProblem('finland', {...fi, iban: '', bban: '123456-785'})).toEqual({bank: {iban: 'FI2112345600000785'}});
    expect(tellerApprovalProblem('sweden', {offerAccepted: true, offer: 5, sekOffer: 50, bban: '5491-0000003'})).toEqual({
      bank: {iban: 'SE3550000000054910000003'},
    });
    expect(tellerApprovalProblem('finland', {...fi, bban: '123456-786'})).toEqual({error: 'Invalid IBAN'});
    expect(tellerApprovalProblem('finland', {offeredDeclined: true})).toEqual({bank: {}});
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
