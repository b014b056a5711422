import {LIMITS, MESSAGES, smsText} from '@karat/shared';
import {TELLER_MESSAGES} from '@karat/shared/teller';
import {
  decideDidNotAnswer,
  decideNoAnswerSms,
  decideReturnToValuation,
  decideTellerApprove,
  decideTellerSms,
  DomainError,
  type TellerOrderState,
} from '../../domain';

// The demo's callback numbers (server config DEFAULT_CALLBACK_PHONES).
const PHONES = {finland: '+358 9 4245 0100', sweden: '+46 8 465 004 00', uk: '+44 20 7946 0000'};

const NOW = new Date('2026-03-11T10:00:00Z');
const TODAY = '2026-03-11';
const ME = 7;
const waiting: TellerOrderState = {
  id: 1,
  country: 'finland',
  language: 'finnish',
  clientId: 3,
  isValued: true,
  isTellered: false,
  returnToValuation: false,
  closed: false,
  products: [
    {key: 'a', price: 80.1, inDeal: true},
    {key: 'b', price: '60', inDeal: true},
  ],
};
const client = {id: 3, phone: '358401234567', birthYear: 1950, iban: null};
const accept = {offerAccepted: true, offer: 140.1, iban: 'FI21 1234 5600 0007 85'};
const refusal = (decision: unknown) => (decision instanceof DomainError ? [decision.status, decision.message] : decision);

const SWEDISH_SELLER = {personalIdentityNumber: '811218-9876', identityCheck: {method: 'bankid' as const}};

