import {describe, expect, it} from 'vitest';
import {addressProblems, isValidPostalCode, normalizePostalCode} from './address';

describe('isValidPostalCode', () => {
  it.each([
    ['finland', '20100', true],
    ['finland', '2010', false],
    ['finland', '201000', false],
    ['finland', 'AB123', false],
    ['sweden', '411 01', true],
    ['sweden', '41101', true],
    ['sweden', '411-01', false],
    ['sweden', '4110', false],
    ['uk', 'SW1A 1AA', true],
    ['uk', 'sw1a1aa', true],
    ['uk', 'M1 1AE', true],
    ['uk', 'EC1A 1BB', true],
    ['uk', '12345', false],
    ['uk', 'QQ1 1AA', false],
    ['norway', '0150', false],
  ])('%s %s is %s', (country, zip, valid) => {
    expect(isValidPostalCode(country, zip)).toBe(valid);
  });
});

describe('addressProblems', () => {
  it('is empty for a complete address', () => {
    expect(addressProblems({address: 'Aurakatu 1', zip: '20100', city: 'Turku', country: 'finland'})).toEqual([]);
  });
  it('names each missing part and a wrong postal code', () => {
    expect(addressProblems({country: 'finland'})).toEqual(['Missing address', 'Missing city', 'Missing zip']);
    expect(addressProblems({address: 'a', city: 'b', zip: '123', country: 'sweden'})).toEqual(['Invalid postal code for sweden']);
    expect(addressProblems({address: 'a', city: 'b', zip: '123'})).toEqual(['Unknown country']);
  });
});

describe('normalizePostalCode', () => {
  it.each([
    [' 00100 ', 'finland', '00100'],
    ['00 100', 'finland', '00100'],
    ['41101', 'sweden', '411 01'],
    [' 411  01 ', 'sweden', '411 01'],
    ['sw1a1aa', 'uk', 'SW1A 1AA'],
    [' sw1a  1aa', 'uk', 'SW1A 1AA'],
    ['m11ae', 'uk', 'M1 1AE'],
    ['EC1A 1BB', 'uk', 'EC1A 1BB'],
  ])('%s (%s) is %s', (zip, country, stored) => {
    expect(normalizePostalCode(zip, country)).toBe(stored);
  });
  it('leaves what is not a code of the country as typed, trimmed and upper case, for the format check', () => {
    expect(normalizePostalCode(' 2010 ', 'finland')).toBe('2010');
    expect(normalizePostalCode('411-01', 'sweden')).toBe('411-01');
    expect(normalizePostalCode(' 0150 oslo ', 'norway')).toBe('0150 OSLO');
    expect(normalizePostalCode(' 0150 ', null)).toBe('0150');
  });
  it('a normalized code keeps its validity', () => {
    for (const [zip, country] of [
      ['41101', 'sweden'],
      ['sw1a1aa', 'uk'],
      ['20100', 'finland'],
    ]) {
      expect(isValidPostalCode(country, normalizePostalCode(zip, country))).toBe(true);
    }
  });
});
