import {BindingScope, Context, CoreBindings, inject, injectable} from '@loopback/core';
import {
  DefaultTransactionalRepository,
  Entity,
  Filter,
  includeRelatedModels,
  InclusionFilter,
  RelationMetadata,
  RelationType,
  Where,
} from '@loopback/repository';
import {ParameterizedSQL} from 'loopback-connector';
import {normalizeQuery, sqlConnectorOf, whereBuilderOf} from '../../loopback-internals';
import {HttpErrors} from '@loopback/rest';
import {DbDataSource} from '../../datasources/db.datasource';
import {DB_DATASOURCE} from '../../keys';
import {coerceWhere, guardAnswerSize, guardFilter, guardListCost, guardWhere} from './filter-guard';
import {JsonText} from './json-text';
import {HEAVY_LIST_COST, HEAVY_LISTS_AT_ONCE, inTheDatabaseTurn, TakeTurns} from './heavy-reads';
import {prepared} from './prepared';
import {JsonJoin, jsonRowsOf, selectList, tableOf} from './rows';
import {asksSearchColumn, NEWEST_WINDOW, SearchColumn, searchColumnOf, searchConditionSql, walksNewest} from './search-column';

export type AnyRepository = DefaultTransactionalRepository<Entity, number | string, object>;

type JsonRow = Record<string, string | null>;

type BelongsToMeta = RelationMetadata & {keyFrom?: string; keyTo?: string; polymorphic?: unknown};

/** A belongsTo include without a scope: the hot one (an order's client and staff). */
interface PlainBelongsTo {
  relation: string;
  keyFrom: string;
  keyTo: string;
  target: typeof Entity;
}

/** The include as a plain belongsTo, read on the plain path; undefined for anything else. */
function plainBelongsToOf(entity: typeof Entity, inclusion: InclusionFilter): PlainBelongsTo | undefined {
  const relation = typeof inclusion === 'string' ? inclusion : inclusion.relation;
  const scope = typeof inclusion === 'string' ? undefined : inclusion.scope;
  const meta = entity.definition.relations[relation] as BelongsToMeta | undefined;
  if (meta?.type !== RelationType.belongsTo || meta.polymorphic || !meta.keyFrom || (scope && Object.keys(scope).length > 0)) return undefined;
  const target = meta.target() as typeof Entity;
  return {relation, keyFrom: meta.keyFrom, keyTo: meta.keyTo ?? target.getIdProperties()[0], target};
}

const PATTERNS = new Set(['like', 'nlike', 'ilike', 'nilike', 'regexp']);

/** Whether a where matches any property against a pattern, at any depth. */
export function hasPattern(where: unknown): boolean {
  if (Array.isArray(where)) return where.some(hasPattern);
  if (!where || typeof where !== 'object' || where instanceof Date) return false;
  return Object.entries(where).some(([key, value]) => PATTERNS.has(key) || hasPattern(value));
}

