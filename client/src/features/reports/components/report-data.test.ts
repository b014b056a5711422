import {describe, expect, it} from 'vitest';
import {acceptedMaterialsCsv, csvName, paramsFromRequest, requestFromParams, valuatedCsv} from './report-data';

const NOW = new Date('2026-11-27T07:30:00Z');

describe('the reports', () => {
  it('read their period and team from the URL, the default period of a week when none is there', () => {
    expect(requestFromParams(new URLSearchParams(), NOW)).toEqual({start: '2026-11-19T22:00:00.000Z', end: '2026-11-27T21:59:59.999Z'});
    const request = {start: '2026-11-01T00:00:00.000Z', end: '2026-11-02T00:00:00.000Z', team: 'uk' as const};
    expect(requestFromParams(new URLSearchParams(paramsFromRequest(request)), NOW)).toEqual(request);
    expect(requestFromParams(new URLSearchParams('team=narnia'), NOW).team).toBeUndefined();
  });

  it('export each row with the total last, a name that could run as a formula defused', () => {
    const csv = valuatedCsv({
      users: [
        {userId: 4, name: '=HYPERLINK("x")', auCount: 1, totalCount: 2, outCount: 3, out2WCount: 4, cancelledCount: 0, auInPercent: 50, auInOut2WPercent: 25},
        {userId: null, name: null, auCount: 0, totalCount: 0, outCount: 1, out2WCount: 0, cancelledCount: 0, auInPercent: null, auInOut2WPercent: null},
      ],
      total: {auCount: 1, totalCount: 2, outCount: 4, out2WCount: 4, cancelledCount: 0, auInPercent: 50, auInOut2WPercent: 25},
    });
    expect(csv.split('\r\n')).toEqual([
      'User,Valued,Gold in,Out,Out 2 weeks earlier,Cancelled,Gold in % of valued,Gold in % of out 2 weeks earlier',
      `"'=HYPERLINK(""x"")",2,1,3,4,0,50,25`,
      'No caller (web orders),0,0,1,0,0,,',
      'Total,2,1,4,4,0,50,25',
      '',
    ]);
    expect(
      acceptedMaterialsCsv({
        materials: [{material: 'Gold 585', category: 'gold', fineness: 0.585, grossWeight: 10, netWeight: 5.85, productCount: 2}],
        users: [],
        total: {grossWeight: 10, netWeight: 5.85, productCount: 2, dealCount: 1, totalOffer: 100, totalSekOffer: 0, totalGbpOffer: 0},
      }).split('\r\n')[1],
    ).toBe('Gold 585,0.585,10,5.85,2');
  });

  it('name the file by the business days it covers', () => {
    expect(csvName('valuated-orders', {start: '2026-11-19T22:00:00.000Z', end: '2026-11-27T21:59:59.999Z'})).toBe('valuated-orders_2026-11-20_2026-11-27.csv');
    expect(csvName('accepted-offers', {start: '2026-11-19T22:00:00.000Z', end: '2026-11-27T21:59:59.999Z', team: 'uk'}, 'users')).toBe(
      'accepted-offers-users_2026-11-20_2026-11-27_uk.csv',
    );
  });
});
