import {randomUUID} from 'node:crypto';
import type {ParameterizedSQL} from 'loopback-connector';
import {ExternalExpressRoutes, type Request, type RouteEntry, type TrieRouter} from '@loopback/rest';
import type {Pool, PoolClient} from 'pg';

/**
 * The API explorer's controller and keys, from their own modules: the package's index also loads its
 * component, which requires Swagger UI's browser bundle (api-explorer.component.ts says why not).
 */
export {ExplorerController} from '@loopback/rest-explorer/dist/rest-explorer.controller';
export {RestExplorerBindings} from '@loopback/rest-explorer/dist/rest-explorer.keys';

// Every internal (underscore or undocumented) member of LoopBack, its connector and pg that the
// server uses, in one place. unit/loopback-internals.unit.ts pins the versions these were written
// against and checks each member still exists with the shape used here: an upgrade that moves one
// fails that test, not a request in production.

/** The versions this file was checked against (package.json of each). */
export const PINNED_VERSIONS = {
  '@loopback/rest': '15.0.16',
  '@loopback/rest-explorer': '8.0.16',
  'loopback-connector': '8.0.3',
  'loopback-connector-postgresql': '9.0.3',
  'loopback-datasource-juggler': '7.0.3',
  pg: '8.16.3',
  'pg-pool': '3.14.0',
  'pg-boss': '10.3.3',
} as const;

interface TrieMatch {
  node: {value?: RouteEntry};
  params?: Record<string, string>;
}

/** A node of TrieRouter's trie: one path segment, its children keyed by their segment. */
export interface TrieNode {
  key: string;
  value?: RouteEntry;
  children: Record<string, TrieNode>;
}

/**
 * TrieRouter's trie (private `trie`): matching without the debug formatting of every route, and
 * its root node, whose children objects the router replaces.
 */
export function trieOf(router: TrieRouter): {root: TrieNode; match(key: string): TrieMatch | undefined} {
  return (router as unknown as {trie: {root: TrieNode; match(key: string): TrieMatch | undefined}}).trie;
}

/**
 * The routing table's answer when no API route matches (its class, ExternalRoute, is not exported):
 * LoopBack's static assets (the explorer's files) or, when none matches either, its 404.
 */
const ExternalRoute = new ExternalExpressRoutes().find({method: 'GET', url: '/'} as Request).constructor;

export function isStaticAssetOr404(route: RouteEntry): boolean {
  return route instanceof ExternalRoute;
}

/** The parts of loopback-connector's SQLConnector the read engine uses (its where builder: whereBuilderOf). */
export interface SqlConnector {
  idNames(model: string): string[];
  tableEscaped(model: string): string;
  columnEscaped(model: string, property: string): string;
  buildOrderBy(model: string, order: unknown): string;
  applyPagination(model: string, statement: ParameterizedSQL, filter: object): ParameterizedSQL;
  parameterize(statement: ParameterizedSQL): {sql: string; params: unknown[]};
}

export function sqlConnectorOf(connector: unknown): SqlConnector {
  return connector as SqlConnector;
}

/** A where's condition as the SQL connector writes it, without the word WHERE. */
export type WhereBuilder = (model: string, where: object) => ParameterizedSQL;

/** The SQL connector's where builder (its internal `_buildWhere`). */
export function whereBuilderOf(connector: unknown): WhereBuilder {
  const sql = connector as {_buildWhere(model: string, where: object): ParameterizedSQL};
  return (model, where) => sql._buildWhere(model, where);
}

/**
 * What juggler's find does to a filter before the connector sees it: its limit, skip, order and
 * fields normalized (`_normalize`, internal) and the model's scope applied.
 */
export function normalizeQuery(modelClass: unknown, query: object): void {
  const model = modelClass as {_normalize(q: object, o: object): void; applyScope(q: object): void};
  model._normalize(query, {});
  model.applyScope(query);
}

/** loopback-connector-postgresql's pg pool (its `pg` property, set when the connector connects). */
export function poolOf(connector: unknown): Pool {
  return (connector as {pg: Pool}).pg;
}

/** pg's record of the statements a connection has prepared by name (`connection.parsedStatements`). */
export function parsedStatementsOf(client: PoolClient): Record<string, string> {
  return (client as unknown as {connection: {parsedStatements: Record<string, string>}}).connection.parsedStatements;
}

/**
 * The pg connection of a LoopBack transaction (loopback-connector-postgresql's Transaction keeps it
 * as `connection`, with the `txId` it began), or undefined when `options` holds none or it ended.
 */
export function transactionConnectionOf(options: object | undefined): PoolClient | undefined {
  const tx = (options as {transaction?: {connection?: PoolClient & {txId?: string}; txId?: string}} | undefined)?.transaction;
  if (!tx?.connection || tx.txId !== tx.connection.txId) return undefined;
  return tx.connection;
}

/**
 * Closes every idle connection of a pg pool (pg-pool's `_idle` list and `_remove`): after the
 * database dropped its connections they are all dead, while the pool learns it only when one is used.
 */
export function dropIdleConnections(pool: Pool): void {
  const internal = pool as unknown as {_idle: {client: PoolClient}[]; _remove(client: PoolClient): void};
  for (const item of internal._idle.slice()) internal._remove(item.client);
}

// loopback-connector's Transaction (its types do not declare it): what the connector's own begin makes.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {Transaction} = require('loopback-connector') as {Transaction: new (connector: unknown, connection: unknown) => {txId?: string}};

type Callback<T> = (err: Error | null, result?: T) => void;
interface PostgresConnector {
  pg: Pool;
  beginTransaction(isolationLevel: string, cb: Callback<unknown>): void;
}

/**
 * loopback-connector-postgresql's `beginTransaction`, except that a BEGIN that fails gives its
 * connection back to the pool as broken: the connector keeps it checked out for ever, so every
 * BEGIN on a connection the database had dropped took one place of the pool (PGlite's only one).
 */
export function releaseConnectionOnFailedBegin(connector: unknown): void {
  const postgres = connector as PostgresConnector;
  postgres.beginTransaction = (isolationLevel, cb) => {
    postgres.pg.connect((connectError, connection, release) => {
      if (connectError || !connection) return cb(connectError ?? new Error('No connection'));
      (connection as PoolClient & {autorelease?: unknown}).autorelease = release;
      connection.query(`BEGIN TRANSACTION ISOLATION LEVEL ${isolationLevel}`, (beginError: Error | null) => {
        if (beginError) {
          release(beginError);
          return cb(beginError);
        }
        const tx = new Transaction(connector, connection);
        tx.txId = randomUUID();
        (connection as PoolClient & {txId?: string}).txId = tx.txId;
        cb(null, tx);
      });
    });
  };
}

/**
 * The statements pg-boss's worker sends without awaiting them: completing a job after its handler
 * and failing it after a throw (`Manager.watch` calls `complete` and `fail` and drops the promise).
 * When one fails (the pool busy past its wait) the rejection is unhandled, and Node ends the whole
 * process on it: the job runner recognises them by their text (jobs/job-runner.ts).
 */
export function pgBossUnawaitedStatements(schema: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const plans = require('pg-boss/src/plans') as {completeJobs(schema: string): string; failJobsById(schema: string): string};
  return [plans.completeJobs(schema), plans.failJobsById(schema)];
}
