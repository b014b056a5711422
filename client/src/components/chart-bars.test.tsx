import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {barPercent, ChartBars, chartMax} from './chart-bars';

const series = [
  {key: 'user', label: 'You', color: '#1976d2'},
  {key: 'team', label: 'Team', color: '#9c27b0'},
];
const groups = [
  {label: 'Out', values: {user: 2, team: 8}},
  {label: 'Gold average', values: {user: 0.5, team: 1}},
];

describe('chart bars', () => {
  it('sizes bars against the largest value', () => {
    expect(barPercent(2, 8)).toBe(25);
    expect(barPercent(8, 8)).toBe(100);
    expect(barPercent(0, 8)).toBe(0);
    expect(barPercent(3, 0)).toBe(0);
    expect(barPercent(null, 5)).toBe(0);
  });
  it('compares across all groups or within one', () => {
    expect(chartMax(groups, series, 'all')).toBe(8);
    expect(chartMax(groups, series, 'group', groups[1])).toBe(1);
  });
  it('draws one bar per group and series, with the values', () => {
    render(<ChartBars title="Progress" series={series} groups={groups} />);
    expect(screen.getByRole('figure', {name: 'Progress'})).toBeTruthy();
    expect(screen.getAllByTestId('chart-bar')).toHaveLength(4);
    expect(screen.getByText('8')).toBeTruthy();
  });
});
