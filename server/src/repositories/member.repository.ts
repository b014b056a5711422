import {BindingScope, inject, injectable} from '@loopback/core';
import {DefaultTransactionalRepository} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {Member} from '../models';
import {DB_DATASOURCE} from '../keys';

@injectable({scope: BindingScope.SINGLETON})
export class MemberRepository extends DefaultTransactionalRepository<Member, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(Member, ds);
  }
}
