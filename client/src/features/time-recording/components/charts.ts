import type {ChartGroup, ChartSeries} from '@/components/chart-bars';
import type {MemberTimeTotals} from '../api/time-records';

// The admin's month of everyone as bars: hours in one chart, days away in another, so no bar
// compares hours with days.

export function hoursChart(members: MemberTimeTotals[]): {series: ChartSeries[]; groups: ChartGroup[]} {
  return {
    series: [{key: 'hours', label: 'Hours worked', color: '#1976d2'}],
    groups: members.map(member => ({label: member.name, values: {hours: member.hours}})),
  };
}

export function daysAwayChart(members: MemberTimeTotals[]): {series: ChartSeries[]; groups: ChartGroup[]} {
  return {
    series: [
      {key: 'sickDays', label: 'Sick days', color: '#d32f2f'},
      {key: 'paidDaysOff', label: 'Paid days off', color: '#2e7d32'},
    ],
    groups: members.map(member => ({label: member.name, values: {sickDays: member.sickDays, paidDaysOff: member.paidDaysOff}})),
  };
}
