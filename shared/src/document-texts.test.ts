import {describe, expect, it} from 'vitest';
import {LANGUAGES} from './constants';
import {
  DEFAULT_GREETINGS,
  DOCUMENT_LANGUAGES,
  DOCUMENT_TEXTS,
  documentLanguage,
  greetingText,
  printedFinnishReference,
  printedRfReference,
} from './document-texts';

describe('document texts', () => {
  it("picks the document language from the order's language, else its country, else Finnish", () => {
    expect(LANGUAGES.map(language => documentLanguage(language))).toEqual(['fi', 'svFI', 'sv', 'en']);
    expect(documentLanguage(null, 'sweden')).toBe('sv');
    expect(documentLanguage(undefined, 'uk')).toBe('en');
    expect(documentLanguage('klingon', null)).toBe('fi');
  });

  it("takes the admin's greeting, and the default one when it is missing or blank", () => {
    expect(greetingText({fi: '  Moi!  '}, 'fi')).toBe('Moi!');
    expect(greetingText({fi: '   ', sv: null}, 'fi')).toBe(DEFAULT_GREETINGS.fi);
    expect(greetingText({fi: 'Moi'}, 'sv')).toBe(DEFAULT_GREETINGS.sv);
    expect(greetingText(null, 'en')).toBe(DEFAULT_GREETINGS.en);
  });

  it('has every text in every language, none blank', () => {
    for (const language of DOCUMENT_LANGUAGES) {
      expect(DEFAULT_GREETINGS[language].trim()).not.toBe('');
      for (const [key, text] of Object.entries(DOCUMENT_TEXTS[language])) expect(text.trim(), `${language}.${key}`).not.toBe('');
    }
    expect(new Set(DOCUMENT_LANGUAGES.map(l => DEFAULT_GREETINGS[l])).size).toBe(4);
  });

  it('prints a Finnish reference in fives from the right and an RF reference in fours from the left', () => {
    expect(printedFinnishReference('1232')).toBe('1232');
    expect(printedFinnishReference('12345678903')).toBe('1 23456 78903');
    expect(printedRfReference('RF941232')).toBe('RF94 1232');
    expect(printedRfReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });
});
