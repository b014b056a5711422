import {QueryRepository} from './query/query.repository';
import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';
import {Member} from '../models';
import {DB_DATASOURCE} from '../keys';

@injectable({scope: BindingScope.SINGLETON})
export class MemberRepository extends QueryRepository<Member, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(Member, ds);
  }
}
