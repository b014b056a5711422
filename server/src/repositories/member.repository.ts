import {QueryRepository} from './query/query.repository';
import {BindingScope, inject, injectable} from '@loopback/core';
import {DefaultTransactionalRepository} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {Member} from '../models';

@injectable({scope: BindingScope.SINGLETON})
export class MemberRepository extends QueryRepository<Member, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(Member, ds);
  }
}
