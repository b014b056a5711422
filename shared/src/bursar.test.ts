import {describe, expect, it} from 'vitest';
import {BURSAR_MESSAGES, bursarReturnProblem, bursarScanProblem, isBursarCountry, isReturnOwed, needsReturnConfirmation} from './bursar';

const paid = {country: 'finland', isTellered: true, isPaid: true, offerAccepted: true, products: [{key: 'a', inDeal: true}]};

describe('bursarScanProblem: the checks in the spec order', () => {
  it("'Cannot find order' without an order", () => {
    expect(bursarScanProblem(undefined, 'finland')).toBe('Cannot find order');
    expect(bursarScanProblem(null, 'finland')).toBe('Cannot find order');
  });
  it("'Order is not paid' unless paid, a donation or declined, before the teller check", () => {
    expect(bursarScanProblem({...paid, isPaid: false, isTellered: false}, 'finland')).toBe('Order is not paid');
    expect(bursarScanProblem({...paid, isPaid: false, isDonation: true}, 'finland')).toBeUndefined();
    expect(bursarScanProblem({...paid, isPaid: false, offerAccepted: false, offeredDeclined: true}, 'finland')).toBeUndefined();
  });
  it("'Order is not handled by teller' before the country", () => {
    expect(bursarScanProblem({...paid, isTellered: false, country: 'uk'}, 'finland')).toBe('Order is not handled by teller');
  });
  it('"Order\'s country is: {country}." with the order\'s country', () => {
    expect(bursarScanProblem({...paid, country: 'sweden'}, 'finland')).toBe("Order's country is: sweden.");
    expect(BURSAR_MESSAGES.wrongCountry('uk')).toBe("Order's country is: uk.");
  });
  it('passes a paid, tellered order of the country', () => {
    expect(bursarScanProblem(paid, 'finland')).toBeUndefined();
  });
});

describe('the return rule', () => {
  it('owes a return when a product is out of the deal, or unmarked', () => {
    expect(isReturnOwed(paid)).toBe(false);
    expect(isReturnOwed({...paid, products: [{inDeal: true}, {inDeal: false}]})).toBe(true);
    expect(isReturnOwed({...paid, products: [{}]})).toBe(true);
    expect(isReturnOwed({...paid, products: null})).toBe(false);
  });
  it('owes a return for an ignoble return', () => {
    expect(isReturnOwed({...paid, ignobleReturn: true})).toBe(true);
  });
  it("'You should make return' only when owed and not ticked", () => {
    expect(bursarReturnProblem({...paid, ignobleReturn: true}, false)).toBe('You should make return');
    expect(bursarReturnProblem({...paid, ignobleReturn: true}, true)).toBeUndefined();
    expect(bursarReturnProblem(paid, false)).toBeUndefined();
    expect(bursarReturnProblem(paid, true)).toBeUndefined();
  });
  it('asks to confirm the returns unless nothing is returned and the offer is accepted', () => {
    expect(needsReturnConfirmation(paid)).toBe(false);
    expect(needsReturnConfirmation({...paid, products: [{inDeal: false}]})).toBe(true);
    expect(needsReturnConfirmation({...paid, ignobleReturn: true})).toBe(true);
    expect(needsReturnConfirmation({...paid, offerAccepted: false, offeredDeclined: true})).toBe(true);
  });
});

describe('isBursarCountry', () => {
  it('takes finland, sweden and uk only', () => {
    expect(['finland', 'sweden', 'uk', 'norway', '', undefined].map(c => isBursarCountry(c))).toEqual([true, true, true, false, false, false]);
  });
});
