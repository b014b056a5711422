import {describe, expect, it} from 'vitest';
import {addressProblems, isValidPostalCode} from './address';

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
