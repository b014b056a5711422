import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {CloseOrderForm, ReopenOrderForm} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import {OrderCommandService} from '../services/order-command.service';
import {json, IDEMPOTENT} from '../specs/helpers';
import {ORDER_COMMAND_SERVICE} from '../keys';
import {
  orderRef,
  closeRequestBody,
  reopenRequestBody,
  countAnswerSchema,
  massBoomerangRequestBody,
  receiveAnswerSchema,
  receiveRequestBody,
  receivedTodaySchema,
} from '../specs/orders.specs';

/** Order lifecycle commands (API.md "Order commands" and the named calls of the old system), the receiver's scan among them. */
@injectable({scope: BindingScope.SINGLETON})
export class OrderCommandController {
  constructor(@inject(ORDER_COMMAND_SERVICE) private commands: OrderCommandService) {}

  @post('/Orders/{id}/close', {
    [IDEMPOTENT]: true,
    operationId: 'closeOrder',
    responses: {'200': {description: 'The closed order', ...json(orderRef)}},
  })
  async close(
    @param.path.integer('id') id: number,
    @requestBody(closeRequestBody)
    body: CloseOrderForm,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.commands.close(id, body, user.id);
  }

  @post('/Orders/{id}/reopen', {
    [IDEMPOTENT]: true,
    operationId: 'reopenOrder',
    responses: {'200': {description: 'The reopened order', ...json(orderRef)}},
  })
  async reopen(
    @param.path.integer('id') id: number,
    @requestBody(reopenRequestBody)
    body: ReopenOrderForm,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.commands.reopen(id, body, user.id);
  }

  @post('/Orders/mass-boomerang', {
    [IDEMPOTENT]: true,
    operationId: 'massBoomerang',
    responses: {'200': {description: 'Orders marked as boomerang', ...json(countAnswerSchema)}},
  })
  async massBoomerang(
    @requestBody(massBoomerangRequestBody)
    body: {
      barCodes: string[];
    },
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.commands.massBoomerang(body.barCodes, user.id);
  }

  @post('/Orders/receive', {
    [IDEMPOTENT]: true,
    operationId: 'receiveOrder',
    responses: {
      '200': {
        description: 'Received; notices hold Received and, for a cold case, Cold case',
        ...json(receiveAnswerSchema),
      },
    },
  })
  async receive(
    @requestBody(receiveRequestBody)
    body: {barCode: string; reopen?: boolean},
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.commands.receive(body.barCode, body.reopen === true, user.id);
  }

  @get('/Orders/received-today', {
    operationId: 'countReceivedToday',
    responses: {
      '200': {
        description: 'Packages received today (business time zone), in total and per team',
        ...json(receivedTodaySchema),
      },
    },
  })
  async receivedToday() {
    return this.commands.receivedToday();
  }
}
