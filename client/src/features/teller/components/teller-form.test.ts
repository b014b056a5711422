import {IDENTITY_MESSAGES} from '@karat/shared';
import {TELLER_MESSAGES} from '@karat/shared/teller';
import {describe, expect, it} from 'vitest';
import type {OrderWithRelations} from '../api/teller';
import {
  bankToSave,
  firstProblem,
  offerOf,
  sellerProblemsOf,
  tellerContext,
  tellerValues,
  toCommand,
  typedChanges,
  validateTeller,
  type TellerValues,
} from './teller-form';

const today = '2025-06-15';

function order(extra: Partial<OrderWithRelations> = {}): OrderWithRelations {
  return {
    id: 7,
    orderNumber: 10042,
    country: 'finland',
    offer: null,
    tellerComment: 'Called once',
    products: [
      {key: 'a', name: 'Ring', price: 100.5, inDeal: true},
      {key: 'b', name: 'Chain', price: 20, inDeal: false},
    ],
    client: {id: 3, iban: 'FI2112345600000785', birthYear: 1950, dateOfBirth: null, email: 'a@example.com'},
    ...extra,
  } as OrderWithRelations;
}

const finnish = order();
const context = tellerContext(finnish, null);
const valuesOf = (change: Partial<TellerValues> = {}, from = finnish) => ({...tellerValues(from, null), ...change});

describe('tellerValues and the offer', () => {
  it("starts from the order's options, comment and the client's account; the offer follows the in-deal products", () => {
    const values = tellerValues(finnish, null);
    expect(values).toMatchObject({offerAccepted: false, sendReview: false, manual: false, tellerComment: 'Called once'});
    expect(values.bank).toEqual({iban: 'FI2112345600000785', bban: '', sortCode: '', account: ''});
    expect(offerOf(values)).toBe('100,50');
    expect(offerOf({...values, products: values.products.map(p => ({...p, inDeal: true}))})).toBe('120,50');
  });
  it('starts manual when the order has an offer above the minimum', () => {
    const values = tellerValues(order({offer: 80}), null);
    expect(values).toMatchObject({manual: true, offer: '80,00'});
    expect(offerOf(values)).toBe('80,00');
  });
});

describe('toCommand', () => {
  it("sends a Finnish approval: options, the offer typed with a comma, the IBAN, the products' deal", () => {
    const command = toCommand(valuesOf({offerAccepted: true, manual: true, offer: '120,5', dateOfBirth: '1950-02-03'}), context);
    expect(command).toMatchObject({action: 'approve', offerAccepted: true, offeredDeclined: false, offer: 120.5, iban: 'FI2112345600000785', bban: ''});
    expect(command).toMatchObject({dateOfBirth: '1950-02-03', tellerComment: 'Called once'});
    expect(command.products).toEqual([
      {key: 'a', inDeal: true},
      {key: 'b', inDeal: false},
    ]);
    expect(command).not.toHaveProperty('sekOffer');
    expect(command).not.toHaveProperty('identityCheck');
  });
  it('sends a Swedish purchase its SEK offer, a new personnummer and the identity check; a known personnummer is not sent again', () => {
    const swedish = order({country: 'sweden'});
    const values = {
      ...tellerValues(swedish, '19811218-9876'),
      sekOffer: '1500',
      identity: {personalIdentityNumber: '19811218-9876', identityMethod: 'passport', documentNumber: ' AA1234567 '},
    };
    const command = toCommand(values, tellerContext(swedish, '19811218-9876'));
    expect(command).toMatchObject({sekOffer: 1500, identityCheck: {method: 'passport', documentNumber: 'AA1234567'}});
    expect(command).not.toHaveProperty('personalIdentityNumber');
    const typed = {...values, identity: {...values.identity, personalIdentityNumber: '811218-9876'}};
    expect(toCommand(typed, tellerContext(swedish, '19811218-9876'))).toMatchObject({personalIdentityNumber: '811218-9876'});
  });
  it('sends a UK approval its GBP offer and account, no IBAN', () => {
    const uk = order({country: 'uk'});
    const values = {...tellerValues(uk, null), gbpOffer: '99', bank: {iban: '', bban: '', sortCode: '40-47-84', account: '70872490'}};
    const command = toCommand(values, tellerContext(uk, null));
    expect(command).toMatchObject({gbpOffer: 99, ukSortCode: '40-47-84', ukAccountNumber: '70872490'});
    expect(command).not.toHaveProperty('iban');
  });
});

