import {BindingScope, inject, injectable} from '@loopback/core';
import {DefaultTransactionalRepository, Entity, Filter, includeRelatedModels, Where} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {DbDataSource} from '../datasources/db.datasource';
import {AuditService} from './audit.service';
import {guardFilter, guardWhere} from './filter-guard';
import {rowToData} from './rows';
import {httpError} from './http-error';
import {inTransaction, translateDbError} from './transaction';

export type AnyRepository = DefaultTransactionalRepository<Entity, number | string, object>;

/**
 * The generic model endpoints' work: guarded reads, and writes that run in one transaction
 * together with their audit entry.
 */
@injectable({scope: BindingScope.SINGLETON})
export class CrudService {
  constructor(
    @inject('datasources.db') private ds: DbDataSource,
    @inject('services.AuditService') private audit: AuditService,
  ) {}

  async find(repo: AnyRepository, filter: unknown) {
    const guarded = guardFilter(repo.entityClass, filter);
    return this.findRows(repo, guarded).catch(err => Promise.reject(translateDbError(err)));
  }

  /**
   * The read path of the generic endpoints: the connector builds the SQL from the guarded filter and
   * its rows are answered as plain objects, skipping juggler's model instance per row (most of the
   * cost of a list). Where values are coerced by juggler first, exactly as in repo.find; relations are
   * included by the repository's inclusion resolvers. A test compares the JSON with repo.find's.
   * The filter must already be guarded (or built by the server itself).
   */
  async findRows(repo: AnyRepository, filter: Filter<Entity>): Promise<object[]> {
    const {include, ...query} = filter as Filter<Entity> & Record<string, unknown>;
    const model = repo.modelClass as unknown as {_normalize(q: object, o: object): void; applyScope(q: object): void};
    model._normalize(query, {});
    model.applyScope(query);
    // The connector builds the SQL; the rows are mapped with a precomputed column map (its own
    // per-value conversion was a fifth of a list's CPU).
    const connector = this.ds.connector as unknown as {buildSelect(model: string, filter: object, options: object): {sql: string; params: unknown[]}};
    const statement = connector.buildSelect(repo.entityClass.modelName, query, {});
    const raw = (await this.ds.execute(statement.sql, statement.params)) as Record<string, unknown>[];
    const rows = raw.map(row => rowToData(repo.entityClass, row));
    for (const hidden of repo.entityClass.definition.settings.hiddenProperties ?? []) rows.forEach(row => delete row[hidden]);
    // includeRelatedModels works on a copy: its answer is the one with the relations.
    return include ? includeRelatedModels(repo, rows as unknown as Entity[], include as never) : rows;
  }

  async count(repo: AnyRepository, where: unknown) {
    const guarded = guardWhere(repo.entityClass, where) as Where;
    return repo.count(guarded).catch(err => Promise.reject(translateDbError(err)));
  }

  async findById(repo: AnyRepository, id: number, filter: unknown) {
    const guarded = guardFilter(repo.entityClass, filter) as Filter<Entity>;
    delete guarded.skip;
    const [found] = await this.findRows(repo, {...guarded, where: {id} as Where, limit: 1}).catch(err => Promise.reject(translateDbError(err)));
    if (!found) throw new HttpErrors.NotFound(`${repo.entityClass.modelName} ${id} not found`);
    return found;
  }

  async create(repo: AnyRepository, data: object, memberId: number) {
    const now = new Date();
    const props = repo.entityClass.definition.properties;
    const stamped = {
      ...data,
      ...(props.createdAt ? {createdAt: now} : {}),
      ...(props.updatedAt ? {updatedAt: now} : {}),
    };
    return inTransaction(this.ds, async options => {
      const created = await repo.create(stamped as object, options);
      // Re-read so database defaults (sequences, flags) are in the answer and the audit.
      const stored = await repo.findById(created.getId(), {}, options);
      await this.audit.record(
        {memberId, action: 'create', model: repo.entityClass.modelName, modelId: stored.getId(), after: stored.toJSON()},
        options,
      );
      return stored;
    });
  }

  /**
   * Updates a record. With `expectedUpdatedAt` (the If-Match of the edit form: the updatedAt it
   * loaded) the row is locked and a newer version answers 409, so no edit silently overwrites another.
   */
  async updateById(repo: AnyRepository, id: number, data: object, memberId: number, expectedUpdatedAt?: string) {
    const props = repo.entityClass.definition.properties;
    const patch = props.updatedAt ? {...data, updatedAt: new Date()} : data;
    await inTransaction(this.ds, async options => {
      if (expectedUpdatedAt !== undefined) {
        if (!props.updatedAt) throw new HttpErrors.BadRequest(`${repo.entityClass.modelName} has no version to match`);
        const table = (repo.entityClass.definition.settings.postgresql as {table: string}).table;
        await repo.execute(`SELECT id FROM ${table} WHERE id = $1 FOR UPDATE`, [id], options);
      }
      const before = await repo.findOne({where: {id} as Where}, options);
      if (!before) throw new HttpErrors.NotFound(`${repo.entityClass.modelName} ${id} not found`);
      if (expectedUpdatedAt !== undefined) {
        const current = (before as unknown as {updatedAt?: Date}).updatedAt?.toISOString();
        if (current !== expectedUpdatedAt) {
          throw httpError(409, 'The record was changed by someone else meanwhile: reload it and edit again', 'STALE', {updatedAt: current});
        }
      }
      await repo.updateById(id, patch as object, options);
      const after = await repo.findById(id, {}, options);
      await this.audit.record(
        {memberId, action: 'update', model: repo.entityClass.modelName, modelId: id, before: before.toJSON(), after: after.toJSON()},
        options,
      );
    });
  }

  async deleteById(repo: AnyRepository, id: number, memberId: number) {
    await inTransaction(this.ds, async options => {
      const before = await repo.findOne({where: {id} as Where}, options);
      if (!before) throw new HttpErrors.NotFound(`${repo.entityClass.modelName} ${id} not found`);
      await repo.deleteById(id, options);
      await this.audit.record(
        {memberId, action: 'delete', model: repo.entityClass.modelName, modelId: id, before: before.toJSON()},
        options,
      );
    });
  }
}
