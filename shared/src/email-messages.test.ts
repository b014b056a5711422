import {describe, expect, it} from 'vitest';
import {EMAIL_LANGS, emailLang, REVIEW_EMAIL} from './email-messages';

describe('review e-mail catalogue', () => {
  it('reads the catalogue languages and the order languages', () => {
    expect(['fi', 'sv', 'svFI', 'en', 'finnish', 'swedish', 'finland-swedish', 'uk-english'].map(emailLang)).toEqual([
      'fi',
      'sv',
      'svFI',
      'en',
      'fi',
      'sv',
      'svFI',
      'en',
    ]);
    expect(emailLang('de')).toBeUndefined();
    expect(emailLang(undefined)).toBeUndefined();
  });
  it('has a subject and a text in every language, each its own', () => {
    for (const lang of EMAIL_LANGS) expect(REVIEW_EMAIL[lang].subject && REVIEW_EMAIL[lang].text).toBeTruthy();
    expect(new Set(EMAIL_LANGS.map(lang => REVIEW_EMAIL[lang].text)).size).toBe(4);
  });
});
