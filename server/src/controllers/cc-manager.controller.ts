import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import {CcManagerService} from '../services/cc-manager.service';
import {json, limitParam, skipParam, sortParam, IDEMPOTENT} from '../specs/helpers';
import {CC_MANAGER_SERVICE} from '../keys';
import {
  orderList,
  count,
  transferRequestBody,
  cancelTransferRequestBody,
  ccManagerReportSchema,
  callListItemsSchema,
  managerOrderPageSchema,
  managerCallPageSchema,
} from '../specs/cc-manager.specs';
import {MANAGER_CALL_SORT_KEYS, MANAGER_ORDER_SORT_KEYS} from '@karat/shared';

const UNPAGED = 'The first 1,000 in their default order, as an array (kept for outside clients); the paged sibling `/page` answers a page with its total.';

/** The call-centre manager's tools (spec 01 §2 "Call-centre manager", §4 "Call transfer", §7 "Order queries": the manager report). */
@injectable({scope: BindingScope.SINGLETON})
export class CcManagerController {
  constructor(@inject(CC_MANAGER_SERVICE) private manager: CcManagerService) {}

  @get('/cc-manager/transfer-search', {
    operationId: 'searchTransfers',
    description: UNPAGED,
    responses: {'200': {description: 'Open calls of the caller due in the period, due first', ...json(orderList)}},
  })
  async transferSearch(
    @param.query.string('startDate') startDate?: string,
    @param.query.string('endDate') endDate?: string,
    @param.query.string('type') type?: string,
    @param.query.integer('callerId') callerId?: number,
  ) {
    return this.manager.transferSearch({startDate, endDate, type, callerId});
  }

  @get('/cc-manager/transfer-search/page', {
    operationId: 'searchTransfersPage',
    responses: {'200': {description: 'A page of the open calls of the caller due in the period, and their number', ...json(managerOrderPageSchema)}},
  })
  async transferSearchPage(
    @param.query.string('startDate') startDate?: string,
    @param.query.string('endDate') endDate?: string,
    @param.query.string('type') type?: string,
    @param.query.integer('callerId') callerId?: number,
    @limitParam() limit?: number,
    @skipParam() skip?: number,
    @sortParam(MANAGER_ORDER_SORT_KEYS, 'due first') sort?: string,
  ) {
    return this.manager.transferSearchPage({startDate, endDate, type, callerId}, {limit, skip, sort});
  }

  @post('/Orders/transfer', {
    [IDEMPOTENT]: true,
    operationId: 'transferCalls',
    responses: {'200': {description: '{n} order has been transferred', ...json(count)}},
  })
  async transfer(
    @requestBody(transferRequestBody)
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
    description: UNPAGED,
    responses: {'200': {description: 'Orders now transferred to or from the caller, by id', ...json(orderList)}},
  })
  async transferred(@param.query.integer('callerId') callerId?: number) {
    return this.manager.transferredOrders(callerId);
  }

  @get('/cc-manager/transferred-orders/page', {
    operationId: 'listTransferredOrdersPage',
    responses: {'200': {description: 'A page of the orders now transferred to or from the caller, and their number', ...json(managerOrderPageSchema)}},
  })
  async transferredPage(
    @param.query.integer('callerId') callerId?: number,
    @limitParam() limit?: number,
    @skipParam() skip?: number,
    @sortParam(MANAGER_ORDER_SORT_KEYS, 'by id') sort?: string,
  ) {
    return this.manager.transferredOrdersPage(callerId, {limit, skip, sort});
  }

  @post('/Orders/cancel-transfer', {
    [IDEMPOTENT]: true,
    operationId: 'cancelTransfer',
    responses: {'200': {description: '{n} order has been transferred', ...json(count)}},
  })
  async cancelTransfer(
    @requestBody(cancelTransferRequestBody)
    body: {
      orderIds: number[];
    },
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.manager.cancelTransfer(body.orderIds, user.id);
  }

  @get('/cc-manager/lists', {
    operationId: 'listManagerCalls',
    description: UNPAGED,
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

  @get('/cc-manager/lists/page', {
    operationId: 'listManagerCallsPage',
    responses: {'200': {description: 'A page of the open welcome and after calls due in the range, and their number', ...json(managerCallPageSchema)}},
  })
  async listsPage(
    @param.query.string('startDate') startDate?: string,
    @param.query.string('endDate') endDate?: string,
    @param.query.integer('callerId') callerId?: number,
    @limitParam() limit?: number,
    @skipParam() skip?: number,
    @sortParam(MANAGER_CALL_SORT_KEYS, 'due first') sort?: string,
  ) {
    return this.manager.callListsPage({startDate, endDate, callerId}, {limit, skip, sort});
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
