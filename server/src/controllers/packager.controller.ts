import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, patch, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {ClientPostalForm, PackagerHistoryPeriod} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import {PackagerService} from '../services/packager.service';
import {IDEMPOTENT, json, limitParam, skipParam} from '../specs/helpers';
import {orderRef} from '../specs/orders.specs';
import {
  addBarCodeRequestBody,
  clientCorrectionBody,
  historyPeriodSchema,
  markAsPackagedRequestBody,
  nextOrderAnswerSchema,
  packagerLanguageParamSchema,
  packagerOrderPageSchema,
  packagerStatsSchema,
} from '../specs/packager.specs';
import {getModelSchemaRef} from '@loopback/rest';
import {Order} from '../models';
import {PACKAGER_SERVICE} from '../keys';

/** The packager (spec 02 §2 "Packager", §4 "Packager", §7 "Packager"; API.md's packager calls, paths kept for outside clients). */
@injectable({scope: BindingScope.SINGLETON})
export class PackagerController {
  constructor(@inject(PACKAGER_SERVICE) private packager: PackagerService) {}

  /**
   * A GET by the old system's contract. It claims an order, but asking again answers the same
   * order while the packager holds it, so a repeated or prefetched GET skips nothing.
   */
  @get('/Orders/find-next-order/{language}', {
    operationId: 'findNextOrder',
    responses: {'200': {description: "The packager's order (null: 'No more orders') and whether it is the queue's last", ...json(nextOrderAnswerSchema)}},
  })
  async findNextOrder(
    @param.path.string('language', {schema: packagerLanguageParamSchema}) language: string,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.packager.findNextOrder(language, user.member);
  }

  @post('/Orders/mark-as-packaged', {
    [IDEMPOTENT]: true,
    operationId: 'markAsPackaged',
    responses: {'200': {description: 'The packaged order', ...json(orderRef)}},
  })
  async markAsPackaged(@requestBody(markAsPackagedRequestBody) request: {orderId: number}, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.packager.markAsPackaged(request.orderId, user.id);
  }

  @post('/Orders/add-barcode', {
    [IDEMPOTENT]: true,
    operationId: 'addBarCode',
    responses: {'200': {description: 'The order with its bar code and client', ...json(getModelSchemaRef(Order, {includeRelations: true}))}},
  })
  async addBarCode(@requestBody(addBarCodeRequestBody) request: {barCode: string; orderId: number}, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.packager.addBarCode(request, user.id);
  }

  @patch('/packager/orders/{id}/client', {
    operationId: 'correctPackagerClient',
    responses: {'200': {description: 'The order with its corrected client', ...json(getModelSchemaRef(Order, {includeRelations: true}))}},
  })
  async correctClient(
    @param.path.integer('id') id: number,
    @requestBody(clientCorrectionBody) request: ClientPostalForm,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.packager.correctClient(id, request, user.id);
  }

  @get('/packager/stats', {
    operationId: 'getPackagerStats',
    responses: {'200': {description: "Per queue: orders waiting and packaged today, for the member's team", ...json(packagerStatsSchema)}},
  })
  async stats(@inject(SecurityBindings.USER) user: MemberProfile) {
    return this.packager.stats(user.member);
  }

  @get('/packager/waiting', {
    operationId: 'listPackagerWaiting',
    responses: {'200': {description: "The free queue of the member's team, in the order it is handed out", ...json(packagerOrderPageSchema)}},
  })
  async waiting(
    @param.query.string('language', {schema: packagerLanguageParamSchema}) language: string | undefined,
    @limitParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.packager.waiting(user.member, language || undefined, limit ?? 25, skip ?? 0);
  }

  @get('/packager/history', {
    operationId: 'listPackagerHistory',
    responses: {'200': {description: "The member's packaged orders since today's start or the last 7 days, newest first", ...json(packagerOrderPageSchema)}},
  })
  async history(
    @param.query.string('period', {schema: historyPeriodSchema}) period: PackagerHistoryPeriod | undefined,
    @limitParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.packager.history(user.id, period ?? 'today', limit ?? 25, skip ?? 0);
  }
}
