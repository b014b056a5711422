import {inject} from '@loopback/core';
import {DefaultTransactionalRepository, Entity, Filter, InclusionFilter, Options, Where} from '@loopback/repository';
import {guardWhere} from './filter-guard';
import type {JsonText} from './json-text';
import type {AnyRepository, ReadEngine} from './read-engine';
import {selectList, tableOf} from './rows';
import {preparedIn} from './prepared';
import type {DbDataSource} from '../../datasources/db.datasource';
import {READ_ENGINE} from '../../keys';

/** Any model's repository, as the generic endpoints take it. */
export type AnyQueryRepository = QueryRepository<Entity, number | string, object>;

/**
 * A repository with the read engine's reads: what the API answers of a model comes through these,
 * the guarded filter of the outside world read and answered as JSON that PostgreSQL writes.
 */
export class QueryRepository<E extends Entity, ID, Relations extends object = object> extends DefaultTransactionalRepository<E, ID, Relations> {
  @inject(READ_ENGINE) protected readonly engine!: ReadEngine;

  private get self() {
    return this as unknown as AnyRepository;
  }

  /** A list request's answer for a filter from outside (guarded here). */
  findJson(filter: unknown): Promise<JsonText | object[]> {
    return this.engine.findJson(this.self, filter);
  }

  /** One record's answer by id, with the filter's fields and includes; 404 when there is none. */
  findJsonById(id: ID, filter: unknown): Promise<JsonText | object> {
    return this.engine.findById(this.self, id as unknown as number, filter);
  }

  /** The count request's answer for a where from outside (guarded here). */
  countWhere(where: unknown): Promise<{count: number}> {
    return this.engine.count(this.self, where);
  }

  /** The rows with these ids and their includes, in the order of the ids (a list's page); only `fields` of them when given. */
  findRowsByIds(ids: number[], include: InclusionFilter[], fields?: Filter<E>['fields']): Promise<object[]> {
    return this.engine.findRowsByIds(this.self, ids, include, fields);
  }

  /**
   * The same rows as their JSON texts written by PostgreSQL (ReadEngine.findJsonRowsByIds), only
   * `fields` of them when given (a fields filter); undefined where findRowsByIds must answer.
   */
  findJsonRowsByIds(ids: number[], include: InclusionFilter[], fields?: Filter<E>['fields']): Promise<string[] | undefined> {
    return this.engine.findJsonRowsByIds(this.self, ids, include, fields);
  }

  /** Plain rows for a filter the server built itself (not guarded). */
  findRows(filter: Filter<E>): Promise<object[]> {
    return this.engine.findRows(this.self, filter as Filter<Entity>);
  }

  /** A where from outside checked against the model (the filter guard), for a read the service builds on it. */
  guardedWhere(where: unknown): Where<E> {
    return guardWhere(this.entityClass, where) as Where<E>;
  }

  /**
   * Locks the record's row until the transaction in `options` ends (an edit that decides on the
   * record as stored: a version to match, a rule across fields). A missing row locks nothing.
   */
  async lockRow(id: ID, options: Options): Promise<void> {
    await this.execute(`SELECT id FROM ${tableOf(this.entityClass)} WHERE id = $1 FOR UPDATE`, [id], options);
  }

  /** The record, read and locked until the transaction in `options` ends (a command deciding on it); undefined when there is none. */
  lockById(id: ID, options: Options): Promise<E | undefined> {
    return this.lockWhere('id = $1', [id], options);
  }

  /**
   * The first row matching a condition the repository names, read and locked the same way.
   * Prepared: a command's lock is planned once per connection.
   */
  protected async lockWhere(condition: string, params: unknown[], options: Options): Promise<E | undefined> {
    const rows = await preparedIn<object>(
      this.dataSource as DbDataSource,
      `SELECT ${selectList(this.entityClass)} FROM ${tableOf(this.entityClass)} WHERE ${condition} FOR UPDATE`,
      params,
      options,
    );
    return rows.length ? (new this.entityClass(rows[0] as Partial<E>) as E) : undefined;
  }

  /**
   * Writes a change to a record, and the statement `also` writes from its row (the audit entry),
   * in one statement; answers the stored row. Either the caller holds the row's lock, or it passes
   * the `version` it read and the write happens only if no one changed the row since: undefined
   * answers that someone did, and nothing was written.
   */
  async updateReturning(
    id: ID,
    change: Partial<E>,
    options: Options,
    {version, also}: {version?: string; also?: (source: string, first: number) => {sql: string; params: unknown[]}} = {},
  ): Promise<E | undefined> {
    const entity = this.entityClass;
    const props = entity.definition.properties;
    const given = change as Record<string, unknown>;
    const keys = Object.keys(given).filter(k => props[k] && k !== 'id' && given[k] !== undefined);
    const params: unknown[] = [id];
    const sets = keys.map(k => {
      const value = given[k];
      // jsonb columns take their JSON text, as the connector sends them.
      params.push(props[k].postgresql?.dataType === 'jsonb' && value !== null ? JSON.stringify(value) : value);
      return `"${k.toLowerCase()}" = $${params.length}`;
    });
    const condition = version === undefined ? '' : `AND xmin::text = $${params.push(version)}`;
    const extra = also?.('changed', params.length + 1);
    if (extra) params.push(...extra.params);
    const sql = `WITH changed AS (UPDATE ${tableOf(entity)} SET ${sets.join(', ')} WHERE id = $1 ${condition} RETURNING ${selectList(entity)})
       ${extra ? `, also AS (${extra.sql})` : ''}
       SELECT * FROM changed`;
    // A prepared statement, in a transaction or not: planned once per connection.
    const rows = await preparedIn<object>(this.dataSource as DbDataSource, sql, params, options);
    return rows.length ? (new entity(rows[0] as Partial<E>) as E) : undefined;
  }
}
