import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {reportPeriodError, sumCounts, withPercentages, type ReportRequest} from '@karat/shared';
import {CLOCK} from '../keys';
import {materialRows, round2} from '../domain';
import {OrderReportsRepository, type ReportScope} from '../repositories';
import type {MemberProfile} from '../security/principal';
import type {Clock} from './clock';
import {httpError} from './http-error';

/**
 * The admin's reports (spec 02 §3 "Reports"), and the same two for a buyer limited to the orders
 * they are the caller of (the rows are per caller, so a buyer sees their own row only).
 */
@injectable({scope: BindingScope.SINGLETON})
export class ReportService {
  constructor(
    @repository(OrderReportsRepository) private reports: OrderReportsRepository,
    @inject(CLOCK) private clock: Clock,
  ) {}

  private periodAndScope(request: ReportRequest, user: MemberProfile) {
    const start = new Date(request.start);
    const end = new Date(request.end);
    const problem = reportPeriodError(start, end, this.clock.now());
    if (problem) throw httpError(422, problem);
    const scope: ReportScope = {team: request.team ?? null, ...(user.member.admin === true ? {} : {callerId: user.id})};
    return {period: {start, end}, scope};
  }

  /** POST /order/reports/valuated-orders: per user and in total, with the two gold-in percentages. */
  async valuatedOrders(request: ReportRequest, user: MemberProfile) {
    const {period, scope} = this.periodAndScope(request, user);
    const rows = await this.reports.valuated(period, scope);
    return {
      start: request.start,
      end: request.end,
      team: request.team ?? null,
      users: rows.map(withPercentages),
      total: withPercentages(sumCounts(rows)),
    };
  }

  /** POST /order/reports/accepted-offers: per material gross and net weight and products, per user deals and offers. */
  async acceptedOffers(request: ReportRequest, user: MemberProfile) {
    const {period, scope} = this.periodAndScope(request, user);
    const [groups, users] = await Promise.all([this.reports.acceptedMaterials(period, scope), this.reports.acceptedByUser(period, scope)]);
    const materials = materialRows(groups);
    const nets = materials.map(row => row.netWeight);
    return {
      start: request.start,
      end: request.end,
      team: request.team ?? null,
      materials,
      users,
      total: {
        grossWeight: round2(materials.reduce((sum, row) => sum + row.grossWeight, 0)),
        // The net of the materials whose fineness is known; the rows without one say so.
        netWeight: round2(nets.reduce<number>((sum, net) => sum + (net ?? 0), 0)),
        productCount: materials.reduce((sum, row) => sum + row.productCount, 0),
        dealCount: users.reduce((sum, row) => sum + row.dealCount, 0),
        totalOffer: round2(users.reduce((sum, row) => sum + row.totalOffer, 0)),
        totalSekOffer: round2(users.reduce((sum, row) => sum + row.totalSekOffer, 0)),
        totalGbpOffer: round2(users.reduce((sum, row) => sum + row.totalGbpOffer, 0)),
      },
    };
  }
}
