import {describe, expect, it} from 'vitest';
import {memberSchema} from './member.schema';
import {USERNAME_MESSAGES, usernameConfusableWith, usernameProblem, usernameSkeleton, withoutInvisible} from './username-rules';

describe('usernameProblem', () => {
  it('takes letters of one script with their accents, digits and . _ - @', () => {
    for (const username of ['demo-admin', 'anna.buyer', 'Äijälä-buyer', 'seed-buyer-1', 'иван-петров', 'γιώργος.π', 'anna_b@turku', 'e\u0301milie-b']) {
      expect(usernameProblem(username), username).toBeUndefined();
    }
  });
  it('refuses invisible and formatting characters', () => {
    for (const username of [
      'demo\u200badmin',
      'demo-admin\u200d',
      '\u2060demo-admin',
      'demo\u00adadmin',
      'demo\u202eadmin',
      'demo\u3164admin',
      'demo\ufe0fadmin',
      'demo\u034fadmin',
    ]) {
      expect(usernameProblem(username), JSON.stringify(username)).toBe(USERNAME_MESSAGES.invisible);
    }
  });
  it('refuses spaces of any kind and other characters', () => {
    for (const username of ['demo admin', 'demo\u00a0admin', 'demo\u2009admin', 'demo<admin>', 'demo/admin', 'demo!admin']) {
      expect(usernameProblem(username), JSON.stringify(username)).toBe(USERNAME_MESSAGES.characters);
    }
  });
  it('refuses letters of two scripts: a Cyrillic а or Greek ο among Latin letters', () => {
    expect(usernameProblem('demo-\u0430dmin')).toBe(USERNAME_MESSAGES.mixedScripts);
    expect(usernameProblem('dem\u03bf-admin')).toBe(USERNAME_MESSAGES.mixedScripts);
    expect(usernameProblem('иван-ivanov')).toBe(USERNAME_MESSAGES.mixedScripts);
  });
  it('refuses accents without a letter, and accents piled on one letter', () => {
    expect(usernameProblem('\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301')).toBe(USERNAME_MESSAGES.marks);
    expect(usernameProblem('demo-\u0301admin')).toBe(USERNAME_MESSAGES.marks);
    expect(usernameProblem('demo-a\u0301\u0302\u0303\u0304dmin')).toBe(USERNAME_MESSAGES.marks);
  });
  it("is the member form's rule, after NFKC and trimming", () => {
    const member = {name: 'Anna', buyerCommission: 0, preferLanguage: 'finnish', preferCountry: 'finland'};
    expect(memberSchema.safeParse({...member, username: 'demo\u200badmin'}).error?.issues[0].message).toBe(USERNAME_MESSAGES.invisible);
    expect(memberSchema.safeParse({...member, username: ' Ａｎｎａ．Ｂｕｙｅｒ '}).success).toBe(true);
  });
});

describe('look-alike usernames (usernameSkeleton, usernameConfusableWith)', () => {
  it('reads Cyrillic and Greek look-alikes, 0 and o, 1, I and l as one', () => {
    expect(usernameSkeleton('demo-admin')).toBe('demo-admin');
    for (const lookAlike of ['dem\u043e-\u0430dmin', 'dem0-admin', 'dem\u03bf-admin']) {
      expect(usernameSkeleton(lookAlike), lookAlike).toBe(usernameSkeleton('demo-admin'));
    }
    // Capitals are compared with capitals: a capital I reads as a small L.
    expect(usernameSkeleton('\u0421\u0410R\u041e')).toBe(usernameSkeleton('CARO'));
    expect(usernameSkeleton('ADMIN')).toBe(usernameSkeleton('ADMlN'));
    expect(usernameSkeleton('bill-1')).toBe(usernameSkeleton('BiII-l'));
    expect(usernameSkeleton('modern-x')).toBe(usernameSkeleton('modem-x'));
  });
  it('names the existing username a new one looks like; the same username in another case is not a look-alike but taken', () => {
    const existing = ['demo-admin', 'anna.buyer'];
    expect(usernameConfusableWith('dem0-admin', existing)).toBe('demo-admin');
    expect(usernameConfusableWith('\u0430nna.buyer', existing)).toBe('anna.buyer');
    expect(usernameConfusableWith('DEMO-ADMIN', existing)).toBeUndefined();
    expect(usernameConfusableWith('demo-admins', existing)).toBeUndefined();
  });
  it('drops invisible characters', () => {
    expect(withoutInvisible('a\u200bb\u2060c\ufeff')).toBe('abc');
    expect(usernameSkeleton('demo\u200b-admin')).toBe('demo-admin');
  });
});
