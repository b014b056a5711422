import {COMPLAINT_FINISHED_STATUSES} from '@karat/shared';
import {QueryRepository} from './query/query.repository';
import {BindingScope, Getter, inject, injectable} from '@loopback/core';
import {BelongsToAccessor, repository} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {Client, Complaint, Order} from '../models';
import {ClientRepository} from './client.repository';
import {OrderRepository} from './order.repository';
import {DB_DATASOURCE} from '../keys';
import type {Page} from './call-list.repository';
import {SqlParams} from './order-conditions';

/** The list's filters (POST /ComplaintHandlers/list), each optional. */
export interface ComplaintFilters {
  status?: string | null;
  reasonCategory?: string | null;
  complaintFiledBy?: string | null;
  isClosed?: boolean | null;
  overdue?: boolean | null;
}

/** Overdue: due before now and neither resolved nor closed (shared's isComplaintOverdue; the partial index complaints_overdue_idx). */
const FINISHED = COMPLAINT_FINISHED_STATUSES.map(status => `'${status}'`).join(', ');
const OVERDUE = (now: string) => `(duedate < ${now} AND status NOT IN (${FINISHED}))`;

@injectable({scope: BindingScope.SINGLETON})
export class ComplaintRepository extends QueryRepository<Complaint, number> {
  public readonly order: BelongsToAccessor<Order, number>;
  public readonly client: BelongsToAccessor<Client, number>;

  constructor(
    @inject(DB_DATASOURCE) ds: DbDataSource,
    @repository.getter(OrderRepository) getOrderRepository: Getter<OrderRepository>,
    @repository.getter(ClientRepository) getClientRepository: Getter<ClientRepository>,
  ) {
    super(Complaint, ds);
    this.order = this.createBelongsToAccessorFor('order', getOrderRepository);
    this.registerInclusionResolver('order', this.order.inclusionResolver);
    this.client = this.createBelongsToAccessorFor('client', getClientRepository);
    this.registerInclusionResolver('client', this.client.inclusionResolver);
  }

  /** A page of complaints, newest (highest complaint number) first, and how many match (migration 022's indexes). */
  async page(filters: ComplaintFilters, now: Date, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const where: string[] = [];
    if (filters.status) where.push(`status = ${p.add(filters.status)}`);
    if (filters.reasonCategory) where.push(`reasoncategory = ${p.add(filters.reasonCategory)}`);
    if (filters.complaintFiledBy) where.push(`complaintfiledby = ${p.add(filters.complaintFiledBy)}`);
    if (filters.isClosed != null) where.push(`isclosed = ${p.add(filters.isClosed)}`);
    if (filters.overdue != null) where.push(filters.overdue ? OVERDUE(p.add(now)) : `NOT ${OVERDUE(p.add(now))} OR duedate IS NULL`);
    const condition = where.length ? `WHERE ${where.map(part => `(${part})`).join(' AND ')}` : '';
    const [{total}] = (await this.dataSource.execute(`SELECT count(*)::int AS total FROM complaints ${condition}`, p.values)) as {total: number}[];
    const rows = (await this.dataSource.execute(
      `SELECT id FROM complaints ${condition} ORDER BY complaintnumber DESC LIMIT ${page.limit} OFFSET ${page.skip}`,
      p.values,
    )) as {id: number}[];
    return {total, ids: rows.map(row => row.id)};
  }
}
