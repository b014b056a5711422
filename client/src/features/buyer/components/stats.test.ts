import {describe, expect, it} from 'vitest';
import {commissionProgress, statsChart} from './stats';

const stats = {
  buyerCommission: 40,
  team: 'turku',
  today: {user: {out: 2, in: 1, cancelled: 0}, team: {out: 9, in: 4, cancelled: 1}},
  month: {user: {out: 30, in: 10, cancelled: 3}, team: {out: 120, in: 44, cancelled: 12}},
};

describe('buyer stats', () => {
  it('charts each figure for today and the month, user and team', () => {
    const chart = statsChart(stats);
    expect(chart.series.map(s => s.label)).toEqual(['Today, you', 'Today, team', 'Month, you', 'Month, team']);
    expect(chart.groups).toEqual([
      {label: 'Out', values: {todayUser: 2, todayTeam: 9, monthUser: 30, monthTeam: 120}},
      {label: 'In', values: {todayUser: 1, todayTeam: 4, monthUser: 10, monthTeam: 44}},
      {label: 'Cancelled', values: {todayUser: 0, todayTeam: 1, monthUser: 3, monthTeam: 12}},
    ]);
    expect(statsChart(undefined).groups[0].values.todayUser).toBe(0);
  });
  it('shows the in-count against the commission', () => {
    expect(commissionProgress(10, 40)).toEqual({percent: 25, text: '10 / 40'});
    expect(commissionProgress(50, 40).percent).toBe(100);
    expect(commissionProgress(0, 0)).toEqual({percent: 0, text: '0 / 0'});
    expect(commissionProgress(3, 0).percent).toBe(100);
  });
});
