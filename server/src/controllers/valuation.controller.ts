import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {ValuationForm} from '@karat/shared';
import {VALUATION_SERVICE} from '../keys';
import type {MemberProfile} from '../security/principal';
import {ValuationService} from '../services/valuation.service';
import {deskSortParam, IDEMPOTENT, json, limitParam, searchParam, skipParam} from '../specs/helpers';
import {orderRef} from '../specs/orders.specs';
import {
  barCodeParamSchema,
  revaluationListParamSchema,
  valuationCountsSchema,
  valuationLookupSchema,
  valuationOrderPageSchema,
  valuationOrderSchema,
  valuationRequestBody,
  valuationStatsSchema,
} from '../specs/valuation.specs';

/** Valuation (spec 02 §2, §4 and §7 "Valuation"; API.md's POST /Orders/{id}/valuation). */
@injectable({scope: BindingScope.SINGLETON})
export class ValuationController {
  constructor(@inject(VALUATION_SERVICE) private valuation: ValuationService) {}

  @get('/valuation/lookup', {
    operationId: 'lookupValuationOrder',
    responses: {'200': {description: "The order to value, or the prompt's refusal ('Cannot find order', ...)", ...json(valuationLookupSchema)}},
  })
  async lookup(@param.query.string('barCode', {required: true, schema: barCodeParamSchema}) barCode: string) {
    return this.valuation.lookup(barCode);
  }

  @get('/valuation/counts', {
    operationId: 'getValuationCounts',
    responses: {'200': {description: 'Waiting valuation, waiting re-valuation, valued today, mine today', ...json(valuationCountsSchema)}},
  })
  async counts(@inject(SecurityBindings.USER) user: MemberProfile) {
    return this.valuation.counts(user.id);
  }

  @get('/valuation/orders/{id}', {
    operationId: 'getValuationOrder',
    responses: {'200': {description: 'The order to value, with its client', ...json(valuationOrderSchema)}},
  })
  async order(@param.path.integer('id') id: number) {
    return this.valuation.order(id);
  }

  @post('/Orders/{id}/valuation', {
    [IDEMPOTENT]: true,
    operationId: 'saveValuation',
    responses: {'200': {description: 'The valued order', ...json(orderRef)}},
  })
  async save(
    @param.path.integer('id') id: number,
    @requestBody(valuationRequestBody) request: ValuationForm,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.valuation.save(id, request, user.id);
  }

  @post('/Orders/{id}/valuation/boomerang', {
    [IDEMPOTENT]: true,
    operationId: 'markValuationBoomerang',
    responses: {'200': {description: 'The order closed as a boomerang', ...json(orderRef)}},
  })
  async boomerang(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.valuation.markAsBoomerang(id, user.id);
  }

  @get('/valuation/waiting', {
    operationId: 'listValuationWaiting',
    responses: {'200': {description: 'Received orders not yet valued, by order number', ...json(valuationOrderPageSchema)}},
  })
  async waiting(
    @limitParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @searchParam() q: string | undefined,
    @deskSortParam() sort: string | undefined,
  ) {
    return this.valuation.waiting(limit ?? 50, skip ?? 0, q, sort);
  }

  @get('/valuation/re-valuation/{list}', {
    operationId: 'listRevaluation',
    responses: {'200': {description: "A country's orders returned to valuation, by order number", ...json(valuationOrderPageSchema)}},
  })
  async revaluation(
    @param.path.string('list', {schema: revaluationListParamSchema}) list: string,
    @limitParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @searchParam() q: string | undefined,
    @deskSortParam() sort: string | undefined,
  ) {
    return this.valuation.revaluation(list, limit ?? 50, skip ?? 0, q, sort);
  }

  @get('/valuation/stats', {
    operationId: 'getValuationStats',
    responses: {'200': {description: "Today's valuation stats: each valuator's name and count", ...json(valuationStatsSchema)}},
  })
  async stats() {
    return this.valuation.stats();
  }
}
