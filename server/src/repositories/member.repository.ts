import {DB_DATASOURCE} from '../keys';
import {QueryRepository} from './query/query.repository';
import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';
import {Member} from '../models';
import {selectList} from './query/rows';

@injectable({scope: BindingScope.SINGLETON})
export class MemberRepository extends QueryRepository<Member, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(Member, ds);
  }

  /** A username as the database compares it: case-folded by username_key() (migration 008). */
  async usernameKey(username: string): Promise<string> {
    const [{key}] = (await this.execute('SELECT username_key($1) AS key', [username])) as {key: string}[];
    return key;
  }

  /** The member whose username has this key (the unique index on username_key(username)). */
  async findByUsernameKey(key: string): Promise<Member | undefined> {
    const [found] = (await this.execute(`SELECT ${selectList(Member)} FROM members WHERE username_key(username) = $1`, [key])) as object[];
    return found ? new Member(found) : undefined;
  }
}
