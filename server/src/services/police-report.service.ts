import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {
  formatGrams,
  formatMoney,
  IDENTITY_CHECK_LABELS,
  isoWeekRange,
  lastIsoWeeks,
  maskPersonalIdentityNumber,
  POLICE_REGION_LABELS,
  POLICE_REGIONS,
  type PoliceRegion,
} from '@karat/shared';
import {DateTime} from 'luxon';
import {policeReportPdf, type DocumentFile, type PoliceReportRow} from '../documents';
import type {PurchaseRecord} from '../domain';
import type {DocumentsConfig} from '../config';
import {AUDIT_SERVICE, CLOCK, DOCUMENTS_CONFIG} from '../keys';
import {PurchaseRecordRepository, type RegionFilter} from '../repositories';
import type {AuditService} from './audit.service';
import type {Clock} from './clock';
import {httpError} from './http-error';
import type {MemberProfile} from '../security/principal';

/** Who sees a seller's personnummer in full (everyone else sees it masked). */
export const IDENTITY_VIEWERS = ['teller', 'admin', 'bursar'] as const;

/** The police regions and the purchases whose postal code is in none of them. */
export const UNMAPPED = 'unmapped';
export type ReportRegion = PoliceRegion | typeof UNMAPPED;
const SWEDEN = 'Europe/Stockholm';
/** The weeks the admin's page lists (spec 02 §9: the last 3 ISO weeks). */
const WEEKS_LISTED = 3;

export const POLICE_MESSAGES = {
  noSuchWeek: (year: number, week: number) => `${year} has no ISO week ${week}`,
  noSuchRegion: (region: string) => `Unknown police region ${region}: one of ${[...POLICE_REGIONS, UNMAPPED].join(', ')}`,
} as const;

const day = (value: Date | string | null) => (value ? DateTime.fromJSDate(new Date(value), {zone: SWEDEN}).toFormat('d.M.yyyy') : '');
const regionLabel = (region: ReportRegion | undefined) =>
  region === undefined ? 'All regions' : region === UNMAPPED ? 'Postal code in no region (unmapped)' : `Region ${POLICE_REGION_LABELS[region]}`;

/** One row of the report as printed: the seller in full (the report is the police's). */
export function reportRow(record: PurchaseRecord): PoliceReportRow {
  const check = record.identityCheck;
  return {
    purchaseNoteNumber: String(record.purchaseNoteNumber),
    date: day(record.purchasedAt),
    sellerName: record.sellerName,
    personalIdentityNumber: record.personalIdentityNumber,
    address: [record.address ?? '', [record.zip, record.city].filter(Boolean).join(' ')].filter(Boolean),
    identityCheck: [IDENTITY_CHECK_LABELS[check.method], check.documentNumber].filter(Boolean).join(' '),
    items: record.items.map(item =>
      [
        item.description,
        item.fineness === null ? 'fineness not known' : item.fineness.toFixed(3),
        item.weight === null ? '' : formatGrams(item.weight, 'sweden'),
      ]
        .filter(Boolean)
        .join(', '),
    ),
    price: formatMoney(record.price, 'SEK'),
    holdUntil: day(record.holdUntil),
  };
}

/**
 * Swedish police reports (spec 02 §2 "Reports and police reports", law 1999:271): the purchases of
 * an ISO week in Swedish time, overall or per police region, as a PDF for the police; the last
 * weeks' counts for the admin's page; the goods still on hold. Every download is audited.
 */
@injectable({scope: BindingScope.SINGLETON})
export class PoliceReportService {
  constructor(
    @repository(PurchaseRecordRepository) private records: PurchaseRecordRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(CLOCK) private clock: Clock,
    @inject(DOCUMENTS_CONFIG) private config: DocumentsConfig,
  ) {}

  /** A week's start and end, or 404 for a week the year does not have. */
  week(year: number, week: number) {
    const range = isoWeekRange(year, week, SWEDEN);
    if (!range) throw httpError(404, POLICE_MESSAGES.noSuchWeek(year, week));
    return range;
  }

  region(text: string | undefined): ReportRegion | undefined {
    if (text === undefined) return undefined;
    if (text === UNMAPPED || (POLICE_REGIONS as readonly string[]).includes(text)) return text as ReportRegion;
    throw httpError(404, POLICE_MESSAGES.noSuchRegion(text));
  }

