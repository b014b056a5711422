import {BUSINESS_TZ, CLOCK, DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {
  clientPostalSchema,
  MESSAGES,
  normalizedClientInputs,
  packagerClaimCutoff,
  packagerHistorySince,
  PACKAGER_LANGUAGES,
  startOfBusinessDay,
  type ClientPostalForm,
  type PackagerHistoryPeriod,
} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {addBarCodeInput, decideAddBarCode, decideClaim, decideClientCorrection, decideMarkPackaged, decideRelease, packagerQueueLanguage} from '../domain';
import {Client, Member, Order} from '../models';
import {ClientRepository, OrderRepository, PackagerRepository} from '../repositories';
import type {Clock} from './clock';
import {decided, httpError} from './http-error';
import {changeLockedRecord, changeOrder, changeOrderIfUnchanged} from './order-change';
import {inTransaction} from './transaction';
import {validateWith} from './validation';

/** What find-next-order answers: the order (with its client) or null for 'No more orders', and whether it is the queue's last. */
export interface NextOrderAnswer {
  order: Order | null;
  isLast: boolean;
}

export interface PackagerQueueStats {
  slug: string;
  language: string;
  waiting: number;
  doneToday: number;
}

/** The packager's team: their team's queue; a packager without a team packs for every team. */
const teamOf = (member: Pick<Member, 'team'>) => member.team ?? null;

const CLIENT_INCLUDE = {relation: 'client'};
/** Five tries all raced by other writes to the same order (it is being changed; try again). */
export const MARK_PACKAGED_CONFLICT = 'The order changed while it was being marked packaged; try again';

/**
 * The packager (spec 02 §2, §4). A packager holds at most one order: the
 * queue hands out the next free order of a language, by order number, for the packager's team,
 * locked with SKIP LOCKED in the transaction that claims it (inPackager, packagerId and the claim's
 * time), so two packagers never get the same order. Asking again answers the order the packager
 * already holds (a reload does not skip an order); asking for another language gives the held one
 * back first. A claim older than 30 minutes is abandoned: the order is free again. Logging out
 * gives back the held order. Every write is audited with the order's before and after.
 */
@injectable({scope: BindingScope.SINGLETON})
export class PackagerService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(ClientRepository) private clients: ClientRepository,
    @repository(PackagerRepository) private packager: PackagerRepository,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
  ) {}

  /** GET /Orders/find-next-order/{language}. */
  async findNextOrder(slug: string, member: Member): Promise<NextOrderAnswer> {
    const language = decided(packagerQueueLanguage(slug));
    const memberId = member.id!;
    const team = teamOf(member);
    return inTransaction(this.ds, async options => {
      const now = this.clock.now();
      const cutoff = packagerClaimCutoff(now);
      let current: Order | undefined;
      for (const held of await this.orders.lockHeldByPackager(memberId, options)) {
        const resumable = !current && held.language === language && (!team || held.team === team) && held.isShipmentRegistered && !held.closed;
        if (resumable) current = held;
        else await changeOrder(this.orders, held, decideRelease(), 'packager-release', memberId, options, now);
      }
      let hasOther: boolean | undefined;
      let client: Client | null | undefined;
      if (!current) {
        const next = await this.orders.lockNextForPackager(language, team, cutoff, options);
        if (!next) return {order: null, isLast: true};
        ({order: current, hasOther} = next);
        client = next.client ?? null;
      }
      // The claim answers the order as written; client and isLast came with the lock (round trips fewer).
      const claimed = await changeOrder(this.orders, current, decideClaim(memberId, now), 'packager-claim', memberId, options, now);
      hasOther ??= await this.orders.packagerQueueHasOther(language, team, cutoff, current.id!, options);
      const isLast = !hasOther;
      if (client === undefined) client = claimed.clientId ? await this.clients.findOne({where: {id: claimed.clientId}}, options) : null;
      return {order: Object.assign(claimed, {client: client ?? undefined}), isLast};
    });
  }

  /** POST /Orders/mark-as-packaged: Send's last write; a second mark answers 409. */
  async markAsPackaged(orderId: number, memberId: number): Promise<Order> {
    // Like the receive scan, without a lock or a transaction: read with the row version, decide, and
    // write with the audit entry in one statement only if the order is still as read; if another
    // command changed it meanwhile, decide again on what it is now (a second mark then gets 409).
    for (let attempt = 1; ; attempt++) {
      const found = await this.orders.byIdWithVersion(orderId);
      if (!found) throw httpError(404, MESSAGES.cannotFindOrder);
      const now = this.clock.now();
      const change = decided(decideMarkPackaged(found.order, memberId, now, packagerClaimCutoff(now)));
      const stored = await changeOrderIfUnchanged(this.orders, found.order, found.version, change, 'mark-as-packaged', memberId, now);
      if (stored) return stored;
      if (attempt === 5) throw httpError(409, MARK_PACKAGED_CONFLICT);
    }
  }

  /**
   * POST /Orders/add-barcode (the UK flow): the bar code is checked with shared's rule, and given
   * only to an order without one. Concurrent adds of one code are serialized by a lock on the code,
   * so two orders cannot both take it.
   */
  async addBarCode(body: {barCode: string; orderId: number}, memberId: number): Promise<Order> {
    const barCode = decided(addBarCodeInput(body.barCode));
    return inTransaction(this.ds, async options => {
      await this.orders.lockBarCode(barCode, options);
      const order = await this.lock(body.orderId, options);
      const now = this.clock.now();
      const activeOrderWithCode = await this.orders.activeOrderWithBarCode(barCode, order.id!, options);
      const change = decided(decideAddBarCode(order, barCode, {memberId, now, cutoff: packagerClaimCutoff(now), activeOrderWithCode}));
      await changeOrder(this.orders, order, change, 'add-barcode', memberId, options, now);
      return this.orders.findById(order.id!, {include: [CLIENT_INCLUDE]}, options);
    });
  }

  /**
   * PATCH /packager/orders/{id}/client (the UK flow): the packager corrects the name and postal
   * address of the client of the order they hold (shared's CLIENT_POSTAL_FIELDS, with the client
   * form's rules and the zip of the client's country; any other field is a 422). The order's own
   * address follows, so the label prints what was corrected. Both writes are audited.
   */
  async correctClient(orderId: number, body: ClientPostalForm, memberId: number): Promise<Order> {
    return inTransaction(this.ds, async options => {
      const order = await this.lock(orderId, options);
      const now = this.clock.now();
      const claim = decided(decideClientCorrection(order, memberId, now, packagerClaimCutoff(now)));
      if (!order.clientId) throw httpError(404, MESSAGES.missingClient);
      const before = await this.clients.lockById(order.clientId, options);
      if (!before) throw httpError(404, MESSAGES.missingClient);
      // The zip in its one form, of the client's country (the order is the client's).
      const form = normalizedClientInputs(validateWith(clientPostalSchema(before.country), body), before.country);
      // The changed fields, their audit entry and the stored row in one statement; none changed, nothing written.
      await changeLockedRecord(this.clients, before, form as Partial<Client>, 'packager-correct-client', memberId, options, now);
      await changeOrder(
        this.orders,
        order,
        {...claim, address: form.address, zip: form.zip, city: form.city},
        'packager-correct-client',
        memberId,
        options,
        now,
      );
      return this.orders.findById(order.id!, {include: [CLIENT_INCLUDE]}, options);
    });
  }

  /** Logout: the orders the member holds go back to the queue. */
  async releaseHeldBy(memberId: number): Promise<void> {
    await inTransaction(this.ds, async options => {
      const now = this.clock.now();
      for (const held of await this.orders.lockHeldByPackager(memberId, options))
        await changeOrder(this.orders, held, decideRelease(), 'packager-release', memberId, options, now);
    });
  }

  /** The language select's counts: free orders waiting and orders packaged today, per queue, for the member's team. */
  async stats(member: Member): Promise<{team: string | null; queues: PackagerQueueStats[]}> {
    const now = this.clock.now();
    const team = teamOf(member);
    const rows = await this.packager.counts(team, packagerClaimCutoff(now), startOfBusinessDay(now, this.businessTz));
    return {
      team,
      queues: PACKAGER_LANGUAGES.map(({slug, language}) => {
        const row = rows.find(r => r.language === language);
        return {slug, language, waiting: row?.waiting ?? 0, doneToday: row?.doneToday ?? 0};
      }),
    };
  }

  /** The waiting list: the member's team's free queue of a language (or all four), in the order it is handed out. */
  async waiting(member: Member, slug: string | undefined, limit: number, skip: number) {
    const language = slug ? decided(packagerQueueLanguage(slug)) : null;
    const {total, ids} = await this.packager.waiting(language, teamOf(member), packagerClaimCutoff(this.clock.now()), {limit, skip});
    return {total, orders: (await this.orders.findRowsByIds(ids, [CLIENT_INCLUDE])) as Order[]};
  }

  /** The member's packaged orders since the start of today, or of 7 days before today; newest first. */
  async history(memberId: number, period: PackagerHistoryPeriod, limit: number, skip: number) {
    const since = packagerHistorySince(this.clock.now(), period, this.businessTz);
    const {total, ids} = await this.packager.packagedBy(memberId, since, {limit, skip});
    return {total, since: since.toISOString(), orders: (await this.orders.findRowsByIds(ids, [CLIENT_INCLUDE])) as Order[]};
  }

  private async lock(id: number, options: Options): Promise<Order> {
    const order = await this.orders.lockById(id, options);
    if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
    return order;
  }
}
