import {describe, expect, it} from 'vitest';
import {homeFigures} from './home-figures';

describe('homeFigures', () => {
  it("shows each area's counts, 0 while missing, and nothing for an area without counts", () => {
    expect(homeFigures('buyer', {welcomeCalls: 3, afterCalls: 1})).toEqual([
      {label: 'Your welcome calls', value: 3},
      {label: 'Your after calls', value: 1},
    ]);
    expect(homeFigures('receiver', undefined)).toEqual([{label: 'Received today', value: 0}]);
    expect(homeFigures('coldCases', {coldCases: {finnish: 4}})[0]).toEqual({label: expect.stringMatching(/^Cold cases, /), value: 4});
    expect(homeFigures('coldCases', {coldCases: {finnish: 4}})).toHaveLength(4);
    expect(homeFigures('logout', {})).toEqual([]);
  });
  it("shows the later desks' queues", () => {
    expect(homeFigures('valuation', {toValue: 5, toRevalue: 2}).map(f => f.value)).toEqual([5, 2]);
    expect(homeFigures('payer', {toPay: 7})).toEqual([
      {label: 'Offers to pay', value: 7},
      {label: 'Donations to pay', value: 0},
    ]);
    expect(homeFigures('packager', {toPack: 1})).toEqual([{label: 'Waiting to be packed', value: 1}]);
    expect(homeFigures('teller', {toTeller: 4})[0].value).toBe(4);
    expect(homeFigures('bursar', {toComplete: 9})[0].value).toBe(9);
  });
});
