import {BindingScope, Getter, inject, injectable} from '@loopback/core';
import {BelongsToAccessor, DefaultTransactionalRepository, Options, repository} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {Client, Member, Order} from '../models';
import type {ClientRepository} from './client.repository';
import {MemberRepository} from './member.repository';
import {selectList} from '../services/rows';

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
   * Locks the order row until the transaction in `options` ends and reads it in the same statement,
   * so the caller's checks see the state no concurrent command can change under it. Undefined when
   * there is none.
   */
  async lockById(id: number, options: Options): Promise<Order | undefined> {
    return this.lockOne('id = $1', [id], options);
  }

  /** The receive scan's rule: the newest order with this bar code, locked and read the same way. */
  async lockNewestByBarCode(barCode: string, options: Options): Promise<Order | undefined> {
    return this.lockOne('id = (SELECT id FROM orders WHERE barcode = $1 ORDER BY createdat DESC, id DESC LIMIT 1)', [barCode], options);
  }

  private async lockOne(condition: string, params: unknown[], options: Options): Promise<Order | undefined> {
    const rows = (await this.execute(`SELECT ${selectList(Order)} FROM orders WHERE ${condition} FOR UPDATE`, params, options)) as object[];
    return rows.length ? new Order(rows[0]) : undefined;
  }

  /**
   * Writes a change to an order (locked by the caller) and answers the stored row, in one
   * statement: the command's update and its re-read for the answer and the audit.
   */
  async updateReturning(id: number, change: Partial<Order>, options: Options): Promise<Order> {
    const props = Order.definition.properties;
    const keys = Object.keys(change).filter(k => props[k] && k !== 'id' && change[k as keyof Order] !== undefined);
    const values = keys.map(k => {
      const value = change[k as keyof Order] as unknown;
      // jsonb columns take their JSON text, as the connector sends them.
      return props[k].postgresql?.dataType === 'jsonb' && value !== null ? JSON.stringify(value) : value;
    });
    const sets = keys.map((k, i) => `"${k.toLowerCase()}" = $${i + 2}`).join(', ');
    // The connector answers an UPDATE as {count, rows}.
    const {rows} = (await this.execute(`UPDATE orders SET ${sets} WHERE id = $1 RETURNING ${selectList(Order)}`, [id, ...values], options)) as {rows?: object[]};
    if (!rows?.length) throw new Error(`Order ${id} is gone`);
    return new Order(rows[0]);
  }

  /** Locks several orders in id order (so overlapping batches cannot deadlock); answers the ids found. */
  async lockByIds(ids: number[], options: Options): Promise<number[]> {
    const rows = (await this.execute('SELECT id FROM orders WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids], options)) as {
      id: number;
    }[];
    return rows.map(r => r.id);
  }
}
