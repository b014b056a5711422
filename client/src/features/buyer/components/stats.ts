import {BUYER_STAT_FIGURES} from '@karat/shared';
import type {ChartGroup, ChartSeries} from '@/components/chart-bars';
import type {BuyerStatsAnswer} from '../api/buyer';

/** Out, in and cancelled, each with what it counts (shared with the server's definitions). */
export const STAT_FIGURES = BUYER_STAT_FIGURES;
type Figure = (typeof STAT_FIGURES)[number]['key'];

export const STAT_COLUMNS = [
  {key: 'todayUser', label: 'Today, you', period: 'today', scope: 'user', color: '#1976d2'},
  {key: 'todayTeam', label: 'Today, team', period: 'today', scope: 'team', color: '#90caf9'},
  {key: 'monthUser', label: 'Month, you', period: 'month', scope: 'user', color: '#9c27b0'},
  {key: 'monthTeam', label: 'Month, team', period: 'month', scope: 'team', color: '#ce93d8'},
] as const;

export const statValue = (stats: BuyerStatsAnswer | undefined, column: (typeof STAT_COLUMNS)[number], figure: Figure): number =>
  stats?.[column.period]?.[column.scope]?.[figure] ?? 0;

/** One chart group per figure (out, in, cancelled), one bar per period and scope. */
export function statsChart(stats: BuyerStatsAnswer | undefined): {series: ChartSeries[]; groups: ChartGroup[]} {
  return {
    series: STAT_COLUMNS.map(({key, label, color}) => ({key, label, color})),
    groups: STAT_FIGURES.map(figure => ({
      label: figure.label,
      values: Object.fromEntries(STAT_COLUMNS.map(column => [column.key, statValue(stats, column, figure.key)])),
    })),
  };
}

/** The month's in-count against buyerCommission (spec 01 §9 "Business constants and limits"): the bar's percent and its text. */
export function commissionProgress(inCount: number, commission: number): {percent: number; text: string} {
  const percent = commission > 0 ? Math.min(100, (inCount / commission) * 100) : inCount > 0 ? 100 : 0;
  return {percent, text: `${inCount} / ${commission}`};
}
