import {describe, expect, it} from 'vitest';
import {MESSAGES} from './messages';
import {joinPhoneWords, normalizePhone, phoneLookup, phoneSearchDigits, smsPhoneProblem, smsRecipient} from './phone';

/** Examples of normalizePhone (the database's phone_key() is compared with it on the same kinds in schema.integration). */
const PHONE_EXAMPLES: [string | null, string | null, string][] = [
  ['+358 40 123 4567', null, '358401234567'],
  ['+358-40-1234567', 'sweden', '358401234567'],
  ['00358 40 1234567', 'finland', '358401234567'],
  ['358401234567', 'finland', '358401234567'],
  ['040 123 4567', 'finland', '358401234567'],
  ['(040) 123 45 67', 'finland', '358401234567'],
  ['070-123 45 67', 'sweden', '46701234567'],
  ['07700 900123', 'uk', '447700900123'],
  ['040 123 4567', null, '0401234567'],
  ['040 123 4567', 'norway', '0401234567'],
  ['', 'finland', ''],
  [null, 'finland', ''],
];

describe('normalizePhone', () => {
  it.each(PHONE_EXAMPLES)('%s (%s) is %s', (phone, country, digits) => {
    expect(normalizePhone(phone, country)).toBe(digits);
  });
});

describe('phoneSearchDigits', () => {
  it.each([
    ['+358 40 123', '35840123'],
    ['+358401234567', '358401234567'],
    ['00358401234567', '358401234567'],
    ['040 1234567', '401234567'],
    ['040-123', '40123'],
    ['(09) 123 456', '9123456'],
  ])('%s asks %s', (word, digits) => {
    expect(phoneSearchDigits(word)).toBe(digits);
  });
  it.each([
    ['35840123', 'digits alone are the word itself'],
    ['00100', 'a zip is too short'],
    ['02100', 'a zip is too short'],
    ['0401', 'too short'],
    ['Turku', 'not digits'],
    ['JJFI0123456', 'a bar code'],
    ['+', 'no digits'],
  ])('%s is not a phone (%s)', word => {
    expect(phoneSearchDigits(word)).toBeUndefined();
  });
  it('finds the same number in every way it is written', () => {
    const stored = normalizePhone('0401234567', 'finland');
    for (const typed of ['+358 40 123 4567', '040 123 4567', '0401234567', '+358401234567', '00358 401234567']) {
      expect(stored).toContain(phoneSearchDigits(typed));
    }
    expect(stored).toContain('35840123');
  });
});

describe('joinPhoneWords', () => {
  it('joins a number typed with spaces', () => {
    expect(joinPhoneWords(['+358', '40', '123', '4567'])).toEqual(['+358 40 123 4567']);
    expect(joinPhoneWords(['040', '123', '4567', 'Turku'])).toEqual(['040 123 4567', 'Turku']);
    expect(joinPhoneWords(['Matti', '07700', '900123'])).toEqual(['Matti', '07700 900123']);
    expect(joinPhoneWords(['09', '123-456'])).toEqual(['09 123-456']);
  });
  it('leaves other words alone', () => {
    expect(joinPhoneWords(['02100', '12'])).toEqual(['02100', '12']);
    expect(joinPhoneWords(['20100', '40', '123'])).toEqual(['20100', '40', '123']);
    expect(joinPhoneWords(['Aurakatu', '1'])).toEqual(['Aurakatu', '1']);
    expect(joinPhoneWords(['+358'])).toEqual(['+358']);
    expect(joinPhoneWords(['040', 'closed:true'])).toEqual(['040', 'closed:true']);
  });
});

describe('smsRecipient (the SMS phone rule)', () => {
  it.each([
    ['358401234567', null, '358401234567'],
    ['+358 40 123 4567', 'sweden', '358401234567'],
    ['040-123 4567', 'finland', '358401234567'],
    ['(070) 123 45 67', 'sweden', '46701234567'],
    ['07700 900123', 'uk', '447700900123'],
  ])('%s (%s) goes to %s', (phone, country, to) => {
    expect(smsRecipient(phone, country)).toEqual({to});
    expect(smsPhoneProblem(phone, country)).toBeUndefined();
  });
  it.each([
    [null, 'finland', MESSAGES.missingPhone],
    ['  ', 'finland', MESSAGES.missingPhone],
    ['040 123 4567 ext', 'finland', MESSAGES.phoneDigitsOnly],
    ['358401234567x', null, MESSAGES.phoneDigitsOnly],
    ['040 123 4567', null, MESSAGES.missingCountryCode],
    ['040 123 4567', 'norway', MESSAGES.missingCountryCode],
    ['+358 1', null, MESSAGES.smsPhoneLength],
    ['+358 40 123 4567 8901 234', null, MESSAGES.smsPhoneLength],
  ])('refuses %s (%s): %s', (phone, country, error) => {
    expect(smsRecipient(phone, country)).toEqual({error});
    expect(smsPhoneProblem(phone, country)).toBe(error);
  });
});

describe('the phone lookup as a buyer types it (phoneLookup)', () => {
  it('takes the international and the national forms, a national one in the buyer’s market', () => {
    expect(phoneLookup('+358 40 123 4567')).toEqual({phone: '358401234567'});
    expect(phoneLookup('00358-40-1234567')).toEqual({phone: '358401234567'});
    expect(phoneLookup('358401234567')).toEqual({phone: '358401234567'});
    expect(phoneLookup('040 123 4567', 'finland')).toEqual({phone: '358401234567'});
    expect(phoneLookup('070-123 45 67', 'sweden')).toEqual({phone: '46701234567'});
  });

  it('refuses letters, and a national number with no market to take the code from', () => {
    expect(phoneLookup('040 12a 4567', 'finland')).toEqual({error: MESSAGES.phoneDigitsOnly});
    expect(phoneLookup('040 123 4567')).toEqual({error: MESSAGES.missingCountryCode});
    expect(phoneLookup('1 555 0100')).toEqual({error: MESSAGES.missingCountryCode});
  });
});
