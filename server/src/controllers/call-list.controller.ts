import {authenticate} from '@loopback/authentication';
import {BindingScope, inject, injectable} from '@loopback/core';
import {get} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
// eslint-disable-next-line karat/no-restricted-paths -- TODO(issue 13): the fast-lane marks go with the one pipeline (item 1)
import {FAST_READS} from '../middleware/fast-lane.middleware';
import {Client, Order} from '../models';
import {BuyerService} from '../services/buyer.service';
import {json, limitParam, propertiesOf, searchParam, skipParam} from './spec-helpers';
import {BUYER_SERVICE} from '../keys';

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

/**
 * A buyer's call lists and their sizes: the buyer's most frequent reads (the sidebar asks for the
 * counts on every screen). One instance; the member comes with each call, so the fast lane can
 * answer them. The operation ids stay the buyer controller's, which the client's SDK is named after.
 */
@authenticate('bearer')
@injectable({scope: BindingScope.SINGLETON})
export class CallListController {
  static readonly [FAST_READS] = new Set(['welcomeCalls', 'afterCalls', 'callCounts']);

  constructor(@inject(BUYER_SERVICE) private buyer: BuyerService) {}

  @get('/buyer/welcome-calls', {
    operationId: 'BuyerController.welcomeCalls',
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
    operationId: 'BuyerController.afterCalls',
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

  @get('/buyer/call-counts', {operationId: 'BuyerController.callCounts', responses: {'200': {description: 'Sizes of the two call lists', ...json(callCounts)}}})
  async callCounts(@inject(SecurityBindings.USER) user: MemberProfile) {
    return this.buyer.callCounts(user.id);
  }
}
