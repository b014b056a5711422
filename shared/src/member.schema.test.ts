import {describe, expect, it} from 'vitest';
import {memberSchema} from './member.schema';
import {memberCreateSchema, passwordSchema} from './password-rules';
import {MESSAGES} from './messages';

const givenMember = (partial: Record<string, unknown> = {}) => ({
  name: 'Anna Buyer',
  username: 'anna.buyer',
  buyerCommission: 40,
  preferLanguage: 'finnish',
  preferCountry: 'finland',
  team: 'turku',
  ...partial,
});

describe('memberSchema', () => {
  it('accepts a complete member', () => {
    expect(memberSchema.safeParse(givenMember()).success).toBe(true);
  });
  it('requires a name', () => {
    const r = memberSchema.safeParse(givenMember({name: ' '}));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Name is required');
  });
  it('needs a username of 8 characters, 7 is too short', () => {
    expect(memberSchema.safeParse(givenMember({username: 'abcdefgh'})).success).toBe(true);
    const r = memberSchema.safeParse(givenMember({username: 'abcdefg'}));
    expect(r.error?.issues[0].message).toBe('Username must be at least 8 characters');
  });
  it('stores the username NFKC-normalised and trimmed', () => {
    expect(memberSchema.parse(givenMember({username: ' Ａｎｎａ．Ｂｕｙｅｒ '})).username).toBe('Anna.Buyer');
    // Full-width letters count as the letters they stand for, also for the length.
    expect(memberSchema.safeParse(givenMember({username: 'ａｂｃｄｅｆｇ'})).error?.issues[0].message).toBe(MESSAGES.usernameMin);
  });
  it('needs buyerCommission as a number', () => {
    expect(memberSchema.safeParse(givenMember({buyerCommission: 'x'})).success).toBe(false);
    expect(memberSchema.safeParse(givenMember({buyerCommission: undefined})).success).toBe(false);
  });
  it('needs preferLanguage and preferCountry from the lists', () => {
    expect(memberSchema.safeParse(givenMember({preferLanguage: undefined})).success).toBe(false);
    expect(memberSchema.safeParse(givenMember({preferCountry: 'norway'})).success).toBe(false);
  });
  it('takes role flags as booleans', () => {
    expect(memberSchema.safeParse(givenMember({admin: true, receiver: false})).success).toBe(true);
    expect(memberSchema.safeParse(givenMember({admin: 'yes'})).success).toBe(false);
  });
});

describe('passwords', () => {
  it('needs at least 12 characters on create and on change', () => {
    expect(memberCreateSchema.safeParse(givenMember({password: 'kettle-harbo'})).success).toBe(true);
    expect(memberCreateSchema.safeParse(givenMember({password: 'kettle-harb'})).success).toBe(false);
    expect(memberCreateSchema.safeParse(givenMember()).success).toBe(false);
    expect(passwordSchema.safeParse({password: 'kettle-harb'}).error?.issues[0].message).toBe('Password must be at least 12 characters');
  });
});
