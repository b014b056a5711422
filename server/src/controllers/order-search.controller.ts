import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import type {OrderLookupService} from '../services/order-lookup.service';
import {json} from '../specs/helpers';
import {quickSearchAnswerSchema} from '../specs/orders.specs';
import {ORDER_LOOKUP_SERVICE} from '../keys';

/** The global search box of every screen. */
@injectable({scope: BindingScope.SINGLETON})
export class OrderSearchController {
  constructor(@inject(ORDER_LOOKUP_SERVICE) private lookup: OrderLookupService) {}

  @get('/Orders/quick-search', {
    operationId: 'quickSearchOrders',
    responses: {'200': {description: 'The newest orders matching the words (at most 10), with their client', ...json(quickSearchAnswerSchema)}},
  })
  async quickSearch(
    @param.query.string('q', {required: true, schema: {type: 'string', maxLength: 200}, description: 'Order number, bar code, client name, number or phone'})
    q: string,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.lookup.quickSearch(q, user);
  }
}
