import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import {CcManagerService} from '../services/cc-manager.service';
import {json, IDEMPOTENT} from '../specs/helpers';
import {CC_MANAGER_SERVICE} from '../keys';
import {orderList, count, transferRequestSchema, cancelTransferRequestSchema, ccManagerReportSchema, callListItemsSchema} from '../specs/cc-manager.specs';

/** The call-centre manager's tools (spec 01 §2, §4 "Call transfer", §7 manager report). */
@injectable({scope: BindingScope.SINGLETON})
export class CcManagerController {
  constructor(@inject(CC_MANAGER_SERVICE) private manager: CcManagerService) {}

  @get('/cc-manager/transfer-search', {
    operationId: 'searchTransfers',
    responses: {'200': {description: 'Open calls of the caller due in the period', ...json(orderList)}},
  })
  async transferSearch(
    @param.query.string('startDate') startDate?: string,
    @param.query.string('endDate') endDate?: string,
    @param.query.string('type') type?: string,
    @param.query.integer('callerId') callerId?: number,
  ) {
    return this.manager.transferSearch({startDate, endDate, type, callerId});
  }

  @post('/Orders/transfer', {
    [IDEMPOTENT]: true,
    operationId: 'transferCalls',
    responses: {'200': {description: '{n} order has been transferred', ...json(count)}},
  })
  async transfer(
    @requestBody({
      required: true,
      ...json(transferRequestSchema),
    })
    body: {
      orderIds: number[];
      newCallerId: number;
      isPermanent: boolean;
    },
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.manager.transfer(body.orderIds, body.newCallerId, body.isPermanent, user.id);
  }

  @get('/cc-manager/transferred-orders', {
    operationId: 'listTransferredOrders',
    responses: {'200': {description: 'Orders now transferred to or from the caller', ...json(orderList)}},
  })
  async transferred(@param.query.integer('callerId') callerId?: number) {
    return this.manager.transferredOrders(callerId);
  }

  @post('/Orders/cancel-transfer', {
    [IDEMPOTENT]: true,
    operationId: 'cancelTransfer',
    responses: {'200': {description: '{n} order has been transferred', ...json(count)}},
  })
  async cancelTransfer(
    @requestBody({
      required: true,
      ...json(cancelTransferRequestSchema),
    })
    body: {
      orderIds: number[];
    },
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.manager.cancelTransfer(body.orderIds, user.id);
  }

  @get('/cc-manager/lists', {
    operationId: 'listManagerCalls',
    responses: {
      '200': {
        description: 'Open welcome and after calls due in the range',
        ...json(callListItemsSchema),
      },
    },
  })
  async lists(
    @param.query.string('startDate') startDate?: string,
    @param.query.string('endDate') endDate?: string,
    @param.query.integer('callerId') callerId?: number,
  ) {
    return this.manager.callLists({startDate, endDate, callerId});
  }

  @get('/cc-manager-reports/cc-manager-report/{start}/{end}/{userId}', {
    operationId: 'getManagerReport',
    responses: {
      '200': {
        description: 'The twelve figures for the member and the team',
        ...json(ccManagerReportSchema),
      },
    },
  })
  async report(@param.path.string('start') start: string, @param.path.string('end') end: string, @param.path.integer('userId') userId: number) {
    return this.manager.report(start, end, userId);
  }
}
