import {formatGrams, MANAGER_REPORT_FIGURES, TEAM_LABELS, type Team} from '@karat/shared';
import type {ChartGroup, ChartSeries} from '@/components/chart-bars';
import type {CcManagerReport} from '../api/cc-manager';

/** The figures of the manager report (spec 01 §7 "Order queries": the manager report) in the spec's order, each with what it counts. */
export const REPORT_FIGURES = MANAGER_REPORT_FIGURES;

/** A figure as the table shows it: counts as they are, the gold average in grams with its unit (English digits, as the UI). */
export const formatFigure = (value: number | undefined, key?: string) =>
  value === undefined
    ? ''
    : key === 'goldAvg'
      ? formatGrams(value, 'uk')
      : Number.isInteger(value)
        ? String(value)
        : value.toLocaleString('en', {maximumFractionDigits: 3});

/** The report's columns: the member, the team, and the location when the member has one. */
export function reportScopes(report: CcManagerReport | undefined, memberName: string) {
  const scopes = [
    {key: 'user', label: memberName || 'Member', color: '#1976d2'},
    {key: 'team', label: teamLabel(report), color: '#ff9800'},
  ] as {key: 'user' | 'team' | 'location'; label: string; color: string}[];
  if (report?.locationName) scopes.push({key: 'location', label: `Location ${report.locationName}`, color: '#2e7d32'});
  return scopes;
}

/** Rows of the table: figure, what it counts, and its value per scope (a missing figure is 0). */
export function reportRows(report: CcManagerReport | undefined) {
  return REPORT_FIGURES.map(figure => ({
    key: figure.key,
    label: figure.label,
    counts: figure.counts,
    user: report?.user?.[figure.key] ?? 0,
    team: report?.team?.[figure.key] ?? 0,
    location: report?.location?.[figure.key] ?? 0,
  }));
}

/** 'Team Turku' (the member's team), or 'Team' when the member has none. */
export const teamLabel = (report: CcManagerReport | undefined) =>
  report?.teamName ? `Team ${TEAM_LABELS[report.teamName as Team] ?? report.teamName}` : 'Team';

/** One chart group per figure with a bar per scope (each figure on its own scale). */
export function reportChart(report: CcManagerReport | undefined, memberName: string): {series: ChartSeries[]; groups: ChartGroup[]} {
  const scopes = reportScopes(report, memberName);
  return {
    series: scopes.map(({key, label, color}) => ({key, label, color})),
    groups: reportRows(report).map(row => ({label: row.label, values: Object.fromEntries(scopes.map(scope => [scope.key, row[scope.key]]))})),
  };
}