/**
 * The read engine below the repositories: guarded filters read as repo.find reads them, answered as
 * JSON that PostgreSQL writes (rows.jsonRowsOf), the search column for free text, prepared
 * statements for the hot reads. Repositories expose it (QueryRepository); nothing else reads the
 * generic way.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ReadEngine {
  /** This process's heavy lists, in turn; then the turn across processes (inTheDatabaseTurn). */
  private readonly heavyLists = new TakeTurns(HEAVY_LISTS_AT_ONCE);
  /** The JSON statements of plain reads by their filter (statementKeyOf), per model. */
  private readonly statements = new WeakMap<typeof Entity, Map<string, {text: string; params: unknown[]}>>();

  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @inject(CoreBindings.APPLICATION_INSTANCE) private app: Context,
  ) {}

  /**
   * The read path of the generic endpoints: the rows come back as the plain objects the API answers,
   * skipping juggler's model instance per row (most of the cost of a list). The connector builds the
   * where, order and paging from the filter, with the where values converted to their types as
   * repo.find converts them (coerceWhere); the columns are selected under their property names
   * (rows.selectList), so no row is copied. Relations come from includeRelations. A test compares
   * the JSON with repo.find's. The endpoints answer through findJsonRows where they can; this is
   * the path for the rest and for the server's own reads.
   * The filter must already be guarded (or built by the server itself).
   */
  async findRows(repo: AnyRepository, filter: Filter<Entity>): Promise<object[]> {
    const query = this.listQuery(repo, filter);
    const {sql, params} = this.listStatement(repo.entityClass, query);
    const rows = await this.run<Record<string, unknown>>(sql, params, query.where);
    return filter.include ? this.includeRelations(repo, rows, filter.include as InclusionFilter[]) : rows;
  }

  /** The rows with these ids and their includes, in the order of the ids (a list's page); only `fields` of them when given. */
  async findRowsByIds(repo: AnyRepository, ids: number[], include: InclusionFilter[], fields?: unknown): Promise<object[]> {
    if (!ids.length) return [];
    const found = (await this.findRows(repo, {where: {id: {inq: ids}} as Where, include, ...(fields ? {fields: fields as Filter<Entity>['fields']} : {})})) as {
      id: number;
    }[];
    const byId = new Map(found.map(row => [row.id, row]));
    return ids.map(id => byId.get(id)!).filter(Boolean);
  }

  /**
   * The rows with these ids as PostgreSQL writes their JSON (rows.jsonRowsOf), in the order of the
   * ids, with belongsTo includes joined in; such an include may name its fields (a scope of fields
   * alone, the key among them), and `fields` (a fields filter) the rows' own. Undefined where
   * findRowsByIds must answer: another include, or a row the two paths would write differently
   * (exotic).
   */
  async findJsonRowsByIds(repo: AnyRepository, ids: number[], include: InclusionFilter[], fields?: unknown): Promise<string[] | undefined> {
    const entity = repo.entityClass;
    const joins: JsonJoin[] = [];
    for (const inclusion of include) {
      const scope = typeof inclusion === 'string' ? undefined : inclusion.scope;
      const fields = scope?.fields;
      const onlyFields = scope && Object.keys(scope).length === 1 && Array.isArray(fields) && fields.every(f => typeof f === 'string');
      const join = plainBelongsToOf(entity, onlyFields ? {relation: (inclusion as {relation: string}).relation} : inclusion);
      if (!join || (onlyFields && !(fields as string[]).includes(join.keyTo))) return undefined;
      joins.push(onlyFields ? {...join, fields: fields as string[]} : join);
    }
    if (new Set(joins.map(j => j.relation)).size < joins.length) return undefined;
    if (!ids.length) return [];
    const c = this.connector;
    const id = c.columnEscaped(entity.modelName, c.idNames(entity.modelName)[0]);
    const byIds = `SELECT ${selectList(entity)} FROM ${tableOf(entity)} WHERE ${id} = ANY($1) ORDER BY array_position($1, ${id})`;
    const rows = await prepared<JsonRow>(this.ds, jsonRowsOf(entity, fields, byIds, joins), [ids]);
    if (rows.some(row => row.exotic)) return undefined;
    return rows.map(row =>
      joins.reduce((json, {relation}, i) => (row[`j${i}`] === null ? json : `${json.slice(0, -1)},"${relation}":${row[`j${i}`]}}`), row.json!),
    );
  }

  /**
   * The list endpoint's answer: the rows' JSON made by PostgreSQL (jsonRows) and sent as it is, or
   * the rows of findRows where that path must answer.
   */
  async findJson(repo: AnyRepository, filter: unknown): Promise<JsonText> {
    const guarded = guardFilter(repo.entityClass, filter) as Filter<Entity>;
    // Database errors from the values are made 4xx once, in the sequence's reject (RejectDbErrorsProvider).
    const read = async () => {
      const rows = await this.findJsonRows(repo, guarded);
      return sizedAnswer(rows ? `[${rows.join(',')}]` : JSON.stringify(await this.findRows(repo, guarded)));
    };
    if (guardListCost(repo.entityClass, guarded) <= HEAVY_LIST_COST) return read();
    // PGlite is one process's own, with one connection: the process's own turn is the whole turn.
    return this.heavyLists.run(() => (this.ds.sharedSession ? read() : inTheDatabaseTurn(this.ds.pool, read)));
  }

  /**
   * Each row's JSON, made by PostgreSQL in one prepared statement (rows.jsonRowsOf), with its plain
   * belongsTo includes joined in. Undefined where the JavaScript path must answer: other includes,
   * a fields filter with includes, or a row holding a value the two paths would write differently.
   * The filter must already be guarded (or built by the server itself).
   */
  async findJsonRows(repo: AnyRepository, filter: Filter<Entity>, byId?: unknown): Promise<string[] | undefined> {
    const include = filter.include as InclusionFilter[] | undefined;
    const joins = !include ? [] : !filter.fields ? this.plainBelongsTo(repo.entityClass, include) : undefined;
    // A relation named twice would be a key written twice.
    if (!joins || new Set(joins.map(j => j.relation)).size < joins.length) return undefined;
    const rows = await this.jsonRows(repo, filter, joins, byId);
    if (rows.some(row => row.exotic)) return undefined;
    // A relation goes last into its row's object, in the include's order, as findRows sets it.
    return rows.map(row =>
      joins.reduce((json, {relation}, i) => (row[`j${i}`] === null ? json : `${json.slice(0, -1)},"${relation}":${row[`j${i}`]}}`), row.json!),
    );
  }

  /**
   * The rows of jsonRowsOf for the filter. A pattern search (see run) is two statements: the page's
   * ids, planned with the pattern, and then the rows' JSON by those ids, prepared. Planning the whole
   * JSON statement with its ~100 columns took longer than the search itself.
   */
  private async jsonRows(repo: AnyRepository, filter: Filter<Entity>, joins: JsonJoin[], byId?: unknown) {
    const entity = repo.entityClass;
    const key = statementKeyOf(filter, byId);
    const known = key === undefined ? undefined : this.statements.get(entity)?.get(key);
    if (known) return prepared<JsonRow>(this.ds, known.text, byId === undefined ? known.params : [byId]);
    const query = this.listQuery(repo, filter);
    if (!hasPattern(query.where)) {
      const {sql, params} = this.listStatement(entity, query);
      const text = jsonRowsOf(entity, query.fields, sql, joins);
      if (key !== undefined && (byId === undefined || (params.length === 1 && params[0] === byId))) this.remember(entity, key, {text, params});
      return prepared<JsonRow>(this.ds, text, params);
    }
    const c = this.connector;
    const id = c.columnEscaped(entity.modelName, c.idNames(entity.modelName)[0]);
    const search = searchColumnOf(entity);
    const ids = await (search && query.limit && walksNewest(search, query.order)
      ? this.newestIds(entity, search, query, id)
      : this.idsOf(this.listStatement(entity, query, id)));
    if (!ids.length) return [];
    const byIds = `SELECT ${selectList(entity, query.fields)} FROM ${tableOf(entity)} WHERE ${id} = ANY($1) ORDER BY array_position($1, ${id})`;
    return prepared<JsonRow>(this.ds, jsonRowsOf(entity, query.fields, byIds, joins), [ids]);
  }

  /**
   * Keeps a plain read's statement, so the next read of the same filter (a desk's list, an order
   * by id) neither builds it again through juggler and the connector nor hands the prepared
   * statements' lookup by text (prepared.ts, pg) a new text of several kilobytes to hash and
   * compare. Bounded: a model keeps at most KEPT_STATEMENTS and then starts over.
   */
  private remember(entity: typeof Entity, key: string, statement: {text: string; params: unknown[]}) {
    let kept = this.statements.get(entity);
    if (!kept) this.statements.set(entity, (kept = new Map()));
    if (kept.size >= KEPT_STATEMENTS) kept.clear();
    kept.set(key, statement);
  }

  /**
   * The page's ids of a search in the search column's newest-first order: first among the rows
   * from newestBound on (the index walk, stopping when the page is full), which answers a common
   * word; when they hold less than the page, from all matches (the trigram index), sorted. Both are
   * the same page: the rows from the bound on are the order's own beginning.
   */
  private async newestIds(entity: typeof Entity, search: SearchColumn, query: Filter<Entity>, id: string): Promise<unknown[]> {
    const c = this.connector;
    const name = entity.modelName;
    const condition = this.conditionOf(entity, query.where as Where);
    const orderBy = c.buildOrderBy(name, query.order);
    const idsOf = (statement: ParameterizedSQL) => this.idsOf(c.parameterize(c.applyPagination(name, statement.merge(orderBy), query)));
    const first = c.columnEscaped(name, search.newest[0]);
    const bound = await this.newestBound(entity, first, orderBy);
    if (bound !== undefined) {
      const recent = new ParameterizedSQL(`SELECT ${id} FROM ${tableOf(entity)} WHERE ${first} >= ? AND (`, [bound]).merge(condition).merge(')');
      const found = await idsOf(recent);
      if (found.length >= query.limit!) return found;
    }
    // MATERIALIZED: planned apart from the order, so PostgreSQL reads the matches, not the walk.
    const columns = [...new Set([id, ...search.newest.map(p => c.columnEscaped(name, p))])].join(',');
    const all = new ParameterizedSQL(`WITH m AS MATERIALIZED (SELECT ${columns} FROM ${tableOf(entity)} WHERE`).merge(condition).merge(`) SELECT ${id} FROM m`);
    return idsOf(all);
  }

  /** The first column of each row of an unprepared read (a pattern search's ids). */
  private async idsOf({sql, params}: {sql: string; params: unknown[]}): Promise<unknown[]> {
    return ((await this.ds.execute(sql, params)) as Record<string, unknown>[]).map(row => Object.values(row)[0]);
  }

  /** How many of the newest rows a search tries first (NEWEST_WINDOW; tests make it small). */
  newestWindow = NEWEST_WINDOW;
  private readonly newestBounds = new Map<string, {readAt: number; bound: unknown}>();

  /**
   * The value of the order's first column at about the newestWindow-th newest row (undefined in a
   * smaller table), read at most once a minute: any value gives the same pages, this one keeps the
   * first try to about that many rows.
   */
  private async newestBound(entity: typeof Entity, column: string, orderBy: string): Promise<unknown> {
    const key = `${entity.modelName} ${this.newestWindow}`;
    const cached = this.newestBounds.get(key);
    if (cached && Date.now() - cached.readAt < 60_000) return cached.bound;
    const sql = `SELECT ${column} AS "bound" FROM ${tableOf(entity)} ${orderBy} OFFSET ${this.newestWindow - 1} LIMIT 1`;
    const [row] = (await this.ds.execute(sql, [])) as {bound: unknown}[];
    this.newestBounds.set(key, {readAt: Date.now(), bound: row?.bound ?? undefined});
    return row?.bound ?? undefined;
  }

  /**
   * Runs a read as a prepared statement, planned once per connection, unless its where matches a
   * pattern (like, ilike and their negations). The plan of a pattern depends on the pattern: a rare
   * word wants the trigram index, a common one the walk newest first. A plan made once for all
   * patterns took over a second for a bar code once common words had been searched, so such a read
   * is planned with its pattern each time.
   */
  private async run<T>(sql: string, params: unknown[], where: unknown): Promise<T[]> {
    return hasPattern(where) ? ((await this.ds.execute(sql, params)) as T[]) : prepared<T>(this.ds, sql, params);
  }

  /**
   * A guarded filter without its includes, as repo.find reads it: juggler's limit, skip, order and
   * fields and the model's scope, the where values converted by coerceWhere, and the id as the
   * order when none is given (as the connector's buildSelect).
   */
  private listQuery(repo: AnyRepository, filter: Filter<Entity>): Filter<Entity> {
    const {include, where, ...query} = filter as Filter<Entity> & Record<string, unknown>;
    query.where = coerceWhere(repo.entityClass, where as Where | undefined);
    normalizeQuery(repo.modelClass, query);
    if (!query.order) query.order = this.connector.idNames(repo.entityClass.modelName);
    return query;
  }

  /**
   * The SELECT of a listQuery, built by the connector as repo.find builds it (the where through
   * whereOf, for the model's search column), selecting `select` or the query's fields.
   */
  private listStatement(entity: typeof Entity, query: Filter<Entity>, select?: string) {
    const c = this.connector;
    const name = entity.modelName;
    let statement = new ParameterizedSQL(`SELECT ${select ?? selectList(entity, query.fields)} FROM ${c.tableEscaped(name)}`);
    if (query.where) statement.merge(this.whereOf(entity, query.where));
    statement.merge(c.buildOrderBy(name, query.order));
    if (query.limit || query.skip || query.offset) statement = c.applyPagination(name, statement, query);
    return c.parameterize(statement);
  }

  /** The connector's WHERE, or searchConditionSql's where the where asks the model's search column. */
  private whereOf(entity: typeof Entity, where: Where) {
    const condition = this.conditionOf(entity, where);
    return condition.sql ? new ParameterizedSQL(`WHERE ${condition.sql}`, condition.params) : condition;
  }

  /** The where's condition (the WHERE without the word). */
  private conditionOf(entity: typeof Entity, where: Where) {
    const search = searchColumnOf(entity);
    return search && asksSearchColumn(search, where)
      ? searchConditionSql(this.buildWhere, entity.modelName, search, where)
      : this.buildWhere(entity.modelName, where);
  }

  private get connector() {
    return sqlConnectorOf(this.ds.connector);
  }

  private get buildWhere() {
    return whereBuilderOf(this.ds.connector);
  }

  /** The includes, when every one is a belongsTo without a scope (else undefined). */
  private plainBelongsTo(entity: typeof Entity, include: InclusionFilter[]) {
    const found = include.map(inclusion => plainBelongsToOf(entity, inclusion));
    return found.every(Boolean) ? (found as PlainBelongsTo[]) : undefined;
  }

  /**
   * Related records of `rows`. A belongsTo relation without a scope (the orders' client and staff,
   * the hot case) is one query on the same plain path; anything else goes to the repository's
   * inclusion resolvers, as in repo.find.
   */
  private async includeRelations(repo: AnyRepository, rows: Record<string, unknown>[], include: InclusionFilter[]) {
    const general: InclusionFilter[] = [];
    const plain: PlainBelongsTo[] = [];
    for (const inclusion of include) {
      const belongsTo = plainBelongsToOf(repo.entityClass, inclusion);
      if (belongsTo) plain.push(belongsTo);
      else general.push(inclusion);
    }
    // Read together, set in the include's order: the JSON's keys must not depend on which came first.
    const related = await Promise.all(plain.map(belongsTo => this.belongsToOf(rows, belongsTo)));
    plain.forEach(({relation, keyFrom}, i) => {
      for (const row of rows) row[relation] = related[i].get(row[keyFrom]);
    });
    // includeRelatedModels works on a copy: its answer is the one with the relations.
    return general.length ? includeRelatedModels(repo, rows as unknown as Entity[], general as never) : rows;
  }

  /** The related records of `rows` by their key. */
  private async belongsToOf(rows: Record<string, unknown>[], {keyFrom, keyTo, target}: PlainBelongsTo) {
    const ids = [...new Set(rows.map(r => r[keyFrom]).filter(id => id))];
    const byKey = new Map<unknown, object>();
    if (ids.length) {
      const targetRepo = await this.app.get<AnyRepository>(`repositories.${target.modelName}Repository`);
      const where = (ids.length === 1 ? {[keyTo]: ids[0]} : {[keyTo]: {inq: ids}}) as Where;
      for (const found of (await this.findRows(targetRepo, {where})) as Record<string, unknown>[]) byKey.set(found[keyTo], found);
    }
    return byKey;
  }

  /** The count endpoint's answer, with the where read and built as the list's (listQuery, whereOf), so a search counts on the same index. */
  async count(repo: AnyRepository, where: unknown) {
    const entity = repo.entityClass;
    const query = this.listQuery(repo, {where: guardWhere(entity, where)});
    const statement = new ParameterizedSQL(`SELECT count(*) AS "count" FROM ${tableOf(entity)}`);
    if (query.where) statement.merge(this.whereOf(entity, query.where));
    const {sql, params} = this.connector.parameterize(statement);
    const [{count}] = await this.run<{count: string}>(sql, params, query.where);
    return {count: Number(count)};
  }

  async findById(repo: AnyRepository, id: number, filter: unknown): Promise<JsonText> {
    const guarded = guardFilter(repo.entityClass, filter) as Filter<Entity>;
    delete guarded.skip;
    const one = {...guarded, where: {id} as Where, limit: 1};
    // One record with a to-many include is a list of its related rows: the same cost rule.
    guardListCost(repo.entityClass, one);
    const rows = await this.findJsonRows(repo, one, id);
    const [found] = rows ?? (await this.findRows(repo, one));
    if (!found) throw new HttpErrors.NotFound(`${repo.entityClass.modelName} ${id} not found`);
    return sizedAnswer(typeof found === 'string' ? found : JSON.stringify(found));
  }
}

/** How many read statements a model keeps (ReadEngine.remember). */
const KEPT_STATEMENTS = 500;

/**
 * The key a read's statement is kept by: its filter's JSON, which with the model decides the
 * statement (listQuery, listStatement and jsonRowsOf read nothing else), or undefined for a filter
 * whose JSON would not tell apart what the statement does (a Date, a RegExp, an undefined or
 * non-finite value, any object not plain). `byId`, a get by id: the filter's where is that id
 * alone and the key leaves it out, so every id shares one statement with the id as its parameter.
 */
export function statementKeyOf(filter: Filter<Entity>, byId?: unknown): string | undefined {
  const keyed = byId === undefined ? filter : {...filter, where: undefined};
  // A filter's own key left undefined is a key not given (normalizeQuery, listStatement).
  if (!Object.values(keyed).every(v => v === undefined || plainJson(v))) return undefined;
  return byId === undefined ? JSON.stringify(keyed) : `${typeof byId} ${JSON.stringify(keyed)}`;
}

function plainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(plainJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(plainJson);
}

/** The answer as it is sent, refused when larger than one read may send (LIMITS.maxAnswerBytes). */
function sizedAnswer(json: string): JsonText {
  return new JsonText(guardAnswerSize(json));
}
