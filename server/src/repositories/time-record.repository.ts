import {BindingScope, inject, injectable} from '@loopback/core';
import {Options} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {DB_DATASOURCE} from '../keys';
import {TimeRecord} from '../models';
import type {Page} from './call-list.repository';
import {SqlParams} from './order-conditions';
import {QueryRepository} from './query/query.repository';
import {qualifiedSelectList} from './query/rows';

/** The records a month list takes: the month's days [first, next), of one member or of everyone. */
export interface TimeRecordScope {
  first: string;
  next: string;
  userId?: number;
}

/** A record as the lists answer it: with its member's name. */
export type TimeRecordWithMember = Pick<TimeRecord, 'userId' | 'date' | 'hours' | 'sickLeave' | 'paidDayOff' | 'createdAt' | 'updatedAt'> & {
  id: number;
  memberName: string;
};

// Every read is one month: of one member by time_records_member_day_key (userid, date), of
// everyone by time_records_date_idx (date, userid) (migration 024).
@injectable({scope: BindingScope.SINGLETON})
export class TimeRecordRepository extends QueryRepository<TimeRecord, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(TimeRecord, ds);
  }

  private condition(scope: TimeRecordScope, p: SqlParams): string {
    const parts = [`t.date >= ${p.add(scope.first)}`, `t.date < ${p.add(scope.next)}`];
    if (scope.userId !== undefined) parts.push(`t.userid = ${p.add(scope.userId)}`);
    return parts.join(' AND ');
  }

  private async withMembers(scope: TimeRecordScope, tail: (p: SqlParams) => string, select: string): Promise<object[]> {
    const p = new SqlParams();
    const where = this.condition(scope, p);
    return (await this.dataSource.execute(
      `SELECT ${select} FROM time_records t JOIN members m ON m.id = t.userid WHERE ${where} ${tail(p)}`,
      p.values,
    )) as object[];
  }

  /** A page of the month's records, newest day first (one day's members by id, in the index's order), and how many there are. */
  async page(scope: TimeRecordScope, page: Page): Promise<{total: number; records: TimeRecordWithMember[]}> {
    const p = new SqlParams();
    const [{total}] = (await this.dataSource.execute(`SELECT count(*)::int AS total FROM time_records t WHERE ${this.condition(scope, p)}`, p.values)) as {
      total: number;
    }[];
    const records = (await this.withMembers(
      scope,
      q => `ORDER BY t.date DESC, t.userid DESC LIMIT ${q.add(page.limit)} OFFSET ${q.add(page.skip)}`,
      `${qualifiedSelectList(TimeRecord, 't')}, m.name AS "memberName"`,
    )) as TimeRecordWithMember[];
    return {total, records};
  }

  /** Every record of the month with its member's name, by member name (then member) and day: the CSV's rows and the totals' days. */
  async monthRecords(scope: TimeRecordScope): Promise<TimeRecordWithMember[]> {
    return (await this.withMembers(
      scope,
      () => 'ORDER BY m.name, t.userid, t.date',
      `${qualifiedSelectList(TimeRecord, 't')}, m.name AS "memberName"`,
    )) as TimeRecordWithMember[];
  }

  /** The member's record of a day, if any (in the transaction of `options`). */
  async findDay(userId: number, date: string, options?: Options): Promise<{id: number} | undefined> {
    const rows = (await this.execute('SELECT id FROM time_records WHERE userid = $1 AND date = $2', [userId, date], options)) as {id: number}[];
    return rows[0];
  }
}
