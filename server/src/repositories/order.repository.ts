import {prepared, preparedIn} from './query/prepared';
import {QueryRepository} from './query/query.repository';
import {BindingScope, Getter, inject, injectable} from '@loopback/core';
import {BelongsToAccessor, Options, repository} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {Client, Member, Order} from '../models';
import type {ClientRepository} from './client.repository';
import {MemberRepository} from './member.repository';
import {qualifiedSelectList, selectList, splitPrefixed} from './query/rows';
import {ACTIVE_ORDER, FREE_FOR_PACKAGER, HELD_BY_PACKAGER, PACKAGER_QUEUE, SqlParams} from './order-conditions';
import {CLIENT_REPOSITORY, DB_DATASOURCE} from '../keys';

/** Staff relations of an order, all belongsTo Member (API.md "Relations for include"). */
export const ORDER_STAFF_RELATIONS = [
  'caller',
  'assignedCaller',
  'originalCaller',
  'coldCaseCaller',
  'valuator',
  'reValuator',
  'packager',
  'receiver',
  'teller',
  'payer',
  'bursar',
  'closer',
] as const;

/** A bar code can be reused: a scan means the newest order with it. */
const NEWEST_BY_BARCODE = 'id = (SELECT id FROM orders WHERE barcode = $1 ORDER BY createdat DESC, id DESC LIMIT 1)';

@injectable({scope: BindingScope.SINGLETON})
export class OrderRepository extends QueryRepository<Order, number> {
  public readonly client: BelongsToAccessor<Client, number>;
  public readonly staff: Record<(typeof ORDER_STAFF_RELATIONS)[number], BelongsToAccessor<Member, number>>;

  constructor(
    @inject(DB_DATASOURCE) private db: DbDataSource,
    @inject.getter(CLIENT_REPOSITORY) getClientRepository: Getter<ClientRepository>,
    @repository.getter(MemberRepository) getMemberRepository: Getter<MemberRepository>,
  ) {
    super(Order, db);
    this.client = this.createBelongsToAccessorFor('client', getClientRepository);
    this.registerInclusionResolver('client', this.client.inclusionResolver);
    this.staff = {} as OrderRepository['staff'];
    for (const name of ORDER_STAFF_RELATIONS) {
      this.staff[name] = this.createBelongsToAccessorFor(name, getMemberRepository);
      this.registerInclusionResolver(name, this.staff[name].inclusionResolver);
    }
  }

  /** The newest order with this bar code, locked and read the same way (mass boomerang). */
  async lockNewestByBarCode(barCode: string, options: Options): Promise<Order | undefined> {
    return this.lockWhere(NEWEST_BY_BARCODE, [barCode], options);
  }

  /**
   * The receive scan's rule: the newest order with this bar code, without a lock, and the row's
   * version (PostgreSQL's xmin, new on every update by anyone) for a write conditional on it; with
   * its client's name for the scan history.
   */
  async newestByBarCode(barCode: string): Promise<{order: Order; version: string; clientName: string | null} | undefined> {
    const rows = await prepared<{rowVersion: string; clientName: string | null}>(
      this.db,
      `SELECT xmin::text AS "rowVersion",
              (SELECT nullif(concat_ws(' ', c.firstname, c.lastname), '') FROM clients c WHERE c.id = orders.clientid) AS "clientName",
              ${selectList(Order)} FROM orders
        WHERE ${NEWEST_BY_BARCODE}`,
      [barCode],
    );
    if (!rows.length) return undefined;
    const {rowVersion, clientName, ...fields} = rows[0];
    return {order: new Order(fields), version: rowVersion, clientName};
  }

  /** An order by id without a lock, with its row version for a write conditional on it. */
  async byIdWithVersion(id: number): Promise<{order: Order; version: string} | undefined> {
    const rows = await prepared<{rowVersion: string}>(this.db, `SELECT xmin::text AS "rowVersion", ${selectList(Order)} FROM orders WHERE id = $1`, [id]);
    if (!rows.length) return undefined;
    const {rowVersion, ...fields} = rows[0];
    return {order: new Order(fields), version: rowVersion};
  }