  /** GET /PoliceReports/sweden/weeks: the last three ISO weeks, each overall, per region and unmapped. */
  async weeks() {
    return Promise.all(
      lastIsoWeeks(this.clock.now(), WEEKS_LISTED, SWEDEN).map(async ({year, week}) => {
        const {start, end} = this.week(year, week);
        const counts = await this.records.regionCounts(start, end);
        const of = (region: string | null) => counts.find(row => row.region === region) ?? {count: 0, total: 0};
        return {
          year,
          week,
          start: start.toISOString(),
          end: end.toISOString(),
          count: counts.reduce((sum, row) => sum + row.count, 0),
          total: Math.round(counts.reduce((sum, row) => sum + row.total, 0) * 100) / 100,
          regions: POLICE_REGIONS.map(region => ({region, label: POLICE_REGION_LABELS[region], ...pick(of(region))})),
          unmapped: pick(of(null)),
        };
      }),
    );
  }

  /** The PDF of a week (all regions, one, or the unmapped), audited with who downloaded it. */
  async pdf(year: number, week: number, regionText: string | undefined, memberId: number): Promise<DocumentFile> {
    const {start, end} = this.week(year, week);
    const region = this.region(regionText);
    const filter: RegionFilter = region === undefined ? undefined : region === UNMAPPED ? null : region;
    const rows = await this.records.between(start, end, filter);
    const weight = rows.flatMap(r => r.items).reduce((sum, item) => sum + (item.weight ?? 0), 0);
    const price = rows.reduce((sum, r) => sum + Number(r.price), 0);
    const last = new Date(end.getTime() - 1);
    const body = await policeReportPdf(
      {
        title: `Police report, Sweden, week ${week}/${year} (${day(start)}-${day(last)})`,
        subtitle: [
          regionLabel(region),
          `Purchases approved in the week, Swedish time. Printed ${DateTime.fromJSDate(this.clock.now(), {zone: SWEDEN}).toFormat('d.M.yyyy HH:mm')}.`,
        ],
        rows: rows.map(reportRow),
        totals: [`${rows.length} purchases`, `Total weight ${formatGrams(weight, 'sweden')}`, `Total price ${formatMoney(price, 'SEK')}`],
      },
      {compress: this.config.compressPdf ?? true},
    );
    await this.audit.record({
      memberId,
      action: 'police-report-download',
      model: 'PoliceReport',
      after: {year, week, region: region ?? 'all', rows: rows.length},
    });
    const name = `police-report-sweden-${year}-W${String(week).padStart(2, '0')}${region ? `-${region}` : ''}`;
    return {body, contentType: 'application/pdf', filename: `${name}.pdf`};
  }

  /**
   * GET /Orders/{id}/purchase-record: a Swedish purchase's note, hold and seller identity. The
   * personnummer and the document's number in full for the teller, the admin and the bursar; masked
   * (the date of birth only) for every other role. Null for an order that is no Swedish purchase.
   */
  async ofOrder(orderId: number, viewer: MemberProfile) {
    const record = await this.records.ofOrder(orderId);
    if (!record) return {record: null};
    const full = IDENTITY_VIEWERS.some(role => viewer.member[role] === true);
    const check = record.identityCheck;
    return {
      record: {
        purchaseNoteNumber: record.purchaseNoteNumber,
        purchasedAt: record.purchasedAt,
        holdUntil: record.holdUntil,
        sellerName: record.sellerName,
        personalIdentityNumber: full ? record.personalIdentityNumber : maskPersonalIdentityNumber(record.personalIdentityNumber),
        identityCheck: full ? check : {method: check.method},
        region: record.region,
      },
    };
  }

  /** GET /PoliceReports/sweden/on-hold: the goods still held, the soonest released first. */
  async onHold(limit = 50, skip = 0) {
    const {total, rows} = await this.records.onHold(this.clock.now(), {limit, skip});
    return {
      total,
      rows: rows.map(r => ({
        orderId: r.orderId,
        purchaseNoteNumber: r.purchaseNoteNumber,
        purchasedAt: r.purchasedAt,
        holdUntil: r.holdUntil,
        sellerName: r.sellerName,
        region: r.region,
        items: r.items.length,
        price: r.price,
      })),
    };
  }
}

const pick = (row: {count: number; total: number}) => ({count: row.count, total: row.total});
