import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';
import type {Page} from './call-list.repository';
import {FREE_FOR_PACKAGER, PACKAGED, PACKAGER_QUEUE, SqlParams} from './order-conditions';

/** Whose queue: a team's, or every team's (a packager without a team). */
export type PackagerTeam = string | null;

const teamSql = (p: SqlParams, team: PackagerTeam) => (team ? `AND team = ${p.add(team)}` : '');

/** The packager's counts and lists (spec 02 §2 and §4 "Packager"), each read from the indexes of migration 014. */
@injectable({scope: BindingScope.SINGLETON})
export class PackagerRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /** Per language: the free orders waiting in the queue, and those packaged since `since`. */
  async counts(team: PackagerTeam, cutoff: Date, since: Date): Promise<{language: string; waiting: number; doneToday: number}[]> {
    const p = new SqlParams();
    const cut = p.add(cutoff);
    const start = p.add(since);
    const teamCondition = teamSql(p, team);
    return (await this.db.execute(
      `SELECT language, sum(waiting)::int AS waiting, sum(done)::int AS "doneToday" FROM (
         SELECT language, count(*) AS waiting, 0 AS done FROM orders
          WHERE ${PACKAGER_QUEUE()} AND ${FREE_FOR_PACKAGER(cut)} ${teamCondition} GROUP BY language
         UNION ALL
         SELECT language, 0, count(*) FROM orders
          WHERE ${PACKAGED()} AND packageddate >= ${start} ${teamCondition} GROUP BY language
       ) counted GROUP BY language`,
      p.values,
    )) as {language: string; waiting: number; doneToday: number}[];
  }

  /** A page of the free queue of a language (or every language), in the order it is handed out. */
  async waiting(language: string | null, team: PackagerTeam, cutoff: Date, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const where = `${PACKAGER_QUEUE()} AND ${FREE_FOR_PACKAGER(p.add(cutoff))} ${language ? `AND language = ${p.add(language)}` : ''} ${teamSql(p, team)}`;
    const [{total}] = (await this.db.execute(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, p.values)) as {total: number}[];
    const rows = (await this.db.execute(`SELECT id FROM orders WHERE ${where} ORDER BY ordernumber LIMIT ${page.limit} OFFSET ${page.skip}`, p.values)) as {
      id: number;
    }[];
    return {total, ids: rows.map(r => r.id)};
  }

  /** A page of the orders a packager packaged since `since`, newest first. */
  async packagedBy(memberId: number, since: Date, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const where = `${PACKAGED()} AND packagerid = ${p.add(memberId)} AND packageddate >= ${p.add(since)}`;
    const [{total}] = (await this.db.execute(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, p.values)) as {total: number}[];
    const rows = (await this.db.execute(
      `SELECT id FROM orders WHERE ${where} ORDER BY packageddate DESC, id DESC LIMIT ${page.limit} OFFSET ${page.skip}`,
      p.values,
    )) as {id: number}[];
    return {total, ids: rows.map(r => r.id)};
  }
}