describe('validateTeller', () => {
  const validate = validateTeller(context);
  it("names the approval's first problem in the spec's order", () => {
    expect(firstProblem(validate(valuesOf()))).toBe(TELLER_MESSAGES.checkAcceptOrDecline);
    expect(firstProblem(validate(valuesOf({offerAccepted: true, manual: true, offer: '1,005'})))).toBe(TELLER_MESSAGES.offerDecimals('Offer'));
    expect(firstProblem(validate(valuesOf({offerAccepted: true, bank: {iban: 'FI00', bban: '', sortCode: '', account: ''}})))).toBe(
      TELLER_MESSAGES.invalidIban,
    );
  });
  it('passes a complete approval', () => {
    expect(validate(valuesOf({offerAccepted: true}))).toEqual({});
  });
  it("checks the command's shape too: an identity checked by passport needs the document's number", () => {
    const swedish = order({country: 'sweden'});
    const values = {
      ...tellerValues(swedish, null),
      offerAccepted: true,
      sekOffer: '1500',
      bank: {iban: 'SE4550000000058398257466', bban: '', sortCode: '', account: ''},
      identity: {personalIdentityNumber: '811218-9876', identityMethod: 'passport', documentNumber: ''},
    };
    expect(firstProblem(validateTeller(tellerContext(swedish, null))(values))).toBe(IDENTITY_MESSAGES.documentNumberRequired);
  });
});

describe('sellerProblemsOf', () => {
  it("asks a Swedish purchase for the seller's identity, and nothing when the offer is declined", () => {
    const swedish = order({country: 'sweden'});
    const values = tellerValues(swedish, null);
    expect(sellerProblemsOf(values, tellerContext(swedish, null), today)).toEqual([
      IDENTITY_MESSAGES.personalIdentityNumberRequired,
      IDENTITY_MESSAGES.identityCheckRequired,
    ]);
    expect(sellerProblemsOf({...values, offeredDeclined: true}, tellerContext(swedish, null), today)).toEqual([]);
  });
});

describe('typedChanges', () => {
  const initial = valuesOf();
  it('counts what typing would lose: an offer, a comment, the identity', () => {
    expect(typedChanges(initial, initial)).toBe(false);
    expect(typedChanges({...initial, manual: true, offer: '120'}, initial)).toBe(true);
    expect(typedChanges({...initial, revaluationMessageFromTeller: 'Check the chain'}, initial)).toBe(true);
    expect(typedChanges({...initial, identity: {...initial.identity, identityMethod: 'bankid'}}, initial)).toBe(true);
  });
  it('not ticked boxes, products moved in or out of the deal, or the account (leaving saves it)', () => {
    const products = initial.products.map(p => ({...p, inDeal: true}));
    const bank = {...initial.bank, iban: 'FI1410093000123458'};
    expect(typedChanges({...initial, offerAccepted: true, sendReview: true, products, bank}, initial)).toBe(false);
  });
});

describe('bankToSave', () => {
  const client = {iban: 'FI2112345600000785', ukSortCode: '089999', ukAccountNumber: '66374958'};
  it('saves a changed, valid IBAN; not the same one typed with spaces, nor an invalid one', () => {
    expect(bankToSave('finland', {iban: 'FI14 1009 3000 1234 58', bban: '', sortCode: '', account: ''}, client)).toEqual({iban: 'FI14 1009 3000 1234 58'});
    expect(bankToSave('finland', {iban: 'FI21 1234 5600 0007 85', bban: '', sortCode: '', account: ''}, client)).toBeUndefined();
    expect(bankToSave('finland', {iban: 'FI14 1009 3000 1234 59', bban: '', sortCode: '', account: ''}, client)).toBeUndefined();
  });
  it("saves a UK client's changed, valid account", () => {
    const uk = (sortCode: string, account: string) => bankToSave('uk', {iban: '', bban: '', sortCode, account}, client);
    expect(uk('20-00-00', '55779911')).toEqual({ukSortCode: '20-00-00', ukAccountNumber: '55779911'});
    expect(uk('08-99-99', '6637 4958')).toBeUndefined();
    expect(uk('20-00-00', '5577991')).toBeUndefined();
  });
});
