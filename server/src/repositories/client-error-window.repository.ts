import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';
import {DB_DATASOURCE} from '../keys';

/** Each member's minute of browser error reports (table client_error_windows, no model: never an API resource). */
@injectable({scope: BindingScope.SINGLETON})
export class ClientErrorWindowRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /**
   * Counts one report of the member and answers how many its minute holds now: a minute starts with
   * the first report after the last one ended. One statement, so parallel reports on any server count once each.
   */
  async count(memberId: number, now: Date, windowMs: number): Promise<number> {
    const [row] = (await this.db.execute(
      `INSERT INTO client_error_windows AS w (memberid, startedat, count) VALUES ($1, $2, 1)
       ON CONFLICT (memberid) DO UPDATE SET
         startedat = CASE WHEN w.startedat <= $2::timestamptz - make_interval(secs => $3 / 1000.0) THEN excluded.startedat ELSE w.startedat END,
         count = CASE WHEN w.startedat <= $2::timestamptz - make_interval(secs => $3 / 1000.0) THEN 1 ELSE w.count + 1 END
       RETURNING count`,
      [memberId, now, windowMs],
    )) as {count: number}[];
    return row.count;
  }
}
