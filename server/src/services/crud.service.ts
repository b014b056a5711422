import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, Where} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {DbDataSource} from '../datasources/db.datasource';
import type {AnyRepository} from '../repositories/query/read-engine';
import type {AnyQueryRepository} from '../repositories/query/query.repository';
import {JsonText} from '../repositories/query/json-text';
import {tableOf} from '../repositories/query/rows';
import {AuditService} from './audit.service';
import {changedFields} from './changes';
import {SessionCache} from './session-cache.service';
import {httpError, refuse} from './http-error';
import type {DomainError} from '../domain/domain-error';
import {inTransaction} from './transaction';
import {AUDIT_SERVICE, DB_DATASOURCE, SESSION_CACHE} from '../keys';

export type {AnyRepository};

/** A rule of an edit across fields: the record as locked, the parsed body and now; its refusal, if any. */
/**
 * A cross-field rule of an edit: it sees the record as locked and the parsed body, and may read what
 * else it needs (the edited order's client) in the edit's transaction (`options`).
 */
export type UpdateRule = (before: object, data: object, now: Date, options: Options) => DomainError | undefined | Promise<DomainError | undefined>;
/** A model's repository as the generic endpoints hand it to this service. */
export type ModelRepository = AnyQueryRepository;
export {JsonText};

/**
 * The generic model endpoints' work: writes, each in one transaction together with its audit entry;
 * the reads are the repositories' own (QueryRepository over the read engine), handed on.
 */
@injectable({scope: BindingScope.SINGLETON})
export class CrudService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(SESSION_CACHE) private sessions: SessionCache,
  ) {}

  find(repo: ModelRepository, filter: unknown) {
    return repo.findJson(filter);
  }

  count(repo: ModelRepository, where: unknown) {
    return repo.countWhere(where);
  }

  findById(repo: ModelRepository, id: number, filter: unknown) {
    return repo.findJsonById(id, filter);
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
      await this.audit.record({memberId, action: 'create', model: repo.entityClass.modelName, modelId: stored.getId(), after: stored.toJSON()}, options);
      return stored;
    });
  }

  /**
   * Updates a record. With `expectedUpdatedAt` (the If-Match of the edit form: the updatedAt it
   * loaded) the row is locked and a newer version answers 409, so no edit silently overwrites another.
   * With a `rule` the row is locked too, and the rule decides on it before anything is written.
   */
  async updateById(repo: AnyRepository, id: number, data: object, memberId: number, expectedUpdatedAt?: string, rule?: UpdateRule) {
    const props = repo.entityClass.definition.properties;
    const patch = props.updatedAt ? {...data, updatedAt: new Date()} : data;
    let changed = false;
    await inTransaction(this.ds, async options => {
      if (expectedUpdatedAt !== undefined && !props.updatedAt) throw new HttpErrors.BadRequest(`${repo.entityClass.modelName} has no version to match`);
      if (expectedUpdatedAt !== undefined || rule) {
        await repo.execute(`SELECT id FROM ${tableOf(repo.entityClass)} WHERE id = $1 FOR UPDATE`, [id], options);
      }
      const before = await repo.findOne({where: {id} as Where}, options);
      if (!before) throw new HttpErrors.NotFound(`${repo.entityClass.modelName} ${id} not found`);
      if (expectedUpdatedAt !== undefined) {
        const current = (before as unknown as {updatedAt?: Date}).updatedAt?.toISOString();
        if (current !== expectedUpdatedAt) {
          throw httpError(409, 'The record was changed by someone else meanwhile: reload it and edit again', 'STALE', {updatedAt: current});
        }
      }
      if (rule) refuse(await rule(before, data, new Date(), options));
      // The same values again change nothing: no write, no new updatedAt, no audit entry.
      if (changedFields(repo.entityClass, before, data).length === 0) return;
      changed = true;
      await repo.updateById(id, patch as object, options);
      const after = await repo.findById(id, {}, options);
      await this.audit.record(
        {memberId, action: 'update', model: repo.entityClass.modelName, modelId: id, before: before.toJSON(), after: after.toJSON()},
        options,
      );
    });
    if (changed) this.sessions.changed(repo.entityClass);
  }

  async deleteById(repo: AnyRepository, id: number, memberId: number) {
    await inTransaction(this.ds, async options => {
      const before = await repo.findOne({where: {id} as Where}, options);
      if (!before) throw new HttpErrors.NotFound(`${repo.entityClass.modelName} ${id} not found`);
      await repo.deleteById(id, options);
      await this.audit.record({memberId, action: 'delete', model: repo.entityClass.modelName, modelId: id, before: before.toJSON()}, options);
    });
    this.sessions.changed(repo.entityClass);
  }
}
