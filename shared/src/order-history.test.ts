import {describe, expect, it} from 'vitest';
import {orderHistorySentence} from './order-history';

const by = {memberName: 'Paula Payer'};

describe('an order history line as a sentence (orderHistorySentence)', () => {
  it('says what a payment paid, to which account, in which batch, and who', () => {
    const after = {isPaid: true, paymentXmlId: 12, paid: {amount: '360.50', country: 'finland', iban: 'FI2112345600000785'}};
    expect(orderHistorySentence({...by, action: 'payment-batch', after})).toBe('Paid 360,50\u00a0€ to FI21 1234 5600 0007 85 in batch 12 by Paula Payer');
    const uk = {paymentXmlId: 3, paid: {amount: '120', country: 'uk', ukSortCode: '200000', ukAccountNumber: '55779911'}};
    expect(orderHistorySentence({...by, action: 'payment-batch', after: uk}, 'uk')).toBe(
      'Paid £120.00 to sort code 200000, account 55779911 in batch 3 by Paula Payer',
    );
  });

  it('names the carrier, the failure and the system as the actor of a background job', () => {
    expect(orderHistorySentence({action: 'register-package', after: {carrier: 'posti', barCode: 'JJFI1'}})).toBe(
      'Registered with Posti: bar code JJFI1 by the system',
    );
    expect(orderHistorySentence({action: 'register-package-failed', after: {shipmentRegisterError: 'Posti refused the shipment (HTTP 400): bad zip'}})).toBe(
      'Carrier registration failed: Posti refused the shipment (HTTP 400): bad zip by the system',
    );
  });

  it('reads calls, closes, valuations and the teller in words, figures in the market format', () => {
    expect(orderHistorySentence({memberName: 'Bea', action: 'call:WELCOME_CALL:doesNotAnswer'})).toBe('Welcome call: does not answer by Bea');
    expect(orderHistorySentence({memberName: 'Cem', action: 'close', after: {closeMethod: 'phone', closeReason: 'Age'}})).toBe(
      'Closed the order (phone): Age by Cem',
    );
    expect(orderHistorySentence({memberName: 'Vic', action: 'valuation', after: {price: 512.4, goldWeight: 12.5}})).toBe(
      'Valued at 512,40\u00a0€, gold 12,5 g by Vic',
    );
    expect(orderHistorySentence({memberName: 'Tea', action: 'teller-approve', after: {offerAccepted: true, offer: 300, sekOffer: 3400}}, 'sweden')).toBe(
      'Offer accepted: 300,00\u00a0€ / 3\u00a0400,00\u00a0kr by Tea',
    );
    expect(orderHistorySentence({memberId: 4, action: 'some-new-thing'})).toBe('Some new thing by member #4');
  });
});
