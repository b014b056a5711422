import {BindingScope, inject, injectable} from '@loopback/core';
import {get, HttpErrors, param, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import type {ShipmentService} from '../services/shipment.service';
import {json, IDEMPOTENT, limitParam, skipParam} from '../specs/helpers';
import {SHIPMENT_SERVICE} from '../keys';
import {
  addressCheckSchema,
  failedRegistrationsSchema,
  methodNotAllowedSchema,
  orderRef,
  registrationRetryRequestBody,
  retryAnswerSchema,
} from '../specs/orders.specs';

/**
 * The security bag's carrier registration: by a person (Register package, the address check) and
 * the failures of the background job (the "Registration failed" list, Retry and bulk retry).
 */
@injectable({scope: BindingScope.SINGLETON})
export class ShipmentController {
  constructor(@inject(SHIPMENT_SERVICE) private shipments: ShipmentService) {}

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
    return this.shipments.checkAddress(id);
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
    return this.shipments.registerPackage(id, confirm === true, user.id);
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

  @get('/Orders/registration-failed', {
    operationId: 'failedRegistrations',
    responses: {'200': {description: 'Open orders whose carrier registration failed, the newest failure first', ...json(failedRegistrationsSchema)}},
  })
  async failed(@limitParam() limit?: number, @skipParam() skip?: number) {
    return this.shipments.failed({limit: limit ?? 50, skip: skip ?? 0});
  }

  @post('/Orders/registration-retry', {
    [IDEMPOTENT]: true,
    operationId: 'retryRegistrations',
    responses: {'200': {description: 'Which orders were queued again, and why the others were not', ...json(retryAnswerSchema)}},
  })
  async retry(@requestBody(registrationRetryRequestBody) body: {orderIds: number[]}, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.shipments.retry(body.orderIds, user.id);
  }
}
