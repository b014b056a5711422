import {AUDIT_SERVICE, BUSINESS_TZ, DB_DATASOURCE, SHIPMENT_SERVICE} from '../keys';
import type {ShipmentService} from './shipment.service';
import {createOrder} from './order-create';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository, Where} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {
  afterCallWindow,
  BANK_DETAIL_FIELDS,
  CLIENT_CONTACT_FIELDS,
  clientContactSchema,
  coldCaseBefore,
  LANGUAGES,
  MESSAGES,
  normalizedClientInputs,
  normalizedOrderInputs,
  normalizePhone,
  parseOrderSearch,
  phoneSearchSchema,
  searchWords,
  SearchSyntaxError,
  TEAMS,
  todayAndMonth,
  welcomeCallWindow,
  type BuyerOrderForm,
  type ClientContactForm,
  type OrderForm,
} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import {DbDataSource} from '../datasources/db.datasource';
import {coldCaseViewError, decideBuyerOrderEdit, orderFollowsClient, otherMarketError, ownOrderError, type Actor} from '../domain';
import {Client, Order} from '../models';
import {
  includeFields,
  CallListRecord,
  CallListRepository,
  ClientRepository,
  JsonText,
  MemberRepository,
  OrderRepository,
  OrderStatsRepository,
  ownOrderWhere,
} from '../repositories';
import {AuditService} from './audit.service';
import type {Clock} from './clock';
import {CLOCK} from '../keys';
import {decided, refuse} from './http-error';
import {changeLockedRecord, changeOrder} from './order-change';
import {inTransaction} from './transaction';
import {validateWith} from './validation';

const PAGE_MAX = 200;
const page = (limit: number, skip: number) => ({limit: Math.min(limit, PAGE_MAX), skip: Math.max(skip, 0)});

/** A page of a list and the size of the whole list. */
export interface OrderPage {
  total: number;
  orders: Order[];
}

/**
 * A row of a call list: what the list shows of an order. The detail route loads the whole order,
 * so a page is a few kilobytes instead of fifty full orders with their clients.
 */
export interface CallListRow {
  id: number;
  orderNumber: number;
  country: string | null;
  welcomeCall: Date | null;
  dueDate: Date | null;
  createdAt: Date;
  /** Calls logged of the list's call type, and the time of the last. */
  attempts: number;
  lastTry: Date | null;
  client?: {id: number; firstName: string | null; lastName: string | null; phone: string | null};
}

export interface CallListPage {
  total: number;
  orders: CallListRow[];
}

/** What the buyer's client look-up answers: the order form's client fields, its id and number. */
export const BUYER_CLIENT_FIELDS = ['id', 'clientNumber', ...CLIENT_CONTACT_FIELDS] as const;
export type BuyerClient = Pick<Client, (typeof BUYER_CLIENT_FIELDS)[number]>;

/** Buyers and cold callers see an order's client as the order form does: never its bank details. */
export const BUYER_CLIENT_INCLUDE = includeFields('client', BUYER_CLIENT_FIELDS);
/**
 * The cold cases' orders without the bank-details fields: a cold case, never received, has no payee
 * yet (the approval writes it), and a cold caller may not see one. An answer that names none passes
 * the pipeline's bank-details step untouched instead of being parsed and written again, which was
 * most of a cold caller's page of 50.
 */
const COLD_CASE_ORDER_FIELDS = Object.fromEntries(BANK_DETAIL_FIELDS.map(field => [field, false]));

/** A call list's rows as read: the list's size on each (one row with id null for a page past the end). */
function callListPage(rows: CallListRecord[]): CallListPage {
  const orders = rows
    .filter(row => row.id !== null)
    .map(({total: _total, clientId, firstName, lastName, phone, id, ...order}) =>
      clientId === null ? {id: id!, ...order} : {id: id!, ...order, client: {id: clientId, firstName, lastName, phone}},
    );
  return {total: rows[0].total, orders};
}

const pick = (source: object, keys: readonly string[]) =>
  Object.fromEntries(keys.filter(key => key in source).map(key => [key, (source as Record<string, unknown>)[key]]));

