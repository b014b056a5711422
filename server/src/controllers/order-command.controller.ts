import {BindingScope, inject, injectable} from '@loopback/core';
import {get, HttpErrors, param, post, requestBody} from '@loopback/rest';
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
  addressCheckSchema,
  methodNotAllowedSchema,
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

  @get('/Orders/{id}/check-address-base64', {
    operationId: 'checkAddress',
    responses: {
      '200': {
        description: 'Whether the order can be posted to its address',
        ...json(addressCheckSchema),
      },
    },
  })
  async checkAddress(@param.path.integer('id') id: number) {
    return this.commands.checkAddress(id);
  }

  /** Registering a package changes the order (bar code, shipment flags) and the package code registry: a POST. */
  @post('/Orders/{id}/register-package', {
    [IDEMPOTENT]: true,
    operationId: 'registerPackage',
    responses: {'200': {description: 'The order with its new tracking number as bar code', ...json(orderRef)}},
  })
  async registerPackage(
    @param.path.integer('id') id: number,
    @param.query.boolean('confirm', {description: 'true once the caller confirmed changing an existing bar code'}) confirm: boolean | undefined,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.commands.registerPackage(id, confirm === true, user.id);
  }

  /**
   * The old system's GET path: a GET must not change data, so it answers 405 with `Allow: POST` and
   * the path to POST instead (a link, a prefetch or a retried GET can no longer register a package).
   */
  @get('/Orders/{id}/register-package', {
    operationId: 'registerPackageByGet',
    responses: {'405': {description: 'Register package is a POST: the error names the path', ...json(methodNotAllowedSchema)}},
  })
  async registerPackageByGet(@param.path.integer('id') id: number): Promise<never> {
    const path = `/api/Orders/${id}/register-package`;
    throw Object.assign(new HttpErrors.MethodNotAllowed(`Register package changes data: POST ${path}`), {
      code: 'USE_POST',
      details: {method: 'POST', path},
      headers: {Allow: 'POST'},
    });
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
