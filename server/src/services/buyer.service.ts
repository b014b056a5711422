import {prepared} from '../repositories/query/prepared';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository, Where} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {
  afterCallWindow,
  buyerOrderSchema,
  CLIENT_CONTACT_FIELDS,
  clientContactSchema,
  coldCaseBefore,
  LANGUAGES,
  MESSAGES,
  orderFormSchema,
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
import {Client, Order} from '../models';
import {ClientRepository, MemberRepository, OrderRepository} from '../repositories';
import {AuditService} from './audit.service';
import {changedFields} from './changes';
import {Clock} from './clock';
import {guardWhere} from '../repositories/query/filter-guard';
import {httpError} from './http-error';
import {assertOwnOrder} from './order-access';
import {changeOrder} from './order-change';
import {inTransaction} from './transaction';
import {validateWith} from './validation';
import {AUDIT_SERVICE, BUSINESS_TZ, CLOCK, DB_DATASOURCE} from '../keys';

const PAGE_MAX = 200;

// The database's ctype is C (initdb --locale=C, and PGlite), where lower() folds only ASCII: the
// Latin-1 capitals (Å, Ä, Ö, Ü, É, ...) are folded by hand so "östman" finds Östman.
const LATIN1_UPPER = 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ';
const foldCase = (sql: string) => `lower(translate(${sql}, '${LATIN1_UPPER}', '${LATIN1_UPPER.toLowerCase()}'))`;

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
export const BUYER_CLIENT_INCLUDE = {relation: 'client', scope: {fields: [...BUYER_CLIENT_FIELDS]}};

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
  ) {}

  /**
   * Find client by phone: digits only, with a country code (spec 01 §5). Answers only what the
   * order form shows (BuyerClient): never bank details or internal fields.
   */
  async clientByPhone(phone: string): Promise<BuyerClient> {
    const {phone: wanted} = validateWith(phoneSearchSchema, {phone});
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
   */
  async addOrder(input: {client: Partial<ClientContactForm> & {id?: number}; order: OrderForm}, user: MemberProfile) {
    const form = validateWith(orderFormSchema, input.order);
    const isWebOrder = form.isWebOrder === true;
    if (isWebOrder && !user.member.buyerWebOrder) throw new HttpErrors.Forbidden('Only web-order buyers can add web orders');
    const {id: clientId, ...clientFields} = input.client ?? {};
    const contact = validateWith(clientContactSchema({isWebOrder}), clientFields);
    let callerId = user.id;
    if (isWebOrder && form.callerId) {
      const caller = await this.members.findOne({where: {id: form.callerId, isActive: true, buyer: true}});
      if (!caller) throw new HttpErrors.UnprocessableEntity(MESSAGES.callerNotActiveBuyer);
      callerId = caller.id!;
    }
    const now = this.clock.now();
    return inTransaction(this.ds, async options => {
      let client: Client;
      if (clientId !== undefined) {
        await this.clients.execute('SELECT id FROM clients WHERE id = $1 FOR UPDATE', [clientId], options);
        const before = await this.clients.findOne({where: {id: clientId}}, options);
        if (!before || before.phone !== contact.phone) throw new HttpErrors.NotFound(MESSAGES.missingClient);
        const changes = pick(contact, changedFields(Client, before, contact));
        if (Object.keys(changes).length > 0) {
          await this.clients.updateById(clientId, {...changes, updatedAt: now}, options);
          const after = await this.clients.findById(clientId, {}, options);
          await this.audit.record(
            {memberId: user.id, action: 'update', model: 'Client', modelId: clientId, before: before.toJSON(), after: after.toJSON()},
            options,
          );
          client = after;
        } else {
          client = before;
        }
      } else {
        const created = await this.clients.create({...contact, createdAt: now, updatedAt: now}, options);
        client = await this.clients.findById(created.id!, {}, options);
        await this.audit.record({memberId: user.id, action: 'create', model: 'Client', modelId: client.id, after: client.toJSON()}, options);
      }
      const {callerId: _chosen, ...orderFields} = form;
      const created = await this.orders.create(
        {
          ...orderFields,
          isWebOrder,
          team: form.team ?? user.member.team ?? null,
          clientId: client.id,
          callerId,
          address: client.address,
          zip: client.zip,
          city: client.city,
          createdAt: now,
          updatedAt: now,
        },
        options,
      );
      const stored = await this.orders.findById(created.id!, {}, options);
      await this.audit.record({memberId: user.id, action: 'create', model: 'Order', modelId: stored.id, after: stored.toJSON()}, options);
      return {client: pick(client, BUYER_CLIENT_FIELDS) as BuyerClient, order: stored};
    });
  }

  /** The member's open welcome calls: not received, not done, due by end of today, created within 45 days. */
  async welcomeCalls(memberId: number, q = '', limit = 50, skip = 0): Promise<CallListPage> {
    const {dueBy, createdAfter} = welcomeCallWindow(this.clock.now(), this.businessTz);
    return this.callList(
      'NOT o.isreceived AND NOT o.welcomecalldone AND NOT o.closed AND o.welcomecall <= $2 AND o.createdat > $3',
      'welcomeCall',
      [memberId, dueBy, createdAfter],
      q,
      limit,
      skip,
    );
  }

  /** The member's open after calls: not received, not done, due more than 7 days ago, created within 45 days. */
  async afterCalls(memberId: number, q = '', limit = 50, skip = 0): Promise<CallListPage> {
    const {dueBefore, createdAfter} = afterCallWindow(this.clock.now());
    return this.callList(
      'NOT o.isreceived AND NOT o.aftercalldone AND NOT o.closed AND o.duedate < $2 AND o.createdat > $3',
      'dueDate',
      [memberId, dueBefore, createdAfter],
      q,
      limit,
      skip,
    );
  }

  /**
   * One page of a call list ($1 is the member, caller or assigned caller) and the list's size, in one
   * statement: the rows with their clients' names and phones. The quick filter wants every word in
   * the order number, the client's name or phone.
   */
  private async callList(window: string, due: 'welcomeCall' | 'dueDate', params: unknown[], q: string, limit: number, skip: number): Promise<CallListPage> {
    const dateColumn = `o.${due.toLowerCase()}`;
    const words = searchWords(q);
    const filter = words
      .map(word => `AND strpos(${foldCase("concat_ws(' ', o.ordernumber, c.firstname, c.lastname, c.phone)")}, $${params.push(word)}) > 0`)
      .join(' ');
    // The page joins onto one row, so a page past the end still answers the total.
    const rows = await prepared<
      CallListRow & {total: number; clientId: number | null; firstName: string | null; lastName: string | null; phone: string | null}
    >(
      this.ds,
      `WITH hits AS (
         SELECT o.id, ${dateColumn} AS due FROM orders o ${words.length ? 'LEFT JOIN clients c ON c.id = o.clientid' : ''}
          WHERE ${window} AND (o.callerid = $1 OR o.assignedcallerid = $1) ${filter}),
       page AS (SELECT id, due FROM hits ORDER BY due, id LIMIT ${Math.min(limit, PAGE_MAX)} OFFSET ${Math.max(skip, 0)})
       SELECT (SELECT count(*)::int FROM hits) AS total, o.id, o.ordernumber AS "orderNumber", o.country,
              o.welcomecall AS "welcomeCall", o.duedate AS "dueDate", o.createdat AS "createdAt",
              c.id AS "clientId", c.firstname AS "firstName", c.lastname AS "lastName", c.phone
         FROM (SELECT 1) one
         LEFT JOIN (page p JOIN orders o ON o.id = p.id LEFT JOIN clients c ON c.id = o.clientid) ON true
        ORDER BY p.due, p.id`,
      params,
    );
    const orders = rows
      .filter(row => row.id !== null)
      .map(({total: _total, clientId, firstName, lastName, phone, ...order}) =>
        clientId === null ? order : {...order, client: {id: clientId, firstName, lastName, phone}},
      );
    return {total: rows[0].total, orders};
  }

  /** Sidebar counts of the two lists, in one round trip. */
  async callCounts(memberId: number) {
    const now = this.clock.now();
    const welcome = welcomeCallWindow(now, this.businessTz);
    const after = afterCallWindow(now);
    const [row] = (await this.ds.execute(
      `SELECT
         (SELECT count(*) FROM orders WHERE NOT isreceived AND NOT welcomecalldone AND NOT closed AND welcomecall <= $2
             AND createdat > $3 AND (callerid = $1 OR assignedcallerid = $1))::int AS "welcomeCalls",
         (SELECT count(*) FROM orders WHERE NOT isreceived AND NOT aftercalldone AND NOT closed AND duedate < $4
             AND createdat > $5 AND (callerid = $1 OR assignedcallerid = $1))::int AS "afterCalls"`,
      [memberId, welcome.dueBy, welcome.createdAfter, after.dueBefore, after.createdAfter],
    )) as {welcomeCalls: number; afterCalls: number}[];
    return row;
  }

  /** Cold cases of a language: not received, open, created more than 45 days ago; optionally one team. */
  async coldCases(language: string, team: string | undefined, limit = 50, skip = 0) {
    if (!(LANGUAGES as readonly string[]).includes(language)) throw new HttpErrors.NotFound(MESSAGES.unknownLanguage);
    if (team && !(TEAMS as readonly string[]).includes(team)) throw new HttpErrors.UnprocessableEntity('Unknown team');
    const params: unknown[] = [language, coldCaseBefore(this.clock.now())];
    const teamSql = team ? `AND team = $${params.push(team)}` : '';
    const where = `NOT isreceived AND NOT closed AND language = $1 AND createdat < $2 ${teamSql}`;
    const [{total}] = (await this.ds.execute(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, params)) as {total: number}[];
    const rows = (await this.ds.execute(
      `SELECT id FROM orders WHERE ${where} ORDER BY createdat DESC, id DESC LIMIT ${Math.min(limit, PAGE_MAX)} OFFSET ${Math.max(skip, 0)}`,
      params,
    )) as {id: number}[];
    const orders = await this.orders.findRowsByIds(
      rows.map(r => r.id),
      [BUYER_CLIENT_INCLUDE],
    );
    return {total, orders: orders as Order[]};
  }

  /** The buyer's own orders (caller or assigned caller), searched with the order-list syntax. */
  async ownOrders(memberId: number, q: string | undefined, limit = 25, skip = 0) {
    let search: object;
    try {
      search = guardWhere(Order, parseOrderSearch(q ?? ''));
    } catch (err) {
      if (err instanceof SearchSyntaxError) throw new HttpErrors.BadRequest(err.message);
      throw err;
    }
    const where = {and: [search, {or: [{callerId: memberId}, {assignedCallerId: memberId}]}]} as Where<Order>;
    const [total, orders] = await Promise.all([
      this.orders.count(where),
      this.orders.find({where, order: ['createdAt DESC'], limit: Math.min(limit, PAGE_MAX), skip, include: [BUYER_CLIENT_INCLUDE]}),
    ]);
    return {total: total.count, orders};
  }

  async ownOrder(id: number, user: MemberProfile) {
    const order = await this.orders.findOne({where: {id}, include: [BUYER_CLIENT_INCLUDE]});
    if (!order) throw new HttpErrors.NotFound(MESSAGES.cannotFindOrder);
    assertOwnOrder(order, user);
    return order;
  }

  /**
   * Buyer "modify orders": the order form's rules on the fields sent (a required one cannot be
   * cleared); a closed or received order is no longer the buyer's to change (409).
   */
  async updateOwnOrder(id: number, patch: Partial<BuyerOrderForm>, user: MemberProfile) {
    const form = validateWith(buyerOrderSchema.partial(), patch) as Partial<BuyerOrderForm>;
    const change: Partial<Order> = {
      ...(form as Partial<Order>),
      ...(form.welcomeCall !== undefined ? {welcomeCall: new Date(form.welcomeCall)} : {}),
      ...(form.dueDate !== undefined ? {dueDate: new Date(form.dueDate)} : {}),
    };
    const now = this.clock.now();
    await inTransaction(this.ds, async options => {
      const before = await this.orders.lockById(id, options);
      if (!before) throw new HttpErrors.NotFound(MESSAGES.cannotFindOrder);
      assertOwnOrder(before, user);
      if (before.closed) throw httpError(409, MESSAGES.alreadyClosed);
      if (before.isReceived) throw httpError(409, MESSAGES.alreadyReceived);
      await changeOrder(this.orders, before, change, 'update', user.id, options, now);
    });
  }

  /**
   * Progress for today and this month, for the member and the team: out (orders created), in
   * (valuated with gold above 0, by valuation date) and cancelled (closed, by close date).
   */
  async stats(user: MemberProfile) {
    const {today, month} = todayAndMonth(this.clock.now(), this.businessTz);
    const figures = async (scope: 'user' | 'team', period: {start: Date; end: Date}) => {
      const scopeSql = scope === 'user' ? 'callerid = $1' : 'team = $1';
      const who = scope === 'user' ? user.id : user.member.team;
      if (who === null || who === undefined) return {out: 0, in: 0, cancelled: 0};
      const [row] = (await this.ds.execute(
        `SELECT
           (SELECT count(*) FROM orders WHERE ${scopeSql} AND createdat >= $2 AND createdat < $3)::int AS out,
           (SELECT count(*) FROM orders WHERE ${scopeSql} AND valuationdate >= $2 AND valuationdate < $3 AND goldweight > 0)::int AS "in",
           (SELECT count(*) FROM orders WHERE ${scopeSql} AND closed AND closedate >= $2 AND closedate < $3)::int AS cancelled`,
        [who, period.start, period.end],
      )) as {out: number; in: number; cancelled: number}[];
      return row;
    };
    return {
      buyerCommission: user.member.buyerCommission ?? 0,
      team: user.member.team ?? null,
      today: {user: await figures('user', today), team: await figures('team', today)},
      month: {user: await figures('user', month), team: await figures('team', month)},
    };
  }
}
