import {bursarScanError, decideBursarComplete, DomainError} from '../../domain';

// The bursar's scan checks (in the spec's order) and the completion's rules.
const NOW = new Date('2026-03-11T10:00:00Z');
const ME = 9;
const paid = {
  country: 'finland',
  isTellered: true,
  isPaid: true,
  offerAccepted: true,
  closed: false,
  isComplete: false,
  products: [{key: 'a', inDeal: true}],
};
const refusal = (decision: unknown) => (decision instanceof DomainError ? [decision.status, decision.message] : decision);

describe('bursarScanError', () => {
  it("404 'Cannot find order' without an order", () => {
    expect(refusal(bursarScanError(undefined, 'finland'))).toEqual([404, 'Cannot find order']);
  });
  it('409 with each check in the spec order', () => {
    expect(refusal(bursarScanError({...paid, isPaid: false, isTellered: false, country: 'uk'}, 'finland'))).toEqual([409, 'Order is not paid']);
    expect(refusal(bursarScanError({...paid, isTellered: false, country: 'uk'}, 'finland'))).toEqual([409, 'Order is not handled by teller']);
    expect(refusal(bursarScanError({...paid, country: 'uk'}, 'finland'))).toEqual([409, "Order's country is: uk."]);
  });
  it('passes paid, donation and declined orders of the country', () => {
    expect(bursarScanError(paid, 'finland')).toBeUndefined();
    expect(bursarScanError({...paid, isPaid: false, isDonation: true}, 'finland')).toBeUndefined();
    expect(bursarScanError({...paid, isPaid: false, offerAccepted: false, offeredDeclined: true}, 'finland')).toBeUndefined();
  });
});

describe('decideBursarComplete', () => {
  it('sets isComplete, bursarHandleDate, bursarId, bursarComment and isBursarReturnMade', () => {
    expect(decideBursarComplete(paid, {bursarComment: 'All fine', isBursarReturnMade: false}, ME, NOW)).toEqual({
      isComplete: true,
      bursarHandleDate: NOW,
      bursarId: ME,
      bursarComment: 'All fine',
      isBursarReturnMade: false,
    });
    expect(decideBursarComplete(paid, {bursarComment: '  '}, ME, NOW)).toMatchObject({bursarComment: null, isBursarReturnMade: false});
  });
  it("422 'You should make return' when a product is out of the deal or an ignoble return, without the tick", () => {
    const outOfDeal = {
      ...paid,
      products: [
        {key: 'a', inDeal: true},
        {key: 'b', inDeal: false},
      ],
    };
    expect(refusal(decideBursarComplete(outOfDeal, {isBursarReturnMade: false}, ME, NOW))).toEqual([422, 'You should make return']);
    expect(refusal(decideBursarComplete({...paid, ignobleReturn: true}, {}, ME, NOW))).toEqual([422, 'You should make return']);
    expect(decideBursarComplete(outOfDeal, {isBursarReturnMade: true}, ME, NOW)).toMatchObject({isComplete: true, isBursarReturnMade: true});
  });
  it('a tick without a return owed is kept as given', () => {
    expect(decideBursarComplete(paid, {isBursarReturnMade: true}, ME, NOW)).toMatchObject({isBursarReturnMade: true});
  });
  it('409 once complete, 409 when closed; the scan checks but the country', () => {
    expect(refusal(decideBursarComplete({...paid, isComplete: true}, {}, ME, NOW))).toEqual([409, 'Order is already completed']);
    expect(refusal(decideBursarComplete({...paid, closed: true}, {}, ME, NOW))).toEqual([409, 'Order is already closed']);
    expect(refusal(decideBursarComplete({...paid, isPaid: false}, {}, ME, NOW))).toEqual([409, 'Order is not paid']);
    expect(refusal(decideBursarComplete({...paid, isTellered: false}, {}, ME, NOW))).toEqual([409, 'Order is not handled by teller']);
    expect(refusal(decideBursarComplete(undefined, {}, ME, NOW))).toEqual([404, 'Cannot find order']);
  });
});
