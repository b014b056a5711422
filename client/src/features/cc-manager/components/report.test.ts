import {describe, expect, it} from 'vitest';
import {formatFigure, REPORT_FIGURES, reportChart, reportRows} from './report';

const report = {
  teamName: 'turku',
  user: {totalCountUser: 10, totalCountTeam: 50, totalInCount: 4, goldAvg: 12.3456},
  team: {totalCountUser: 10, totalCountTeam: 50, totalInCount: 20, goldAvg: 9},
};

describe('manager report', () => {
  it('has the twelve figures in order', () => {
    expect(REPORT_FIGURES.map(f => f.key)).toEqual([
      'totalCountUser',
      'totalCountTeam',
      'totalInCount',
      'totalCancelCount',
      'auInCount',
      'returnAgAu',
      'cancelSilverOnly',
      'cancelNoValue',
      'cancelPaidInvoice',
      'activeWarm',
      'activeCold',
      'goldAvg',
    ]);
  });
  it('puts the member and the team side by side, missing figures as 0', () => {
    const rows = reportRows(report);
    expect(rows[2]).toEqual({key: 'totalInCount', label: 'In', user: 4, team: 20});
    expect(rows[3]).toMatchObject({user: 0, team: 0});
  });
  it('charts each figure for the member and the team', () => {
    const chart = reportChart(report, 'Demo Buyer');
    expect(chart.series.map(s => s.label)).toEqual(['Demo Buyer', 'Team Turku']);
    expect(chart.groups).toHaveLength(12);
    expect(chart.groups[11]).toEqual({label: 'Gold average (g)', values: {user: 12.3456, team: 9}});
  });
  it('shows decimals only when there are some', () => {
    expect(formatFigure(4)).toBe('4');
    expect(formatFigure(12.3456)).toBe('12.346');
  });
});
