import {
  ACCEPTED_OFFER_MATERIAL_FIGURES,
  ACCEPTED_OFFER_USER_FIGURES,
  defaultReportPeriod,
  TEAMS,
  toCsv,
  VALUATED_ORDER_FIGURES,
  type ReportRequest,
  type Team,
} from '@karat/shared';
import {DateTime} from 'luxon';
import {BUSINESS_TZ} from '@/lib/dates';
import type {AcceptedOffersReport, ValuatedOrdersReport} from '../api/reports';

/** A row of the users' tables: a caller, the orders without one, or the total. */
export const userLabel = (row: {userId?: number | null; name?: string | null}) =>
  row.name ?? (row.userId == null ? 'No caller (web orders)' : `Member ${row.userId}`);
export const TOTAL = 'Total';

/**
 * The report's request as the URL holds it (start, end, team), so Back and a shared link show the
 * same report; anything missing is the default period of spec 02 §9, every team.
 */
export function requestFromParams(params: URLSearchParams, now = new Date()): ReportRequest {
  const fallback = defaultReportPeriod(now);
  const team = params.get('team');
  return {
    start: params.get('start') ?? fallback.start.toISOString(),
    end: params.get('end') ?? fallback.end.toISOString(),
    ...(team && (TEAMS as readonly string[]).includes(team) ? {team: team as Team} : {}),
  };
}

export function paramsFromRequest(request: ReportRequest): Record<string, string> {
  return {start: request.start, end: request.end, ...(request.team ? {team: request.team} : {})};
}

/** The valuated-orders table: one row per user, then the total. */
export function valuatedRows(report: ValuatedOrdersReport) {
  return [...report.users.map(row => ({...row, label: userLabel(row)})), {...report.total, label: TOTAL}];
}

export function valuatedCsv(report: ValuatedOrdersReport): string {
  return toCsv(
    ['User', ...VALUATED_ORDER_FIGURES.map(f => f.label)],
    valuatedRows(report).map(row => [row.label, ...VALUATED_ORDER_FIGURES.map(f => row[f.key])]),
  );
}

/** The materials' table: one row per material, then the total. */
export function acceptedMaterialRows(report: AcceptedOffersReport) {
  return [...report.materials.map(row => ({...row, label: row.material})), {...report.total, label: TOTAL, fineness: null as number | null}];
}

/** The users' table: one row per user, then the total. */
export function acceptedUserRows(report: AcceptedOffersReport) {
  return [...report.users.map(row => ({...row, label: userLabel(row)})), {...report.total, label: TOTAL}];
}

export function acceptedMaterialsCsv(report: AcceptedOffersReport): string {
  return toCsv(
    ['Material', 'Fineness', ...ACCEPTED_OFFER_MATERIAL_FIGURES.map(f => f.label)],
    acceptedMaterialRows(report).map(row => [row.label, row.fineness, ...ACCEPTED_OFFER_MATERIAL_FIGURES.map(f => row[f.key])]),
  );
}

export function acceptedUsersCsv(report: AcceptedOffersReport): string {
  return toCsv(
    ['User', ...ACCEPTED_OFFER_USER_FIGURES.map(f => f.label)],
    acceptedUserRows(report).map(row => [row.label, ...ACCEPTED_OFFER_USER_FIGURES.map(f => row[f.key])]),
  );
}

/** A file name that says which report of which days: valuated-orders_2026-11-20_2026-11-27.csv. */
export function csvName(name: string, request: ReportRequest, part?: string): string {
  // The business days the period covers, as the pickers show them.
  const day = (iso: string) => DateTime.fromISO(iso, {zone: BUSINESS_TZ}).toISODate();
  return `${[name, part].filter(Boolean).join('-')}_${day(request.start)}_${day(request.end)}${request.team ? `_${request.team}` : ''}.csv`;
}
