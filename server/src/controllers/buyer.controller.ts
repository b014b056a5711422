import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, patch, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {BuyerOrderForm, ClientContactForm, OrderForm} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import {BuyerService} from '../services/buyer.service';
import {actorOf} from './actor';
import {json, limitParam, searchParam, skipParam, IDEMPOTENT} from '../specs/helpers';
import {BUYER_SERVICE} from '../keys';
import {
  orderWithClient,
  page,
  buyerClient,
  callPage,
  callCounts,
  addOrderAnswerSchema,
  addOrderRequestBody,
  buyerOrderPatchBody,
  buyerStatsSchema,
} from '../specs/buyer.specs';

/** The buyer's own work (spec 01 §2 "Buyer"): every answer is limited to the member's orders. */
@injectable({scope: BindingScope.SINGLETON})
export class BuyerController {
  constructor(@inject(BUYER_SERVICE) private buyer: BuyerService) {}

  @get('/buyer/clients/by-phone/{phone}', {
    operationId: 'findClientByPhone',
    responses: {'200': {description: 'The client with this phone, as the order form needs it', ...json(buyerClient)}},
  })
  async clientByPhone(@param.path.string('phone') phone: string) {
    return this.buyer.clientByPhone(phone);
  }

  @post('/buyer/orders', {
    [IDEMPOTENT]: true,
    operationId: 'addOrder',
    responses: {
      '200': {
        description: 'The order added, with its client',
        ...json(addOrderAnswerSchema),
      },
    },
  })
  async addOrder(
    @requestBody(addOrderRequestBody)
    body: {
      client: Partial<ClientContactForm> & {id?: number};
      order: OrderForm;
      confirmOtherMarket?: boolean;
    },
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.buyer.addOrder(body, user);
  }

  @get('/buyer/orders', {operationId: 'listOwnOrders', responses: {'200': {description: "The member's own orders", ...json(page)}}})
  async ownOrders(
    @searchParam() q: string | undefined,
    @limitParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.buyer.ownOrders(user.id, q, limit ?? 25, skip ?? 0);
  }

  @get('/buyer/orders/{id}', {operationId: 'getOwnOrder', responses: {'200': {description: "One of the member's orders", ...json(orderWithClient)}}})
  async ownOrder(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.buyer.ownOrder(id, actorOf(user));
  }

  @patch('/buyer/orders/{id}', {operationId: 'updateOwnOrder', responses: {'204': {description: 'Saved'}}})
  async updateOwnOrder(
    @param.path.integer('id') id: number,
    @requestBody(buyerOrderPatchBody)
    body: Partial<BuyerOrderForm>,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ): Promise<void> {
    await this.buyer.updateOwnOrder(id, body, actorOf(user));
  }

  @get('/buyer/stats', {
    operationId: 'getBuyerStats',
    responses: {
      '200': {
        description: 'Out, in and cancelled for today and this month, for the member and the team',
        ...json(buyerStatsSchema),
      },
    },
  })
  async stats(@inject(SecurityBindings.USER) user: MemberProfile) {
    return this.buyer.stats(user);
  }

  @get('/buyer/welcome-calls', {
    operationId: 'listWelcomeCalls',
    responses: {'200': {description: "A page of the member's open welcome calls, due first", ...json(callPage)}},
  })
  async welcomeCalls(
    @searchParam() q: string | undefined,
    @limitParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.buyer.welcomeCalls(user.id, q, limit ?? 50, skip ?? 0);
  }

  @get('/buyer/after-calls', {
    operationId: 'listAfterCalls',
    responses: {'200': {description: "A page of the member's open after calls, most overdue first", ...json(callPage)}},
  })
  async afterCalls(
    @searchParam() q: string | undefined,
    @limitParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.buyer.afterCalls(user.id, q, limit ?? 50, skip ?? 0);
  }

  @get('/buyer/call-counts', {operationId: 'countCalls', responses: {'200': {description: 'Sizes of the two call lists', ...json(callCounts)}}})
  async callCounts(@inject(SecurityBindings.USER) user: MemberProfile) {
    return this.buyer.callCounts(user.id);
  }
}
