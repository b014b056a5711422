import {inject} from '@loopback/core';
import {DefaultTransactionalRepository} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {Member} from '../models';

export class MemberRepository extends DefaultTransactionalRepository<Member, number> {
  constructor(@inject('datasources.db') ds: DbDataSource) {
    super(Member, ds);
  }
}
