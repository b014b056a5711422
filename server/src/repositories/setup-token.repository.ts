import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';

/** Advisory lock class (first key of pg_advisory_xact_lock(int, int)) of the first run: one first admin. */
const LOCK_FIRST_RUN = 727_303;

/** The first run's one-time link tokens, kept as hashes (table setup_tokens, no model: never an API resource). */
@injectable({scope: BindingScope.SINGLETON})
export class SetupTokenRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /** Holds the first run's lock until the transaction ends: two links used at once create one admin. */
  async lock(options: Options): Promise<void> {
    await this.db.execute('SELECT pg_advisory_xact_lock($1, 0)', [LOCK_FIRST_RUN], options);
  }

  /** Whether no member exists yet (the only time a setup link works). */
  async noMemberYet(options?: Options): Promise<boolean> {
    const [row] = (await this.db.execute('SELECT NOT EXISTS (SELECT 1 FROM members) AS empty', [], options)) as {empty: boolean}[];
    return row.empty;
  }

  async add(tokenHash: string, options?: Options): Promise<void> {
    await this.db.execute('INSERT INTO setup_tokens (tokenhash) VALUES ($1)', [tokenHash], options);
  }

  async exists(tokenHash: string, options?: Options): Promise<boolean> {
    const rows = (await this.db.execute('SELECT 1 FROM setup_tokens WHERE tokenhash = $1', [tokenHash], options)) as unknown[];
    return rows.length > 0;
  }

  /** Every link dies with the first admin. */
  async removeAll(options?: Options): Promise<void> {
    await this.db.execute('DELETE FROM setup_tokens', [], options);
  }
}