  /**
   * The packager's next order (spec 02 §4 "Packager"): the first free order of the queue of this language (and
   * team, when the packager has one) by order number, locked, with its client. SKIP LOCKED: an order
   * another packager's transaction is taking right now is passed over, so two packagers never get
   * the same order and neither waits for the other. Whether another free one waits behind it
   * (isLast of find-next-order) comes in the same round trip; that look takes no lock, so an order
   * another packager is claiming in this instant still counts.
   */
  async lockNextForPackager(
    language: string,
    team: string | null,
    cutoff: Date,
    options: Options,
  ): Promise<{order: Order; client: Client | undefined; hasOther: boolean} | undefined> {
    const p = new SqlParams();
    const first = freeInPackagerQueue(p, language, team, cutoff, 'o');
    const other = freeInPackagerQueue(p, language, team, cutoff, 'behind');
    const rows = (await preparedIn(
      this.db,
      `SELECT ${qualifiedSelectList(Order, 'o')}, ${qualifiedSelectList(Client, 'c', 'client.')},
              EXISTS (SELECT 1 FROM orders behind WHERE ${other} AND behind.id <> o.id) AS "hasOther"
         FROM orders o LEFT JOIN clients c ON c.id = o.clientid
        WHERE ${first}
        ORDER BY o.ordernumber LIMIT 1 FOR UPDATE OF o SKIP LOCKED`,
      p.values,
      options,
    )) as Record<string, unknown>[];
    if (!rows.length) return undefined;
    const {hasOther, ...row} = rows[0];
    const [order, client] = splitPrefixed(row, 'client.');
    return {order: new Order(order), client: client.id == null ? undefined : new Client(client), hasOther: hasOther as boolean};
  }

  /** Whether the queue holds another free order than `exceptId` (isLast of find-next-order); no lock. */
  async packagerQueueHasOther(language: string, team: string | null, cutoff: Date, exceptId: number, options: Options): Promise<boolean> {
    const p = new SqlParams();
    const rows = (await this.execute(
      `SELECT 1 AS found FROM orders o WHERE ${freeInPackagerQueue(p, language, team, cutoff, 'o')} AND o.id <> ${p.add(exceptId)} LIMIT 1`,
      p.values,
      options,
    )) as object[];
    return rows.length > 0;
  }

  /** The orders a packager holds (in packager, not packaged), locked, in id order. */
  async lockHeldByPackager(memberId: number, options: Options): Promise<Order[]> {
    const p = new SqlParams();
    const rows = (await preparedIn(
      this.db,
      `SELECT ${selectList(Order)} FROM orders WHERE ${HELD_BY_PACKAGER(p.add(memberId))} ORDER BY id FOR UPDATE`,
      p.values,
      options,
    )) as object[];
    return rows.map(row => new Order(row));
  }

  /** Serializes the transactions giving out one bar code (until this one ends). */
  async lockBarCode(barCode: string, options: Options): Promise<void> {
    await this.execute(`SELECT pg_advisory_xact_lock(727275, hashtext($1))`, [barCode], options);
  }

  /** The order number of another active order (open, not received) with this bar code, if any. */
  async activeOrderWithBarCode(barCode: string, exceptId: number, options: Options): Promise<number | undefined> {
    const rows = (await this.execute(
      `SELECT ordernumber AS "orderNumber" FROM orders WHERE barcode = $1 AND id <> $2 AND ${ACTIVE_ORDER()} ORDER BY createdat DESC LIMIT 1`,
      [barCode, exceptId],
      options,
    )) as {orderNumber: number}[];
    return rows[0]?.orderNumber;
  }

  /**
   * Locks several orders in id order (so overlapping batches cannot deadlock) and reads them in the
   * same statement: one entry per id asked, undefined where there is none.
   */
  async lockByIds(ids: number[], options: Options): Promise<(Order | undefined)[]> {
    const rows = (await this.execute(`SELECT ${selectList(Order)} FROM orders WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [ids], options)) as object[];
    const byId = new Map(rows.map(row => [(row as {id: number}).id, new Order(row)]));
    return ids.map(id => byId.get(id));
  }
}

/** The free orders of a packager's queue (language, and team when the packager has one), as `o`. */
function freeInPackagerQueue(p: SqlParams, language: string, team: string | null, cutoff: Date, o: string): string {
  return `${PACKAGER_QUEUE(o)} AND ${o}.language = ${p.add(language)} ${team ? `AND ${o}.team = ${p.add(team)}` : ''}
          AND ${FREE_FOR_PACKAGER(p.add(cutoff), o)}`;
}
