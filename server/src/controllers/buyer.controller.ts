import {authenticate} from '@loopback/authentication';
import {inject} from '@loopback/core';
import {get, getJsonSchema, getModelSchemaRef, param, patch, post, requestBody, SchemaObject} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {OrderForm} from '@karat/shared';
import type {MemberProfile} from '../authentication/bearer-token.strategy';
import {Client, Order} from '../models';
import {BUYER_EDITABLE_FIELDS, BuyerService} from '../services/buyer.service';
import {json, limitParam, propertiesOf, searchParam, skipParam} from './spec-helpers';

const orderWithClient = getModelSchemaRef(Order, {includeRelations: true});
const orderList = {type: 'array', items: orderWithClient};
const counts = {type: 'object', properties: {out: {type: 'integer'}, in: {type: 'integer'}, cancelled: {type: 'integer'}}};
const statsPeriod = {type: 'object', properties: {user: counts, team: counts}};
const page = {type: 'object', title: 'OrderPage', required: ['total', 'orders'], properties: {total: {type: 'integer'}, orders: orderList}};
const clientFields = getJsonSchema(Client, {exclude: ['clientNumber', 'createdAt', 'updatedAt']}) as SchemaObject;

/** The buyer's own work (spec 01 §2 "Buyer"): every answer is limited to the member's orders. */
@authenticate('bearer')
export class BuyerController {
  constructor(
    @inject('services.BuyerService') private buyer: BuyerService,
    @inject(SecurityBindings.USER) private user: MemberProfile,
  ) {}

  @get('/buyer/clients/by-phone/{phone}', {responses: {'200': {description: 'The client with this phone', ...json(getModelSchemaRef(Client))}}})
  async clientByPhone(@param.path.string('phone') phone: string) {
    return this.buyer.clientByPhone(phone);
  }

  @post('/buyer/orders', {
    responses: {
      '200': {
        description: 'The order added, with its client',
        ...json({type: 'object', title: 'AddOrderAnswer', properties: {client: getModelSchemaRef(Client), order: getModelSchemaRef(Order)}}),
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
          client: {...clientFields, title: 'AddOrderClient'},
          order: {
            type: 'object',
            title: 'AddOrderForm',
            additionalProperties: false,
            required: ['welcomeCall', 'dueDate', 'language', 'country'],
            properties: {...propertiesOf(Order, ['welcomeCall', 'dueDate', 'language', 'country', 'team', 'isWebOrder', 'callerId', ...BUYER_EDITABLE_FIELDS.filter(f => f.endsWith('Buyer') || f === 'generalMessage')])},
          },
        },
      }),
    })
    body: {client: Partial<Client> & {id?: number}; order: OrderForm},
  ) {
    return this.buyer.addOrder(body, this.user);
  }

  @get('/buyer/orders', {responses: {'200': {description: "The member's own orders", ...json(page)}}})
  async ownOrders(
    @searchParam() q?: string,
    @limitParam() limit?: number,
    @skipParam() skip?: number,
  ) {
    return this.buyer.ownOrders(this.user.id, q, limit ?? 25, skip ?? 0);
  }

  @get('/buyer/orders/{id}', {responses: {'200': {description: 'One of the member\'s orders', ...json(orderWithClient)}}})
  async ownOrder(@param.path.integer('id') id: number) {
    return this.buyer.ownOrder(id, this.user);
  }

  @patch('/buyer/orders/{id}', {responses: {'204': {description: 'Saved'}}})
  async updateOwnOrder(
    @param.path.integer('id') id: number,
    @requestBody({required: true, ...json({type: 'object', title: 'BuyerOrderPatch', additionalProperties: false, properties: propertiesOf(Order, BUYER_EDITABLE_FIELDS)})})
    body: Partial<Order>,
  ): Promise<void> {
    await this.buyer.updateOwnOrder(id, body, this.user);
  }

  @get('/buyer/stats', {
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
  async stats() {
    return this.buyer.stats(this.user);
  }
}
