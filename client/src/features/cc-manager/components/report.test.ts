import {describe, expect, it} from 'vitest';
import {formatFigure, reportChart, reportRows, reportScopes} from './report';

const report = {
  teamName: 'turku',
  locationName: null,
  user: {totalCountUser: 10, totalCountTeam: 50, totalInCount: 4, goldAvg: 12.3456},
  team: {totalCountUser: 10, totalCountTeam: 50, totalInCount: 20, goldAvg: 9},
  location: {},
};

// The figures and their order are shared's MANAGER_REPORT_FIGURES, tested in shared/src/report-figures.test.ts.
describe('manager report', () => {
  it('puts the member and the team side by side with what each figure counts, missing figures as 0', () => {
    const rows = reportRows(report);
    expect(rows[3]).toEqual({key: 'totalInCount', label: 'In', counts: 'Orders valued.', user: 4, team: 20, location: 0});
    expect(rows[4]).toMatchObject({user: 0, team: 0});
  });
  it('charts each figure for the member and the team, and the location when the member has one', () => {
    const chart = reportChart(report, 'Demo Buyer');
    expect(chart.series.map(s => s.label)).toEqual(['Demo Buyer', 'Team Turku']);
    expect(chart.groups).toHaveLength(13);
    expect(chart.groups[12]).toEqual({label: 'Gold average (g)', values: {user: 12.3456, team: 9}});
    const withLocation = {...report, locationName: 'Tampere', location: {goldAvg: 11}};
    expect(reportScopes(withLocation, 'Demo Buyer').map(s => s.label)).toEqual(['Demo Buyer', 'Team Turku', 'Location Tampere']);
    expect(reportChart(withLocation, 'Demo Buyer').groups[12].values).toEqual({user: 12.3456, team: 9, location: 11});
  });
  it('shows decimals only when there are some', () => {
    expect(formatFigure(4)).toBe('4');
    expect(formatFigure(12.3456)).toBe('12.346');
    expect(formatFigure(12.3456, 'goldAvg')).toBe('12.35 g');
    expect(formatFigure(undefined, 'goldAvg')).toBe('');
  });
});
