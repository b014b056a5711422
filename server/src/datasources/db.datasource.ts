import {inject, lifeCycleObserver, LifeCycleObserver} from '@loopback/core';
import {juggler} from '@loopback/repository';
import {types} from 'pg';

// numeric (money, weights) and bigint (counts, audit ids) arrive as numbers in JSON, not strings.
// Amounts are summed in SQL; a double is exact enough to carry 2-3 decimals to the client.
types.setTypeParser(types.builtins.NUMERIC, value => Number(value));
types.setTypeParser(types.builtins.INT8, value => Number(value));

export const DB_CONFIG = 'datasources.config.db';

/** The one PostgreSQL datasource; its url is bound at start (real PostgreSQL or embedded PGlite). */
@lifeCycleObserver('datasource')
export class DbDataSource extends juggler.DataSource implements LifeCycleObserver {
  static dataSourceName = 'db';

  constructor(@inject(DB_CONFIG) config: {url: string; max?: number}) {
    // A request waiting for a pooled connection gives up after 30 s rather than hanging.
    super({name: 'db', connector: 'postgresql', url: config.url, max: config.max ?? 10, connectionTimeoutMillis: 30_000});
  }
}
