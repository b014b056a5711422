import {BindingScope, inject, injectable} from '@loopback/core';
import {get, getModelSchemaRef, param, patch, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {BUYER_ORDER_FIELDS, CLIENT_CONTACT_FIELDS, ORDER_FORM_MESSAGES, type BuyerOrderForm, type ClientContactForm, type OrderForm} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import {Client, Order} from '../models';
import {BUYER_CLIENT_FIELDS, BuyerService} from '../services/buyer.service';
import {actorOf} from './actor';
import {json, limitParam, propertiesOf, searchParam, skipParam} from './spec-helpers';
import {BUYER_SERVICE} from '../keys';

const orderWithClient = getModelSchemaRef(Order, {includeRelations: true});
const BUYER_MESSAGE_FIELDS = ORDER_FORM_MESSAGES.filter(m => m !== 'customerServiceComment');
const orderList = {type: 'array', items: orderWithClient};
const counts = {type: 'object', properties: {out: {type: 'integer'}, in: {type: 'integer'}, cancelled: {type: 'integer'}}};
const statsPeriod = {type: 'object', properties: {user: counts, team: counts}};
const page = {type: 'object', title: 'OrderPage', required: ['total', 'orders'], properties: {total: {type: 'integer'}, orders: orderList}};
/** What the look-up answers: the order form's client fields (no bank details, no internal fields). */
const buyerClient = {
  type: 'object',
  title: 'BuyerClient',
  additionalProperties: false,
  required: ['id'],
  properties: propertiesOf(Client, BUYER_CLIENT_FIELDS),
};
/** The order form's client: the contact fields, and the id of a client found by phone; no bank details. */
const addOrderClient = {
  type: 'object',
  title: 'AddOrderClient',
  additionalProperties: false,
  properties: {id: {type: 'integer'}, ...propertiesOf(Client, CLIENT_CONTACT_FIELDS)},
};

// A call list's row: what the list shows (BuyerService.CallListRow).
const callListRow = {
  type: 'object',
  title: 'CallListRow',
  required: ['id', 'orderNumber', 'createdAt'],
  properties: {
    ...propertiesOf(Order, ['id', 'orderNumber', 'country', 'welcomeCall', 'dueDate', 'createdAt']),
    client: {type: 'object', title: 'CallListClient', required: ['id'], properties: propertiesOf(Client, ['id', 'firstName', 'lastName', 'phone'])},
  },
};
const callPage = {
  type: 'object',
  title: 'CallListPage',
  required: ['total', 'orders'],
  properties: {total: {type: 'integer'}, orders: {type: 'array', items: callListRow}},
};
const callCounts = {type: 'object', title: 'CallCounts', properties: {welcomeCalls: {type: 'integer'}, afterCalls: {type: 'integer'}}};

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
    operationId: 'addOrder',
    responses: {
      '200': {
        description: 'The order added, with its client',
        ...json({type: 'object', title: 'AddOrderAnswer', properties: {client: buyerClient, order: getModelSchemaRef(Order)}}),
      },
    },
  })
  async addOrder(
    @requestBody({
      required: true,
      ...json({
        type: 'object',
        title: 'AddOrderRequest',
        required: ['client', 'order'],
        additionalProperties: false,
        properties: {
          client: addOrderClient,
          order: {
            type: 'object',
            title: 'AddOrderForm',
            additionalProperties: false,
            required: ['welcomeCall', 'dueDate', 'language', 'country'],
            properties: {...propertiesOf(Order, ['welcomeCall', 'dueDate', 'language', 'country', 'team', 'isWebOrder', 'callerId', ...BUYER_MESSAGE_FIELDS])},
          },
        },
      }),
    })
    body: {
      client: Partial<ClientContactForm> & {id?: number};
      order: OrderForm;
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
    @requestBody({
      required: true,
      ...json({type: 'object', title: 'BuyerOrderPatch', additionalProperties: false, properties: propertiesOf(Order, BUYER_ORDER_FIELDS)}),
    })
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
        ...json({
          type: 'object',
          title: 'BuyerStats',
          properties: {
            buyerCommission: {type: 'integer'},
            team: {type: 'string', nullable: true},
            today: statsPeriod,
            month: statsPeriod,
          },
        }),
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
