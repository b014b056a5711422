import fs from 'node:fs';
import path from 'node:path';
import {ControllerRoute, ExternalExpressRoutes, Request, TrieRouter} from '@loopback/rest';
import {Client, Pool} from 'pg';
import {
  dropIdleConnections,
  isStaticAssetOr404,
  normalizeQuery,
  parsedStatementsOf,
  PINNED_VERSIONS,
  pgBossUnawaitedStatements,
  poolOf,
  releaseConnectionOnFailedBegin,
  trieOf,
  whereBuilderOf,
} from '../../loopback-internals';

// The internals the server reaches into, pinned: an upgrade of any of these packages fails here
// first, with the member that moved, instead of in a request.
const installed = (name: string) => {
  const main = require.resolve(name, {paths: [__dirname]});
  let dir = path.dirname(main);
  while (!fs.existsSync(path.join(dir, 'package.json')) || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) {
    dir = path.dirname(dir);
  }
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version as string;
};

describe('the LoopBack internals the server uses', () => {
  it.each(Object.entries(PINNED_VERSIONS))('%s is the version they were checked against (%s)', (name, version) => {
    expect(installed(name)).toBe(version);
  });

  it("TrieRouter's trie matches a route key", () => {
    const router = new TrieRouter();
    const route = new ControllerRoute('get', '/Orders/{id}', {responses: {}, 'x-operation-name': 'findById'}, class {});
    router.add(route);
    const found = trieOf(router).match('/get/Orders/17');
    expect(found?.node.value).toBe(route);
    expect(found?.params).toEqual({id: '17'});
    // The router replaces the children objects of its nodes: each node keeps them in `children`.
    expect(Object.keys(trieOf(router).root.children)).toEqual(['get']);
    expect(Object.keys(trieOf(router).root.children.get.children)).toEqual(['Orders']);
  });

  it('tells the routing table’s no-route answer from an API route', () => {
    const external = new ExternalExpressRoutes().find({method: 'GET', url: '/nothing'} as Request);
    expect(isStaticAssetOr404(external)).toBe(true);
    expect(isStaticAssetOr404(new ControllerRoute('get', '/x', {responses: {}, 'x-operation-name': 'x'}, class {}))).toBe(false);
  });

  it("the SQL connector's where builder, juggler's normalizing and the connector's pool", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const {SQLConnector} = require('loopback-connector');
    // The where builder writes a where's condition through the connector's own column and operator writing.
    const connector = Object.assign(Object.create(SQLConnector.prototype), {
      getModelDefinition: () => ({properties: {name: {type: String}}}),
      columnEscaped: (_model: string, property: string) => `"${property}"`,
      toColumnValue: (_definition: unknown, value: unknown) => value,
    });
    const condition = whereBuilderOf(connector)('Thing', {name: 'x'});
    expect(condition).toMatchObject({sql: '"name"=?', params: ['x']});
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const {ModelBuilder} = require('loopback-datasource-juggler');
    const Model = new ModelBuilder().define('Thing', {name: String});
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Object.assign(Model, require('loopback-datasource-juggler/lib/dao'));
    const query: {limit?: unknown; skip?: unknown} = {limit: '5', skip: '2'};
    normalizeQuery(Model, query);
    expect(query).toMatchObject({limit: 5, skip: 2, offset: 2});
    // Without a callback the connector is made but does not connect.
    const dataSource: {settings: object; connector?: {pg: Pool}} = {settings: {url: 'postgres://unused@127.0.0.1:1/unused'}};
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('loopback-connector-postgresql').initialize(dataSource);
    expect(poolOf(dataSource.connector)).toBeInstanceOf(Pool);
  });

  it("pg-pool's idle list and removal, and the connector's transaction class", () => {
    const pool = new Pool();
    const internal = pool as unknown as {_idle: unknown; _remove: unknown};
    expect(Array.isArray(internal._idle)).toBe(true);
    expect(typeof internal._remove).toBe('function');
    dropIdleConnections(pool);
    // The connector's own beginTransaction takes (isolationLevel, cb), as its replacement does.
    const dataSource: {settings: object; connector?: {beginTransaction: (level: string, cb: () => void) => void}} = {
      settings: {url: 'postgres://unused@127.0.0.1:1/unused'},
    };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('loopback-connector-postgresql').initialize(dataSource);
    const own = dataSource.connector!.beginTransaction;
    expect(own.length).toBe(2);
    releaseConnectionOnFailedBegin(dataSource.connector);
    expect(dataSource.connector!.beginTransaction).not.toBe(own);
  });

  it("pg's record of a connection's named statements", () => {
    const client = new Client();
    expect(parsedStatementsOf(client as never)).toEqual({});
  });

  it("names the statements pg-boss's worker sends unawaited: its manager's completion and failure", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Manager = require('pg-boss/src/manager') as new (db: object, config: object) => {completeJobsCommand: string; failJobsByIdCommand: string};
    const manager = new Manager({}, {schema: 'karat_jobs'});
    expect(pgBossUnawaitedStatements('karat_jobs')).toEqual([manager.completeJobsCommand, manager.failJobsByIdCommand]);
  });
});
