import {describe, expect, it} from 'vitest';
import {COMMON_PASSWORDS_TEXT} from './common-passwords.data';
import {LIMITS} from './constants';
import {MESSAGES} from './messages';
import {normalizeUsername} from './member.schema';
import {isCommonPassword, memberCreateSchema, passwordProblem, passwordSchema, passwordSchemaFor, visibleLength} from './password-rules';

describe('passwordProblem', () => {
  it('accepts a long, uncommon password that is not the username', () => {
    expect(passwordProblem('amber-kettle-harbour', 'anna.buyer')).toBeUndefined();
  });
  it('needs at least 12 characters: 11 is too short', () => {
    expect(LIMITS.passwordMin).toBe(12);
    expect(MESSAGES.passwordMin).toBe(`Password must be at least ${LIMITS.passwordMin} characters`);
    expect(passwordProblem('kettle-harb')).toBe(MESSAGES.passwordMin);
    expect(passwordProblem('kettle-harbo')).toBeUndefined();
  });
  it('counts characters, not UTF-16 units', () => {
    // 11 emoji are 22 UTF-16 units but 11 characters.
    expect(passwordProblem('🦊'.repeat(11))).toBe(MESSAGES.passwordMin);
    expect(passwordProblem('🦊'.repeat(12))).toBeUndefined();
  });
  it('counts visible characters only: zero-width and format characters, lone accents and odd spaces count for nothing', () => {
    expect(passwordProblem('\u200b'.repeat(12))).toBe(MESSAGES.passwordBlank);
    expect(passwordProblem('\u200b\u200c\u200d\u2060\ufeff\u00ad'.repeat(4))).toBe(MESSAGES.passwordBlank);
    expect(passwordProblem(`kettle-harb${'\u200b'.repeat(5)}`)).toBe(MESSAGES.passwordMin);
    expect(passwordProblem(`kettle-harb${'\u0301'.repeat(3)}`)).toBe(MESSAGES.passwordMin);
    expect(passwordProblem(`kettle-harb\u2009\u3000`)).toBe(MESSAGES.passwordMin);
    expect(visibleLength('kettle harbour')).toBe(14);
    expect(visibleLength('e\u0301'.repeat(12))).toBe(12);
    // A common password padded with invisible characters is still that password.
    expect(passwordProblem('qwerty\u200b123456')).toBe(MESSAGES.passwordCommon);
    expect(passwordProblem('anna.buyer.fi\u200b', 'anna.buyer.fi')).toBe(MESSAGES.passwordIsUsername);
  });
  it('refuses an empty or whitespace-only password, however long', () => {
    expect(passwordProblem('')).toBe(MESSAGES.passwordBlank);
    expect(passwordProblem(' '.repeat(20))).toBe(MESSAGES.passwordBlank);
    expect(passwordProblem('\t\n\u3000'.repeat(6))).toBe(MESSAGES.passwordBlank);
  });
  it('refuses the username as password, regardless of case, spaces and width', () => {
    expect(passwordProblem('anna.buyer.fi', 'anna.buyer.fi')).toBe(MESSAGES.passwordIsUsername);
    expect(passwordProblem('ANNA.Buyer.FI', 'anna.buyer.fi')).toBe(MESSAGES.passwordIsUsername);
    expect(passwordProblem(' anna.buyer.fi ', 'anna.buyer.fi')).toBe(MESSAGES.passwordIsUsername);
    expect(passwordProblem('ａｎｎａ.ｂｕｙｅｒ.ｆｉ', 'Anna.Buyer.fi')).toBe(MESSAGES.passwordIsUsername);
    expect(passwordProblem('anna.buyer.fi2', 'anna.buyer.fi')).toBeUndefined();
  });
  it('refuses common passwords from the bundled list, regardless of case', () => {
    expect(passwordProblem('1qaz2wsx3edc')).toBe(MESSAGES.passwordCommon);
    expect(passwordProblem('QWERTY123456')).toBe(MESSAGES.passwordCommon);
    expect(passwordProblem('Qazwsxedcrfv')).toBe(MESSAGES.passwordCommon);
    expect(isCommonPassword('amber-kettle-harbour')).toBe(false);
  });
  it('accepts the passwords of the demo, the seed, the tests and the README', () => {
    for (const password of ['demo-password', 'seed-password', 'member-password', 'test-admin-password', 'a-long-password']) {
      expect(passwordProblem(password)).toBeUndefined();
    }
  });
});

describe('the bundled common passwords', () => {
  const entries = COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean);
  it('holds a few thousand distinct lower-case entries that the length rule alone would let through', () => {
    expect(entries.length).toBe(5000);
    expect(new Set(entries).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry).toBe(entry.normalize('NFKC').trim().toLowerCase());
      expect([...entry].length).toBeGreaterThanOrEqual(LIMITS.passwordMin);
    }
  });
});

describe('normalizeUsername', () => {
  it('applies NFKC and trims', () => {
    expect(normalizeUsername('  Ａｄｍｉｎ－ｕｓｅｒ\u3000')).toBe('Admin-user');
    expect(normalizeUsername('ﬁnance-team')).toBe('finance-team');
  });
});

describe('password rules in the form schemas', () => {
  const member = {
    name: 'Anna Buyer',
    username: 'anna.buyer',
    buyerCommission: 40,
    preferLanguage: 'finnish',
    preferCountry: 'finland',
  };
  it('memberCreateSchema puts each rule on the password field', () => {
    const problem = (password: unknown, username = member.username) => {
      const r = memberCreateSchema.safeParse({...member, username, password});
      return r.success ? undefined : r.error.issues.map(i => `${i.path.join('.')}: ${i.message}`);
    };
    expect(problem('amber-kettle-harbour')).toBeUndefined();
    expect(problem('short')).toEqual([`password: ${MESSAGES.passwordMin}`]);
    expect(problem(' '.repeat(12))).toEqual([`password: ${MESSAGES.passwordBlank}`]);
    expect(problem(undefined)).toEqual([`password: ${MESSAGES.passwordBlank}`]);
    expect(problem('1q2w3e4r5t6y')).toEqual([`password: ${MESSAGES.passwordCommon}`]);
    expect(problem('Anna.Buyer.Helsinki', 'anna.buyer.helsinki')).toEqual([`password: ${MESSAGES.passwordIsUsername}`]);
  });
  it('says "not the username" while other fields are still wrong, as a form needs it', () => {
    const r = memberCreateSchema.safeParse({username: 'kettle.harbour', password: 'KETTLE.HARBOUR'});
    expect(r.error?.issues.filter(i => i.path.join('.') === 'password').map(i => i.message)).toEqual([MESSAGES.passwordIsUsername]);
  });
  it('passwordSchemaFor(username) adds "not the username" to the password change', () => {
    expect(passwordSchema.safeParse({password: 'anna.buyer.helsinki'}).success).toBe(true);
    const r = passwordSchemaFor('Anna.Buyer.Helsinki').safeParse({password: 'anna.buyer.helsinki'});
    expect(r.error?.issues.map(i => i.message)).toEqual([MESSAGES.passwordIsUsername]);
    expect(passwordSchemaFor('anna.buyer').safeParse({password: 'kettle-harbo'}).success).toBe(true);
  });
});
