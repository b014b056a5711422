import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {BursarCompleteInput} from '../domain';
import type {MemberProfile} from '../security/principal';
import type {BursarService} from '../services/bursar.service';
import {
  bursarCompleteRequestBody,
  bursarCountryParamSchema,
  bursarOrderPageSchema,
  bursarOrderSchema,
  bursarScanAnswerSchema,
  bursarScanRequestBody,
} from '../specs/bursar.specs';
import {deskSortParam, IDEMPOTENT, json, limitParam, searchParam, skipParam} from '../specs/helpers';
import {BURSAR_SERVICE} from '../keys';

/**
 * The bursar (spec 01 §2 "Bursar", §4 "Bursar processing", §5 "Bursar bar code search", §7 "Order queries"; API.md
 * `POST /bursar/{country}/scan`, `POST /Orders/{id}/bursar`).
 */
@injectable({scope: BindingScope.SINGLETON})
export class BursarController {
  constructor(@inject(BURSAR_SERVICE) private bursar: BursarService) {}

  @post('/bursar/{country}/scan', {
    operationId: 'bursarScan',
    responses: {
      '200': {
        description: "The order to open, or the first failing check's text ('Cannot find order', 'Order is not paid', ...)",
        ...json(bursarScanAnswerSchema),
      },
    },
  })
  async scan(
    @param.path.string('country', {schema: bursarCountryParamSchema}) country: string,
    @requestBody(bursarScanRequestBody) request: {barCode: string},
  ) {
    return this.bursar.scan(country, request.barCode);
  }

  @post('/Orders/{id}/bursar', {
    [IDEMPOTENT]: true,
    operationId: 'completeBursar',
    responses: {'200': {description: 'The completed order', ...json(bursarOrderSchema)}},
  })
  async complete(
    @param.path.integer('id') id: number,
    @requestBody(bursarCompleteRequestBody) request: BursarCompleteInput,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.bursar.complete(id, request, user.id);
  }

  @get('/bursar/orders/{id}', {
    operationId: 'getBursarOrder',
    responses: {'200': {description: 'The order with its client, teller, payer and bursar', ...json(bursarOrderSchema)}},
  })
  async show(@param.path.integer('id') id: number) {
    return this.bursar.show(id);
  }

  @get('/bursar/unhandled', {
    operationId: 'listBursarUnhandled',
    responses: {'200': {description: 'Tellered, not complete, paid or declined or donation, open; by order number', ...json(bursarOrderPageSchema)}},
  })
  async unhandled(
    @limitParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @searchParam() q: string | undefined,
    @deskSortParam() sort: string | undefined,
  ) {
    return this.bursar.unhandled(limit ?? 50, skip ?? 0, q, sort);
  }

  @get('/bursar/handled', {
    operationId: 'listBursarHandled',
    responses: {'200': {description: 'Completed today, newest first', ...json(bursarOrderPageSchema)}},
  })
  async handled(
    @limitParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @searchParam() q: string | undefined,
    @deskSortParam() sort: string | undefined,
  ) {
    return this.bursar.handled(limit ?? 50, skip ?? 0, q, sort);
  }
}
