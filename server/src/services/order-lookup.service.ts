import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {coldCaseBefore, ORDER_STATUS_RULES, parseOrderSearch, SearchSyntaxError} from '@karat/shared';
import {ORDER_READERS} from '../authorization/role-matrix';
import {CLOCK} from '../keys';
import type {Clock} from './clock';
import type {MemberProfile} from '../security/principal';
import {OrderRepository, ownOrderWhere, type JsonText} from '../repositories';

/** How many orders the quick search answers: enough to pick from, few enough to read at a glance. */
export const QUICK_SEARCH_LIMIT = 10;

/**
 * What a hit shows: the order's number, bar code, country and status flags, its client's name and
 * phone; with its language, donation flag and team, which choose a desk's page of it (a cold case's, the payer's list).
 */
const HIT_FIELDS = [
  'id',
  'orderNumber',
  'barCode',
  'country',
  'language',
  'isDonation',
  'team',
  'createdAt',
  'clientId',
  ...ORDER_STATUS_RULES.flatMap(([flag]) => (flag ? [flag] : [])),
];
const HIT_CLIENT = {relation: 'client', scope: {fields: ['id', 'clientNumber', 'firstName', 'lastName', 'phone']}};

/**
 * The global search box ("Find anything", Ctrl-K): the order search's words (an order number, a bar
 * code, the client's name, number or phone in any format, or the search syntax), the newest first.
 * It is read from the orders' search column (one trigram index, or the newest-first index walk),
 * like the order lists. Each member finds only what their role may read: the roles that read every
 * order through the API (ORDER_READERS) every order, a buyer their own (caller or assigned caller), a
 * cold caller the cold cases, both roles' either; any other role nothing, so the box tells no one of
 * an order they may not see.
 */
@injectable({scope: BindingScope.SINGLETON})
export class OrderLookupService {
  constructor(
    @repository(OrderRepository) private orders: OrderRepository,
    @inject(CLOCK) private clock: Clock,
  ) {}

  async quickSearch(q: string, user: MemberProfile): Promise<JsonText | object[]> {
    let search: object;
    try {
      search = parseOrderSearch(q ?? '');
    } catch (err) {
      if (err instanceof SearchSyntaxError) throw new HttpErrors.BadRequest(err.message);
      throw err;
    }
    if (Object.keys(search).length === 0) return [];
    const limits = this.limitsOf(user);
    if (limits === null) return [];
    const where = limits === 'every' ? search : {and: [search, limits.length === 1 ? limits[0] : {or: limits}]};
    return this.orders.findJson({where, fields: HIT_FIELDS, include: [HIT_CLIENT], order: ['createdAt DESC', 'id DESC'], limit: QUICK_SEARCH_LIMIT});
  }

  /** The orders the member may find: 'every', the wheres of their own lists (any of them), or null for none. */
  private limitsOf(user: MemberProfile): 'every' | object[] | null {
    const roles = user.member as unknown as Record<string, unknown>;
    if (ORDER_READERS.some(role => roles[role] === true)) return 'every';
    const limits: object[] = [];
    if (roles.buyer === true) limits.push(ownOrderWhere(user.id));
    // The cold cases as the cold callers' lists take them (shared's isColdCase).
    if (roles.isColdCaller === true)
      limits.push({and: [{isReceived: false}, {closed: false}, {createdAt: {lt: coldCaseBefore(this.clock.now()).toISOString()}}]});
    return limits.length ? limits : null;
  }
}