describe('decideTellerApprove', () => {
  it('sets isTellered, tellerDate, tellerId and the offers; the IBAN without spaces goes to the client', () => {
    const decision = decideTellerApprove(waiting, client, accept, ME, NOW, TODAY);
    expect(decision).toMatchObject({
      order: {isTellered: true, tellerDate: NOW, tellerId: ME, offer: 140.1, sekOffer: null, gbpOffer: null, offerAccepted: true, insuranceReturn: false},
      client: {iban: 'FI2112345600000785'},
      purchaseNote: false,
    });
  });
  it('only a waiting order: approved 409, returned, unvalued or closed 409', () => {
    expect(refusal(decideTellerApprove({...waiting, isTellered: true}, client, accept, ME, NOW, TODAY))).toEqual([409, TELLER_MESSAGES.alreadyTellered]);
    for (const state of [{returnToValuation: true}, {isValued: false}, {closed: true}])
      expect(refusal(decideTellerApprove({...waiting, ...state}, client, accept, ME, NOW, TODAY))).toEqual([409, TELLER_MESSAGES.notEligible]);
  });
  it('missing client, the spec texts', () => {
    expect(refusal(decideTellerApprove(waiting, null, accept, ME, NOW, TODAY))).toEqual([422, 'Missing client']);
    expect(refusal(decideTellerApprove(waiting, client, {...accept, offerAccepted: false}, ME, NOW, TODAY))).toEqual([422, 'Check offer accept or decline']);
    expect(refusal(decideTellerApprove(waiting, client, {...accept, iban: 'FI2112345600000786'}, ME, NOW, TODAY))).toEqual([422, 'Invalid IBAN']);
  });
  it('a seller is 18 on the day of approval by the full date; the year that turns 18 needs the date; a declined deal is no purchase', () => {
    expect(refusal(decideTellerApprove(waiting, {...client, birthYear: 2009}, accept, ME, NOW, TODAY))).toEqual([422, TELLER_MESSAGES.underAgeByYear(2009)]);
    expect(refusal(decideTellerApprove(waiting, {...client, birthYear: 2008}, accept, ME, NOW, TODAY))).toEqual([422, TELLER_MESSAGES.turns18ThisYear(2008)]);
    expect(refusal(decideTellerApprove(waiting, {...client, birthYear: null}, accept, ME, NOW, TODAY))).toEqual([422, TELLER_MESSAGES.birthUnknown]);
    // The 18th birthday is the day of approval: approved, and the date of birth goes to the client.
    expect(decideTellerApprove(waiting, {...client, birthYear: 2008}, {...accept, dateOfBirth: '2008-03-11'}, ME, NOW, TODAY)).toMatchObject({
      client: {dateOfBirth: '2008-03-11'},
    });
    // The day before the 18th birthday: refused.
    expect(refusal(decideTellerApprove(waiting, {...client, birthYear: 2008, dateOfBirth: '2008-03-12'}, accept, ME, NOW, TODAY))).toEqual([
      422,
      TELLER_MESSAGES.underAge(17),
    ]);
    expect(refusal(decideTellerApprove(waiting, {...client, birthYear: 2008}, {...accept, dateOfBirth: '2007-03-11'}, ME, NOW, TODAY))).toEqual([
      422,
      TELLER_MESSAGES.dateOfBirthNotBirthYear,
    ]);
    expect(decideTellerApprove(waiting, {...client, birthYear: 2009}, {offeredDeclined: true}, ME, NOW, TODAY)).not.toBeInstanceOf(DomainError);
  });
  it('an accepted deal freezes its payee: name, account, amounts, address, who approved it when; a declined one has none', () => {
    const named = {...client, firstName: ' Aino ', lastName: 'Virtanen', email: 'aino@example.com'};
    const decision = decideTellerApprove({...waiting, address: 'Kauppakatu 1', zip: '00100', city: 'Helsinki'}, named, accept, ME, NOW, TODAY);
    expect(decision).toMatchObject({
      order: {
        payee: {
          name: 'Aino Virtanen',
          firstName: 'Aino',
          lastName: 'Virtanen',
          email: 'aino@example.com',
          iban: 'FI2112345600000785',
          bankName: 'Nordea',
          ukSortCode: null,
          ukAccountNumber: null,
          offer: '140.10',
          sekOffer: null,
          gbpOffer: null,
          isDonation: false,
          address: 'Kauppakatu 1',
          zip: '00100',
          city: 'Helsinki',
          approvedBy: ME,
          approvedAt: NOW.toISOString(),
        },
      },
    });
    expect(decideTellerApprove(waiting, client, {offeredDeclined: true}, ME, NOW, TODAY)).toMatchObject({order: {payee: null}});
  });
  it('offers with more than two decimals are refused, never rounded', () => {
    expect(refusal(decideTellerApprove(waiting, client, {...accept, offer: '140.105'}, ME, NOW, TODAY))).toEqual([422, TELLER_MESSAGES.offerDecimals('Offer')]);
    expect(
      refusal(
        decideTellerApprove({...waiting, country: 'sweden'}, client, {offerAccepted: true, offer: 1, sekOffer: '3.456', bban: '5491-0000003'}, ME, NOW, TODAY),
      ),
    ).toEqual([422, TELLER_MESSAGES.offerDecimals('SEK offer')]);
  });
  it('products moved out of the deal worth more than 100 set insuranceReturn; 100 does not', () => {
    const out = decideTellerApprove(waiting, client, {...accept, offer: 80.1, products: [{key: 'b', inDeal: false}]}, ME, NOW, TODAY);
    expect(out).toMatchObject({
      order: {
        insuranceReturn: false,
        products: [
          {key: 'a', inDeal: true},
          {key: 'b', inDeal: false},
        ],
      },
    });
    const both = decideTellerApprove(
      waiting,
      client,
      {
        offeredDeclined: true,
        products: [
          {key: 'a', inDeal: false},
          {key: 'b', inDeal: false},
        ],
      },
      ME,
      NOW,
      TODAY,
    );
    expect(both).toMatchObject({order: {insuranceReturn: true}});
  });
  it('an accepted Swedish purchase takes a purchase note; money is whole cents', () => {
    const decision = decideTellerApprove(
      {...waiting, country: 'sweden'},
      client,
      {offerAccepted: true, offer: 0.1 + 0.2, sekOffer: '3.46', bban: '5491-0000003', ...SWEDISH_SELLER},
      ME,
      NOW,
      TODAY,
    );
    expect(decision).toMatchObject({
      order: {offer: 0.3, sekOffer: 3.46},
      client: {iban: 'SE3550000000054910000003', dateOfBirth: '1981-12-18'},
      purchaseNote: true,
      identity: {personalIdentityNumber: '19811218-9876', dateOfBirth: '1981-12-18', identityCheck: {method: 'bankid'}},
    });
  });
  it("a Swedish purchase needs the seller's personnummer (typed or the client's) and the identity check", () => {
    const swedish = {...waiting, country: 'sweden'};
    const body = {offerAccepted: true, offer: 10, sekOffer: 100, bban: '5491-0000003'};
    expect(decideTellerApprove(swedish, client, body, ME, NOW, TODAY)).toMatchObject({code: 'IDENTITY_REQUIRED'});
    expect(decideTellerApprove(swedish, client, {...body, ...SWEDISH_SELLER, personalIdentityNumber: '811218-9875'}, ME, NOW, TODAY)).toMatchObject({
      code: 'IDENTITY_INVALID',
    });
    expect(decideTellerApprove(swedish, {...client, personalIdentityNumber: '19811218-9876'}, body, ME, NOW, TODAY)).toMatchObject({
      code: 'IDENTITY_CHECK_REQUIRED',
    });
    expect(
      decideTellerApprove(swedish, {...client, personalIdentityNumber: '19811218-9876'}, {...body, identityCheck: {method: 'bankid'}}, ME, NOW, TODAY),
    ).toMatchObject({purchaseNote: true});
    // A declined offer buys nothing: no identity is asked.
    expect(decideTellerApprove(swedish, client, {offeredDeclined: true, bban: '5491-0000003'}, ME, NOW, TODAY)).toMatchObject({purchaseNote: false});
  });
  it('an unchanged IBAN is not written again', () => {
    expect(decideTellerApprove(waiting, {...client, iban: 'FI2112345600000785'}, accept, ME, NOW, TODAY)).toMatchObject({client: undefined});
  });
});

