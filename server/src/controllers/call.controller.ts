import {authenticate} from '@loopback/authentication';
import {inject} from '@loopback/core';
import {repository} from '@loopback/repository';
import {getModelSchemaRef, HttpErrors, param, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {CALL_TYPES, MESSAGES} from '@karat/shared';
import type {MemberProfile} from '../authentication/bearer-token.strategy';
import {Order, SmsLog} from '../models';
import {ClientRepository, OrderRepository} from '../repositories';
import {CallInput, CallService} from '../services/call.service';
import {SmsService} from '../services/sms.service';
import {assertOwnOrder} from '../services/order-access';
import {json} from './spec-helpers';


/** The return-code text: the carrier's return code of the Finnish security bag. */
export const returnCodeMessage = (code: string) =>
  `Hei! Voit palauttaa lähetyksesi maksutta palautuskoodilla ${code} lähimmässä Postin toimipisteessä. Ystävällisin terveisin, Karat`;

@authenticate('bearer')
export class CallController {
  constructor(
    @inject('services.CallService') private calls: CallService,
    @inject('services.SmsService') private sms: SmsService,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(ClientRepository) private clients: ClientRepository,
    @inject(SecurityBindings.USER) private user: MemberProfile,
  ) {}

  @post('/Orders/{id}/calls', {
    responses: {
      '200': {
        description: 'The order after the call (and the replacement order for wantsANewSecurityBag)',
        ...json({type: 'object', title: 'CallAnswer', properties: {order: getModelSchemaRef(Order), newOrder: getModelSchemaRef(Order)}}),
      },
    },
  })
  async record(
    @param.path.integer('id') id: number,
    @requestBody({
      required: true,
      ...json({
        type: 'object',
        title: 'CallRequest',
        required: ['type'],
        additionalProperties: false,
        properties: {
          type: {type: 'string', enum: [...CALL_TYPES]},
          event: {type: 'string', maxLength: 50},
          message: {type: 'string', maxLength: 2000},
          dueDate: {type: 'string', format: 'date-time'},
        },
      }),
    })
    body: CallInput,
  ) {
    return this.calls.record(id, body, this.user);
  }

  /** Spec 01 §5: the return-code SMS works only for Finnish orders and needs the client's phone. */
  @post('/Orders/{id}/return-code-sms', {responses: {'200': {description: 'Message sent', ...json(getModelSchemaRef(SmsLog))}}})
  async returnCodeSms(@param.path.integer('id') id: number) {
    const order = await this.orders.findOne({where: {id}});
    if (!order) throw new HttpErrors.NotFound(MESSAGES.cannotFindOrder);
    if (!this.user.member.isColdCaller) assertOwnOrder(order, this.user);
    if (order.country !== 'finland') throw new HttpErrors.UnprocessableEntity(MESSAGES.onlyFinnishSms);
    const client = order.clientId ? await this.clients.findOne({where: {id: order.clientId}}) : null;
    if (!client?.phone) throw new HttpErrors.UnprocessableEntity(MESSAGES.missingPhone);
    if (!order.barCode) throw new HttpErrors.UnprocessableEntity('The order has no return code yet');
    return this.sms.send({to: client.phone, message: returnCodeMessage(order.barCode), kind: 'returnCode', orderId: order.id, memberId: this.user.id});
  }

  /** The old system's plain send (spec 01 §7): to a number, a text. */
  @post('/SMs/send', {responses: {'200': {description: 'Message sent', ...json(getModelSchemaRef(SmsLog))}}})
  async send(
    @requestBody({
      required: true,
      ...json({
        type: 'object',
        title: 'SmsRequest',
        required: ['to', 'msg'],
        additionalProperties: false,
        properties: {to: {type: 'string', maxLength: 20}, msg: {type: 'string', minLength: 1, maxLength: 1000}},
      }),
    })
    body: {to: string; msg: string},
  ) {
    return this.sms.send({to: body.to, message: body.msg, kind: 'other', memberId: this.user.id});
  }
}
