import {describe, expect, it} from 'vitest';
import {normalizedClientInputs, normalizedOrderInputs} from './inputs';

describe('normalizedClientInputs', () => {
  it('stores the phone, the postal code and the IBAN each in its one form', () => {
    expect(normalizedClientInputs({phone: '+358 40 123 4567', zip: ' 00100 ', iban: 'fi21 1234 5600 0007 85', country: 'finland', city: 'Helsinki'})).toEqual({
      phone: '358401234567',
      zip: '00100',
      iban: 'FI2112345600000785',
      country: 'finland',
      city: 'Helsinki',
    });
  });
  it("takes the stored country for an edit that leaves it out, and the edit's own when it has one", () => {
    expect(normalizedClientInputs({phone: '070-123 45 67', zip: '41101'}, 'sweden')).toEqual({phone: '46701234567', zip: '411 01'});
    expect(normalizedClientInputs({phone: '07700 900123', country: 'uk'}, 'sweden')).toEqual({phone: '447700900123', country: 'uk'});
  });
  it('leaves out what the fields leave out, and keeps null', () => {
    expect(normalizedClientInputs({firstName: 'Aino'} as {firstName: string; phone?: string})).toEqual({firstName: 'Aino'});
    expect(normalizedClientInputs({iban: null})).toEqual({iban: null});
  });
});

describe('normalizedOrderInputs', () => {
  it("stores the bar code and the postal code of the order's country in their one form", () => {
    expect(normalizedOrderInputs({barCode: '  jjfi-abc123 ', zip: 'sw1a1aa', country: 'uk'})).toEqual({barCode: 'JJFI-ABC123', zip: 'SW1A 1AA', country: 'uk'});
    expect(normalizedOrderInputs({zip: '41101'}, 'sweden')).toEqual({zip: '411 01'});
  });
  it('keeps a null bar code and what the fields leave out', () => {
    expect(normalizedOrderInputs({barCode: null})).toEqual({barCode: null});
    expect(normalizedOrderInputs({})).toEqual({});
  });
});