describe('the other teller actions', () => {
  const none = {perOrder: 0, perMember: 0};
  it('return to valuation', () => {
    expect(decideReturnToValuation(waiting, 'Weigh again')).toEqual({returnToValuation: true, revaluationMessageFromTeller: 'Weigh again'});
    expect(refusal(decideReturnToValuation({...waiting, isTellered: true}, undefined))).toEqual([409, TELLER_MESSAGES.alreadyTellered]);
  });
  const TODAY_START = new Date('2026-03-10T22:00:00Z');
  it('did not answer appends the time', () => {
    expect(decideDidNotAnswer({...waiting, tellerCallTries: ['2026-03-10T09:00:00.000Z']}, NOW, TODAY_START)).toEqual({
      tellerCallTries: ['2026-03-10T09:00:00.000Z', NOW.toISOString()],
      latestTellerCall: NOW,
    });
  });
  it("did not answer: at most so many tries on an order a day (429), yesterday's not counted", () => {
    const today = Array.from({length: LIMITS.callsPerOrderPerDay}, (_, i) => new Date(TODAY_START.getTime() + i * 60_000).toISOString());
    expect(refusal(decideDidNotAnswer({...waiting, tellerCallTries: today}, NOW, TODAY_START))).toEqual([429, MESSAGES.callsPerOrderPerDay]);
    expect(refusal(decideNoAnswerSms({...waiting, tellerCallTries: today}, client, none, NOW, TODAY_START, PHONES))).toEqual([
      429,
      MESSAGES.callsPerOrderPerDay,
    ]);
    const yesterday = today.map(stamp => new Date(new Date(stamp).getTime() - 86_400_000).toISOString());
    expect(decideDidNotAnswer({...waiting, tellerCallTries: [...yesterday, ...today.slice(1)]}, NOW, TODAY_START)).not.toBeInstanceOf(DomainError);
  });
  it('did not answer and send SMS: client, phone, the language', () => {
    expect(refusal(decideNoAnswerSms(waiting, null, none, NOW, TODAY_START, PHONES))).toEqual([422, 'Missing client']);
    expect(refusal(decideNoAnswerSms(waiting, {...client, phone: ' '}, none, NOW, TODAY_START, PHONES))).toEqual([422, 'Missing phone number']);
    const sms = decideNoAnswerSms({...waiting, language: 'uk-english'}, client, none, NOW, TODAY_START, PHONES);
    expect(sms).toMatchObject({to: '358401234567', change: {latestTellerCall: NOW}});
    expect((sms as {message: string}).message).toMatch(/^Hello! We tried to call you/);
    // The number of the order's country (here Finland's, the order being Finnish).
    expect((sms as {message: string}).message).toContain('call us back on +358 9 4245 0100');
  });
  it("a teller's SMS: the catalogue's text to the order's client, within the limits of hand-sent SMS", () => {
    expect(decideTellerSms({...waiting, language: 'swedish'}, client, 'tellerNoAnswer', none, PHONES)).toEqual({
      to: '358401234567',
      kind: 'tellerNoAnswer',
      message: smsText('tellerNoAnswer', 'swedish', {callbackPhone: PHONES.finland}),
    });
    expect(refusal(decideTellerSms({...waiting, isTellered: true}, client, 'tellerNoAnswer', none, PHONES))).toEqual([409, TELLER_MESSAGES.alreadyTellered]);
    expect(refusal(decideTellerSms(waiting, null, 'tellerNoAnswer', none, PHONES))).toEqual([422, 'Missing client']);
    expect(refusal(decideTellerSms(waiting, client, 'tellerNoAnswer', {perOrder: LIMITS.smsPerOrderPer24h, perMember: 0}, PHONES))).toEqual([
      429,
      MESSAGES.smsOrderLimit,
    ]);
    expect(refusal(decideNoAnswerSms(waiting, client, {perOrder: 0, perMember: LIMITS.smsPerMemberPerHour}, NOW, TODAY_START, PHONES))).toEqual([
      429,
      MESSAGES.smsMemberLimit,
    ]);
  });
});
