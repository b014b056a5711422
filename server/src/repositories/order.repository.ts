import {Getter, inject} from '@loopback/core';
import {BelongsToAccessor, DefaultTransactionalRepository, repository} from '@loopback/repository';
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
}
