import {LANGUAGES} from '@karat/shared';
import {describe, expect, it} from 'vitest';
import {COLD_CASE_LANGUAGE_LABELS, isLanguage} from './languages';

describe('cold-case languages', () => {
  it('knows the four languages of the routes', () => {
    expect(LANGUAGES.filter(isLanguage)).toHaveLength(4);
    expect(isLanguage('german')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(COLD_CASE_LANGUAGE_LABELS['finland-swedish']).toBe('Fi-Swedish');
  });
});
