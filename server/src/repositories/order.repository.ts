import {BindingScope, Getter, inject, injectable} from '@loopback/core';
import {BelongsToAccessor, DefaultTransactionalRepository, Options, repository} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {Client, Member, Order} from '../models';
import type {ClientRepository} from './client.repository';
import {MemberRepository} from './member.repository';

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

@injectable({scope: BindingScope.SINGLETON})
export class OrderRepository extends DefaultTransactionalRepository<Order, number> {
  public readonly client: BelongsToAccessor<Client, number>;
  public readonly staff: Record<(typeof ORDER_STAFF_RELATIONS)[number], BelongsToAccessor<Member, number>>;

  constructor(
    @inject('datasources.db') ds: DbDataSource,
    @repository.getter('ClientRepository') getClientRepository: Getter<ClientRepository>,
    @repository.getter(MemberRepository) getMemberRepository: Getter<MemberRepository>,
  ) {
    super(Order, ds);
    this.client = this.createBelongsToAccessorFor('client', getClientRepository);
    this.registerInclusionResolver('client', this.client.inclusionResolver);
    this.staff = {} as OrderRepository['staff'];
    for (const name of ORDER_STAFF_RELATIONS) {
      this.staff[name] = this.createBelongsToAccessorFor(name, getMemberRepository);
      this.registerInclusionResolver(name, this.staff[name].inclusionResolver);
    }
  }

  /**
   * Locks the order row until the transaction in `options` ends, then reads it, so the caller's
   * checks see the state no concurrent command can change under it. Undefined when there is none.
   */
  async lockById(id: number, options: Options): Promise<Order | undefined> {
    const rows = (await this.execute('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [id], options)) as unknown[];
    return rows.length ? this.findById(id, {}, options) : undefined;
  }

  /** The receive scan's rule: the newest order with this bar code, locked. */
  async lockNewestByBarCode(barCode: string, options: Options): Promise<Order | undefined> {
    const rows = (await this.execute(
      'SELECT id FROM orders WHERE barcode = $1 ORDER BY createdat DESC, id DESC LIMIT 1 FOR UPDATE',
      [barCode],
      options,
    )) as {id: number}[];
    return rows.length ? this.findById(rows[0].id, {}, options) : undefined;
  }

  /** Locks several orders in id order (so overlapping batches cannot deadlock); answers the ids found. */
  async lockByIds(ids: number[], options: Options): Promise<number[]> {
    const rows = (await this.execute('SELECT id FROM orders WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids], options)) as {
      id: number;
    }[];
    return rows.map(r => r.id);
  }
}
