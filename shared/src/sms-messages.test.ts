import {describe, expect, it} from 'vitest';
import {LANGUAGES, LIMITS} from './constants';
import {MESSAGES} from './messages';
import {isColdCase} from './call-windows';
import {callbackPhoneOf, SMS_CATALOGUE, smsLimitProblem, smsLimitWindows, smsPlaceholders, smsText, TELLER_SMS_KINDS} from './sms-messages';

describe('SMS catalogue', () => {
  it('has a return-code text for every language, each with exactly the {returnCode} placeholder', () => {
    expect(Object.keys(SMS_CATALOGUE.returnCode).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(smsPlaceholders(SMS_CATALOGUE.returnCode[language])).toEqual(['returnCode']);
  });

  it('fills the placeholder in the language of the order', () => {
    expect(smsText('returnCode', 'finnish', {returnCode: 'JJFI123'})).toBe(
      'Hei! Voit palauttaa lähetyksesi maksutta palautuskoodilla JJFI123 lähimmässä Postin toimipisteessä. Ystävällisin terveisin, Karat',
    );
    expect(smsText('returnCode', 'finland-swedish', {returnCode: 'JJFI123'})).toContain('med returkoden JJFI123 på närmaste Posti');
    expect(smsText('returnCode', 'swedish', {returnCode: 'JJFI123'})).toMatch(/^Hej! .*returkoden JJFI123 /);
    expect(smsText('returnCode', 'uk-english', {returnCode: 'JJFI123'})).toContain('with the return code JJFI123 at your nearest Posti');
    for (const language of LANGUAGES) expect(smsText('returnCode', language, {returnCode: 'X1'})).not.toMatch(/[{}]/);
  });

  it('falls back to Finnish for a missing or unknown language', () => {
    const finnish = smsText('returnCode', 'finnish', {returnCode: 'A1'});
    expect(smsText('returnCode', null, {returnCode: 'A1'})).toBe(finnish);
    expect(smsText('returnCode', 'klingon', {returnCode: 'A1'})).toBe(finnish);
  });

  it("gives the number to call back in every no-answer text, the order country's", () => {
    for (const language of LANGUAGES) expect(smsPlaceholders(SMS_CATALOGUE.tellerNoAnswer[language])).toEqual(['callbackPhone']);
    const phones = {finland: '+358 9 4245 0100', sweden: '+46 8 465 004 00', uk: '+44 20 7946 0000'};
    expect(callbackPhoneOf(phones, 'sweden')).toBe('+46 8 465 004 00');
    expect(callbackPhoneOf(phones, 'uk')).toBe('+44 20 7946 0000');
    expect(callbackPhoneOf(phones, null)).toBe('+358 9 4245 0100');
    expect(smsText('tellerNoAnswer', 'uk-english', {callbackPhone: callbackPhoneOf(phones, 'uk')})).toContain('call us back on +44 20 7946 0000 on weekdays');
    expect(() => smsText('tellerNoAnswer', 'finnish', {})).toThrow(/callbackPhone/);
  });

  it('refuses to leave a placeholder empty', () => {
    expect(() => smsText('returnCode', 'finnish', {})).toThrow(/returnCode/);
    expect(() => smsText('returnCode', 'finnish', {returnCode: '  '})).toThrow(/returnCode/);
  });
});

describe('cold case', () => {
  const now = new Date('2026-03-11T10:00:00Z');
  const old = new Date('2026-01-25T09:59:59Z');
  it('is an open, unreceived order created more than 45 days ago', () => {
    expect(isColdCase({createdAt: old}, now)).toBe(true);
    expect(isColdCase({createdAt: old.toISOString(), closed: false, isReceived: false}, now)).toBe(true);
    expect(isColdCase({createdAt: new Date('2026-01-25T10:00:00Z')}, now)).toBe(false);
    expect(isColdCase({createdAt: old, closed: true}, now)).toBe(false);
    expect(isColdCase({createdAt: old, isReceived: true}, now)).toBe(false);
    expect(isColdCase({createdAt: null}, now)).toBe(false);
  });
});

describe('the limits of hand-sent SMS', () => {
  it('lets a message go below both limits', () => {
    expect(smsLimitProblem({perOrder: LIMITS.smsPerOrderPer24h - 1, perMember: LIMITS.smsPerMemberPerHour - 1})).toBeUndefined();
  });
  it('stops at the per-order limit first, then at the per-member one', () => {
    expect(smsLimitProblem({perOrder: LIMITS.smsPerOrderPer24h, perMember: LIMITS.smsPerMemberPerHour})).toBe(MESSAGES.smsOrderLimit);
    expect(smsLimitProblem({perOrder: 0, perMember: LIMITS.smsPerMemberPerHour})).toBe(MESSAGES.smsMemberLimit);
    expect(MESSAGES.smsOrderLimit).toBe('At most 3 messages of this kind per order in 24 hours, try again later');
  });
  it('counts the order over 24 hours and the member over one hour', () => {
    expect(smsLimitWindows(new Date('2026-03-10T10:00:00Z'))).toEqual({
      orderSince: new Date('2026-03-09T10:00:00Z'),
      memberSince: new Date('2026-03-10T09:00:00Z'),
    });
  });
  it("lets a teller send the catalogue's texts only", () => {
    for (const kind of TELLER_SMS_KINDS) expect(Object.keys(SMS_CATALOGUE)).toContain(kind);
  });
});
