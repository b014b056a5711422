import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import type {DocumentService} from '../services/document.service';
import type {PoliceReportService} from '../services/police-report.service';
import {documentLinkSchema, pdfAnswer} from '../specs/documents.specs';
import {json, limitParam, skipParam} from '../specs/helpers';
import {onHoldSchema, policeWeeksSchema, purchaseRecordSchema} from '../specs/police-reports.specs';
import {DOCUMENT_SERVICE, POLICE_REPORT_SERVICE} from '../keys';
import {documentAnswer} from './document.controller';

const yearParam = () => param.path.integer('year', {schema: {type: 'integer', minimum: 2000, maximum: 2100}});
const weekParam = () => param.path.integer('week', {schema: {type: 'integer', minimum: 1, maximum: 53}});
const regionSchema = {type: 'string' as const, maxLength: 20};

/** Swedish police reports (spec 02 §2 "Reports and police reports"; API.md `PoliceReports/sweden/...`, paths kept). */
@injectable({scope: BindingScope.SINGLETON})
export class PoliceReportController {
  constructor(
    @inject(POLICE_REPORT_SERVICE) private reports: PoliceReportService,
    @inject(DOCUMENT_SERVICE) private documents: DocumentService,
  ) {}

  @get('/PoliceReports/sweden/weeks', {
    operationId: 'listPoliceReportWeeks',
    responses: {'200': {description: 'The last three ISO weeks: purchases overall, per region and unmapped', ...json(policeWeeksSchema)}},
  })
  async weeks() {
    return this.reports.weeks();
  }

  @get('/PoliceReports/sweden/on-hold', {
    operationId: 'listGoodsOnHold',
    responses: {'200': {description: 'Swedish purchases whose goods are still on hold, the soonest released first', ...json(onHoldSchema)}},
  })
  async onHold(@limitParam() limit?: number, @skipParam() skip?: number) {
    return this.reports.onHold(limit, skip);
  }

  @get('/Orders/{id}/purchase-record', {
    operationId: 'getPurchaseRecord',
    responses: {
      '200': {description: "A Swedish purchase's note, hold and seller identity (masked but for the teller, admin and bursar)", ...json(purchaseRecordSchema)},
    },
  })
  async purchaseRecord(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) member: MemberProfile) {
    return this.reports.ofOrder(id, member);
  }

  @get('/PoliceReports/sweden/{year}/{week}', {operationId: 'getPoliceReport', responses: {'200': pdfAnswer('The week’s police report, every region')}})
  async week(@yearParam() year: number, @weekParam() week: number, @inject(SecurityBindings.USER) member: MemberProfile) {
    return documentAnswer(await this.reports.pdf(year, week, undefined, member.id));
  }

  @get('/PoliceReports/sweden/{year}/{week}/{region}', {
    operationId: 'getPoliceReportOfRegion',
    responses: {'200': pdfAnswer('The week’s police report of one region, or of the postal codes in none (unmapped)')},
  })
  async region(
    @yearParam() year: number,
    @weekParam() week: number,
    @param.path.string('region', {schema: regionSchema}) region: string,
    @inject(SecurityBindings.USER) member: MemberProfile,
  ) {
    return documentAnswer(await this.reports.pdf(year, week, region, member.id));
  }

  @get('/PoliceReports/links/sweden/{year}/{week}', {
    operationId: 'getPoliceReportLink',
    responses: {'200': {description: 'A link to the report, signed for the member, valid for 5 minutes', ...json(documentLinkSchema)}},
  })
  async link(
    @yearParam() year: number,
    @weekParam() week: number,
    @param.query.string('region', {schema: regionSchema}) region: string | undefined,
    @inject(SecurityBindings.USER) member: MemberProfile,
  ) {
    this.reports.week(year, week);
    return this.documents.policeReportLink(member, year, week, this.reports.region(region));
  }
}
