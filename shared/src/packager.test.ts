import {describe, expect, it} from 'vitest';
import {barCodeProblem, BAR_CODE_MESSAGES} from './bar-code';
import {
  CLIENT_POSTAL_FIELDS,
  clientPostalSchema,
  packagerClaimCutoff,
  packagerHistorySince,
  packagerLanguage,
  packagerSlug,
  PACKAGER_MESSAGES,
} from './packager';

describe('packager languages', () => {
  it("maps the routes' slugs to the orders' languages, uk to uk-english", () => {
    expect(['finnish', 'finland-swedish', 'swedish', 'uk'].map(packagerLanguage)).toEqual(['finnish', 'finland-swedish', 'swedish', 'uk-english']);
    expect(packagerLanguage('uk-english')).toBe('uk-english');
    expect(packagerLanguage('english')).toBeUndefined();
    expect(packagerLanguage(undefined)).toBeUndefined();
    expect(packagerSlug('uk-english')).toBe('uk');
  });
  it('abandons claims older than 30 minutes', () => {
    expect(packagerClaimCutoff(new Date('2025-03-01T12:00:00Z')).toISOString()).toBe('2025-03-01T11:30:00.000Z');
  });
  it('starts the history today or 7 days before today, in the business time zone', () => {
    const now = new Date('2025-03-31T06:00:00Z'); // 09:00 in Helsinki, summer time since the 30th
    expect(packagerHistorySince(now, 'today').toISOString()).toBe('2025-03-30T21:00:00.000Z');
    expect(packagerHistorySince(now, 'week').toISOString()).toBe('2025-03-23T22:00:00.000Z');
  });
  it("spells the spec's progress and failure texts", () => {
    expect(PACKAGER_MESSAGES.printCarrierLabelFailed('Printer offline')).toBe('Print carrier label failed: Printer offline');
    expect(PACKAGER_MESSAGES.printInvoiceFailed('x')).toBe('Print invoice failed: x');
    expect(PACKAGER_MESSAGES.invalidPackageNumber).toBe('Invalid package number.');
  });
});

describe('barCodeProblem', () => {
  it('accepts carrier tracking codes, normalized', () => {
    expect(barCodeProblem('JJFI12345678901234567890')).toBeUndefined();
    expect(barCodeProblem(' kg123456789gb ')).toBeUndefined();
    expect(barCodeProblem('E2E-ABC123')).toBeUndefined();
  });
  it('refuses blank, short, long and odd codes with their texts', () => {
    expect(barCodeProblem('  ')).toBe(BAR_CODE_MESSAGES.required);
    expect(barCodeProblem('AB12')).toBe(BAR_CODE_MESSAGES.length);
    expect(barCodeProblem('A'.repeat(41))).toBe(BAR_CODE_MESSAGES.length);
    expect(barCodeProblem('AB 123456')).toBe(BAR_CODE_MESSAGES.characters);
    expect(barCodeProblem('ÅÄÖ123456')).toBe(BAR_CODE_MESSAGES.characters);
  });
});

describe('clientPostalSchema', () => {
  const valid = {firstName: 'John', lastName: 'Smith', address: '10 Downing St', zip: 'SW1A 2AA', city: 'London'};
  it('takes only the postal fields, trimmed', () => {
    expect(clientPostalSchema('uk').parse({...valid, city: ' London '})).toEqual(valid);
    expect(CLIENT_POSTAL_FIELDS).toEqual(['firstName', 'lastName', 'address', 'zip', 'city']);
  });
  it('refuses other fields (bank details, phone) instead of dropping them', () => {
    expect(clientPostalSchema('uk').safeParse({...valid, iban: 'FI21 1234 5600 0007 85'}).success).toBe(false);
    expect(clientPostalSchema('uk').safeParse({...valid, phone: '447700900123'}).success).toBe(false);
  });
  it("uses the client form's rules and the country's zip format", () => {
    const zip = clientPostalSchema('uk').safeParse({...valid, zip: '00100'});
    expect(zip.success).toBe(false);
    expect(zip.error?.issues[0].message).toBe('Zip 00100 does not fit UK');
    const name = clientPostalSchema('uk').safeParse({...valid, firstName: 'J0hn'});
    expect(name.error?.issues[0].message).toBe('First name may contain only letters, spaces and hyphens');
    expect(clientPostalSchema('uk').safeParse({...valid, city: ''}).error?.issues[0].message).toBe('City is required');
  });
});
