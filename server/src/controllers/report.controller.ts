import {BindingScope, inject, injectable} from '@loopback/core';
import {post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {ReportRequest} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import type {ReportService} from '../services/report.service';
import {acceptedOffersReportSchema, reportRequestBody, valuatedReportSchema} from '../specs/reports.specs';
import {json} from '../specs/helpers';
import {REPORT_SERVICE} from '../keys';

/** The reports (spec 02 §2 "Reports and police reports", §7 "Reports"; API.md `order/reports/...`, paths kept). */
@injectable({scope: BindingScope.SINGLETON})
export class ReportController {
  constructor(@inject(REPORT_SERVICE) private reports: ReportService) {}

  @post('/order/reports/valuated-orders', {
    operationId: 'reportValuatedOrders',
    responses: {'200': {description: 'Valued, gold in, out, out two weeks earlier and cancelled, per user and in total', ...json(valuatedReportSchema)}},
  })
  async valuatedOrders(@requestBody(reportRequestBody) request: ReportRequest, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.reports.valuatedOrders(request, user);
  }

  @post('/order/reports/accepted-offers', {
    operationId: 'reportAcceptedOffers',
    responses: {'200': {description: 'Gross and net weight and products per material, deals and offers per user', ...json(acceptedOffersReportSchema)}},
  })
  async acceptedOffers(@requestBody(reportRequestBody) request: ReportRequest, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.reports.acceptedOffers(request, user);
  }
}
