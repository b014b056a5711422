import {TEAM_LABELS, type Team} from '@karat/shared';
import type {ChartGroup, ChartSeries} from '@/components/chart-bars';
import type {CcManagerReport, ReportFigures} from '../api/cc-manager';

/** The twelve figures of the manager report (spec 01 §7), in the spec's order. */
export const REPORT_FIGURES: {key: keyof ReportFigures; label: string}[] = [
  {key: 'totalCountUser', label: 'Orders of the member'},
  {key: 'totalCountTeam', label: 'Orders of the team'},
  {key: 'totalInCount', label: 'In'},
  {key: 'totalCancelCount', label: 'Cancelled'},
  {key: 'auInCount', label: 'Gold in'},
  {key: 'returnAgAu', label: 'Returned Ag/Au'},
  {key: 'cancelSilverOnly', label: 'Cancelled, silver only'},
  {key: 'cancelNoValue', label: 'Cancelled, no value'},
  {key: 'cancelPaidInvoice', label: 'Cancelled, invoice paid'},
  {key: 'activeWarm', label: 'Active warm'},
  {key: 'activeCold', label: 'Active cold'},
  {key: 'goldAvg', label: 'Gold average (g)'},
];

export const formatFigure = (value: number | undefined) =>
  value === undefined ? '' : Number.isInteger(value) ? String(value) : value.toLocaleString('en', {maximumFractionDigits: 3});

/** Rows of the table: figure, the member's value, the team's value. */
export function reportRows(report: CcManagerReport | undefined) {
  return REPORT_FIGURES.map(figure => ({
    key: figure.key,
    label: figure.label,
    user: report?.user?.[figure.key] ?? 0,
    team: report?.team?.[figure.key] ?? 0,
  }));
}

/** 'Team Turku' (the member's team), or 'Team' when the member has none. */
export const teamLabel = (report: CcManagerReport | undefined) =>
  report?.teamName ? `Team ${TEAM_LABELS[report.teamName as Team] ?? report.teamName}` : 'Team';

/** One chart group per figure with the member's and the team's bar (each figure on its own scale). */
export function reportChart(report: CcManagerReport | undefined, memberName: string): {series: ChartSeries[]; groups: ChartGroup[]} {
  return {
    series: [
      {key: 'user', label: memberName || 'Member', color: '#1976d2'},
      {key: 'team', label: teamLabel(report), color: '#ff9800'},
    ],
    groups: reportRows(report).map(row => ({label: row.label, values: {user: row.user, team: row.team}})),
  };
}