@injectable({scope: BindingScope.SINGLETON})
export class BuyerService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(ClientRepository) private clients: ClientRepository,
    @repository(MemberRepository) private members: MemberRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
    @repository(CallListRepository) private lists: CallListRepository,
    @repository(OrderStatsRepository) private orderStats: OrderStatsRepository,
    @inject(SHIPMENT_SERVICE) private shipments: ShipmentService,
  ) {}

  /**
   * Find client by phone: digits only, with a country code (spec 01 §5 "Phone search when adding an order"). Answers only what the
   * order form shows (BuyerClient): never bank details or internal fields.
   */
  async clientByPhone(phone: string): Promise<BuyerClient> {
    const {phone: typed} = validateWith(phoneSearchSchema, {phone});
    // Phones are stored in normalizePhone's form: the one rule on both sides finds the client however either was typed.
    const wanted = normalizePhone(typed);
    const client = await this.clients.findOne({where: {phone: wanted}, order: ['updatedAt DESC', 'id DESC'], fields: [...BUYER_CLIENT_FIELDS]});
    if (!client) throw new HttpErrors.NotFound(MESSAGES.missingClient);
    return pick(client, BUYER_CLIENT_FIELDS) as BuyerClient;
  }

  /**
   * Adds an order by phone: an existing client (its contact fields updated with the form) or a new
   * one, and the order with the member as caller. Only buyerWebOrder members add web orders, and
   * then choose the caller, an active buyer.
   *
   * The existing client is bound to the phone it was found by: its id must name a client with the
   * form's phone, else 404 'Missing client' (whether the id exists or not), so a buyer cannot reach
   * a client by its id alone. Only the contact fields are written, never bank details (the request
   * schema refuses them: 422) nor anything else.
   *
   * The order follows its client: country and language are the client's as saved
   * here, whatever the order part says; the team is the caller's. A client outside the caller's
   * market is added only with `confirmOtherMarket` (the form asked), else 409 OTHER_MARKET and
   * nothing is written (domain's otherMarketError).
   */
  async addOrder(input: {client: Partial<ClientContactForm> & {id?: number}; order: OrderForm; confirmOtherMarket?: boolean}, user: MemberProfile) {
    // The body as its contract parsed it (addOrderSchema: the web order's); a phone order's client
    // needs the birth year, so the client is checked again with the order's own flag.
    const form = input.order;
    const isWebOrder = form.isWebOrder === true;
    if (isWebOrder && !user.member.buyerWebOrder) throw new HttpErrors.Forbidden('Only web-order buyers can add web orders');
    const {id: clientId, ...clientFields} = input.client ?? {};
    // Phone and zip in their one form (normalizedClientInputs), so the client is compared and stored as every path stores it.
    const contact = normalizedClientInputs(validateWith(clientContactSchema({isWebOrder}), clientFields));
    let callerId = user.id;
    let callerMember: {team?: string | null; preferCountry?: string | null} = user.member;
    if (isWebOrder && form.callerId) {
      const caller = await this.members.findOne({where: {id: form.callerId, isActive: true, buyer: true}});
      if (!caller) throw new HttpErrors.UnprocessableEntity(MESSAGES.callerNotActiveBuyer);
      callerId = caller.id!;
      callerMember = caller;
    }
    refuse(otherMarketError(contact, callerMember, input.confirmOtherMarket === true));
    const now = this.clock.now();
    return inTransaction(this.ds, async options => {
      let client: Client;
      if (clientId !== undefined) {
        const before = await this.clients.lockById(clientId, options);
        if (!before || normalizePhone(before.phone, before.country) !== contact.phone) throw new HttpErrors.NotFound(MESSAGES.missingClient);
        // The changed contact fields, their audit entry and the stored row in one statement; none changed, nothing written.
        client = await changeLockedRecord(this.clients, before, contact as Partial<Client>, 'update', user.id, options, now);
      } else {
        const created = await this.clients.create({...contact, createdAt: now, updatedAt: now}, options);
        client = await this.clients.findById(created.id!, {}, options);
        await this.audit.record({memberId: user.id, action: 'create', model: 'Client', modelId: client.id, after: client.toJSON()}, options);
      }
      const {callerId: _chosen, ...orderFields} = form;
      const stored = await createOrder(
        {orders: this.orders, audit: this.audit, shipments: this.shipments},
        {
          ...orderFields,
          isWebOrder,
          ...orderFollowsClient(client, callerMember, form),
          clientId: client.id,
          callerId,
          address: client.address,
          zip: client.zip,
          city: client.city,
          createdAt: now,
          updatedAt: now,
        },
        user.id,
        options,
      );
      return {client: pick(client, BUYER_CLIENT_FIELDS) as BuyerClient, order: stored};
    });
  }

  /** The member's open welcome calls: not received, not done, due by end of today, created within 45 days. */
  async welcomeCalls(memberId: number, q = '', limit = 50, skip = 0): Promise<CallListPage> {
    const window = welcomeCallWindow(this.clock.now(), this.businessTz);
    return callListPage(await this.lists.welcomeCalls(memberId, window, searchWords(q), page(limit, skip)));
  }

  /** The member's open after calls: not received, not done, due more than 7 days ago, created within 45 days. */
  async afterCalls(memberId: number, q = '', limit = 50, skip = 0): Promise<CallListPage> {
    const window = afterCallWindow(this.clock.now());
    return callListPage(await this.lists.afterCalls(memberId, window, searchWords(q), page(limit, skip)));
  }

  /** Sidebar counts of the two lists, in one round trip. */
  async callCounts(memberId: number) {
    const now = this.clock.now();
    return this.lists.callCounts(memberId, welcomeCallWindow(now, this.businessTz), afterCallWindow(now));
  }

  /** Cold cases of a language: not received, open, created more than 45 days ago; optionally one team. */
  async coldCases(language: string, team: string | undefined, limit = 50, skip = 0) {
    if (!(LANGUAGES as readonly string[]).includes(language)) throw new HttpErrors.NotFound(MESSAGES.unknownLanguage);
    if (team && !(TEAMS as readonly string[]).includes(team)) throw new HttpErrors.UnprocessableEntity('Unknown team');
    const {total, ids} = await this.lists.coldCases(language, team, coldCaseBefore(this.clock.now()), page(limit, skip));
    // The rows' JSON as PostgreSQL writes it, as the generic lists answer; else the same rows read in JavaScript.
    const json = await this.orders.findJsonRowsByIds(ids, [BUYER_CLIENT_INCLUDE], COLD_CASE_ORDER_FIELDS);
    if (json) return new JsonText(`{"total":${total},"orders":[${json.join(',')}]}`);
    const orders = await this.orders.findRowsByIds(ids, [BUYER_CLIENT_INCLUDE]);
    return {total, orders: orders as Order[]};
  }

  /** One cold case of a language, as the cold caller's form shows it (an order that is no cold case answers as no order, 404). */
  async coldCase(language: string, id: number) {
    const order = await this.orders.findOne({where: {id, language}, include: [BUYER_CLIENT_INCLUDE]});
    if (!order) throw new HttpErrors.NotFound(MESSAGES.cannotFindOrder);
    refuse(coldCaseViewError(order, this.clock.now()));
    return order;
  }

  /** The buyer's own orders (caller or assigned caller), searched with the order-list syntax. */
  async ownOrders(memberId: number, q: string | undefined, limit = 25, skip = 0) {
    let search: object;
    try {
      search = this.orders.guardedWhere(parseOrderSearch(q ?? ''));
    } catch (err) {
      if (err instanceof SearchSyntaxError) throw new HttpErrors.BadRequest(err.message);
      throw err;
    }
    const where = {and: [search, ownOrderWhere(memberId)]} as Where<Order>;
    const [total, orders] = await Promise.all([
      this.orders.count(where),
      this.orders.find({where, order: ['createdAt DESC'], limit: Math.min(limit, PAGE_MAX), skip, include: [BUYER_CLIENT_INCLUDE]}),
    ]);
    return {total: total.count, orders};
  }

  async ownOrder(id: number, actor: Actor) {
    const order = await this.orders.findOne({where: {id}, include: [BUYER_CLIENT_INCLUDE]});
    if (!order) throw new HttpErrors.NotFound(MESSAGES.cannotFindOrder);
    refuse(ownOrderError(order, actor));
    return order;
  }

  /**
   * Buyer "modify orders": the order form's rules on the fields sent (a required one cannot be
   * cleared; the client form's address rules), then the cross-field rules of every order edit on the
   * locked order and its client (decideBuyerOrderEdit); a closed or received order is no longer the
   * buyer's to change (409). Nothing is written when a rule is broken.
   */
  async updateOwnOrder(id: number, form: Partial<BuyerOrderForm>, actor: Actor) {
    const change: Partial<Order> = {
      ...(form as Partial<Order>),
      ...(form.welcomeCall !== undefined ? {welcomeCall: new Date(form.welcomeCall)} : {}),
      ...(form.dueDate !== undefined ? {dueDate: new Date(form.dueDate)} : {}),
    };
    const now = this.clock.now();
    await inTransaction(this.ds, async options => {
      const before = await this.orders.lockById(id, options);
      if (!before) throw new HttpErrors.NotFound(MESSAGES.cannotFindOrder);
      const client = before.clientId ? await this.clients.findOne({where: {id: before.clientId}}, options) : null;
      const edit = decided(decideBuyerOrderEdit(before, actor, normalizedOrderInputs(change, before.country), now, client));
      await changeOrder(this.orders, before, edit.change, 'update', actor.id, options, now);
    });
  }

  /**
   * Progress for today and this month, for the member and the team: out (orders created), in
   * (valuated with gold above 0, by valuation date) and cancelled (closed, by close date).
   */
  async stats(user: MemberProfile) {
    const {today, month} = todayAndMonth(this.clock.now(), this.businessTz);
    const figures = async (scope: 'user' | 'team', period: {start: Date; end: Date}) => {
      const team = user.member.team;
      if (scope === 'user') return this.orderStats.buyerFigures({callerId: user.id}, period);
      return team ? this.orderStats.buyerFigures({team}, period) : {out: 0, in: 0, cancelled: 0};
    };
    return {
      buyerCommission: user.member.buyerCommission ?? 0,
      team: user.member.team ?? null,
      today: {user: await figures('user', today), team: await figures('team', today)},
      month: {user: await figures('user', month), team: await figures('team', month)},
    };
  }
}
