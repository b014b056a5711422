import {BindingScope, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {ORDER_STATUS_RULES, parseOrderSearch, SearchSyntaxError} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import {OrderRepository, ownOrderWhere} from '../repositories';
import type {JsonText} from '../repositories/query/json-text';

/** How many orders the quick search answers: enough to pick from, few enough to read at a glance. */
export const QUICK_SEARCH_LIMIT = 10;

/** What a hit shows: the order's number, bar code, country and status flags, its client's name and phone. */
const HIT_FIELDS = ['id', 'orderNumber', 'barCode', 'country', 'createdAt', 'clientId', ...ORDER_STATUS_RULES.flatMap(([flag]) => (flag ? [flag] : []))];
const HIT_CLIENT = {relation: 'client', scope: {fields: ['id', 'clientNumber', 'firstName', 'lastName', 'phone']}};

/**
 * The global search box (Ctrl-K): the order search's words (an order number, a bar
 * code, the client's name, number or phone in any format, or the search syntax), the newest first.
 * It is read from the orders' search column (one trigram index, or the newest-first index walk),
 * like the order lists; a buyer finds only their own orders (caller or assigned caller).
 */
@injectable({scope: BindingScope.SINGLETON})
export class OrderLookupService {
  constructor(@repository(OrderRepository) private orders: OrderRepository) {}

  async quickSearch(q: string, user: MemberProfile): Promise<JsonText | object[]> {
    let search: object;
    try {
      search = parseOrderSearch(q ?? '');
    } catch (err) {
      if (err instanceof SearchSyntaxError) throw new HttpErrors.BadRequest(err.message);
      throw err;
    }
    if (Object.keys(search).length === 0) return [];
    // Only a member who reads every order (admin, customer service) searches them all.
    const everyOrder = user.member.admin === true || user.member.customer === true;
    const where = everyOrder ? search : {and: [search, ownOrderWhere(user.id)]};
    return this.orders.findJson({where, fields: HIT_FIELDS, include: [HIT_CLIENT], order: ['createdAt DESC', 'id DESC'], limit: QUICK_SEARCH_LIMIT});
  }
}
