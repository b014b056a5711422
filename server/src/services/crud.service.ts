import {BindingKey, BindingScope, Context, CoreBindings, inject, injectable} from '@loopback/core';
import {Options, Where} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import type {ZodType} from 'zod';
import {DbDataSource} from '../datasources/db.datasource';
import {JsonText, narrowFilter, narrowWhere, type AnyQueryRepository} from '../repositories';
import type {MemberProfile} from '../security/principal';
import {AuditService} from './audit.service';
import {changedFields} from './changes';
import type {Clock} from './clock';
import {SessionCache} from './session-cache.service';
import {httpError, refuse} from './http-error';
import type {DomainError} from '../domain/domain-error';
import {inTransaction} from './transaction';
import {parsedBody} from './validation';
import {AUDIT_SERVICE, CLOCK, DB_DATASOURCE, SESSION_CACHE} from '../keys';

/**
 * A rule of an edit across fields: the record as locked, the parsed body and now; its refusal, if
 * any. One that needs more (the order's client) asks its area's service through `context`, in the
 * edit's transaction (`options`).
 */
export type UpdateRule = (
  before: object,
  data: object,
  now: Date,
  io: {options: Options; context: Context},
) => DomainError | undefined | Promise<DomainError | undefined>;
/** A model's repository as the generic endpoints hand it to this service. */
export type ModelRepository = AnyQueryRepository;
export {JsonText};

/** The service of a model whose create follows a rule of its area (Members: a password; Orders: their client). */
export interface ModelCreator {
  create(body: object, memberId: number): Promise<object>;
}

/** The service that knows an edit's form rules when they depend on the record (a web-order client needs no birth year). */
export interface UpdateSchemas {
  updateSchema(id: number): Promise<ZodType>;
}

/** One model of the generic endpoints: its repository, its rules and, where its area has them, the area's services. */
export interface CrudModel {
  repository: BindingKey<ModelRepository>;
  /**
   * The whole create and update bodies as shared zod schemas, where a form names every field the
   * model takes: the body parser validates with them (server/specs/from-zod.ts), so the body
   * arrives parsed, and openapi.json describes it with their JSON Schema. Without one, the model's
   * properties describe the body and createSchema/updateSchema add the form's rules to the fields they name.
   */
  contract?: {create?: ZodType; update?: ZodType};
  /** The spec's form rules of a create body, from @karat/shared: the stored body is the parsed one (trimmed, coerced). */
  createSchema?: ZodType;
  /** The same for an edit; the binding key of a service when they depend on the record. */
  updateSchema?: ZodType | BindingKey<UpdateSchemas>;
  /** A rule of the create across fields, a domain function on the parsed body: its refusal is the answer. */
  createRule?: (data: object) => DomainError | undefined;
  /** A rule of the edit across fields, a domain function on the record as locked and the parsed body. */
  updateRule?: UpdateRule;
  /**
   * The inputs stored in their one form (shared's normalizers: bar code, phone, postal code, IBAN),
   * from the parsed body and, on an edit, the record as stored (its country when the body has none).
   * Not for a create through the area's service (`creator`), which does it itself.
   */
  normalize?: (data: object, before?: object) => object;
  /** Creates through the area's service instead of a plain create. */
  creator?: BindingKey<ModelCreator>;
  /**
   * The properties a member may read through the reads (list, count, by id), when not all of them:
   * filters may name only these and answers carry only these (Members: the directory, for anyone but an admin).
   */
  readableBy?: (user: MemberProfile) => readonly string[] | undefined;
}

/**
 * The generic model endpoints' work: a body parsed by the model's form rules, then each write in
 * one transaction together with its audit entry; the reads are the repositories' own
 * (QueryRepository over the read engine), handed on. The controllers hand over the model's
 * declaration (CrudModel) and the request's parts; the repository and the area's services are
 * looked up here, so a controller holds no repository and no context.
 */
@injectable({scope: BindingScope.SINGLETON})
export class CrudService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(SESSION_CACHE) private sessions: SessionCache,
    @inject(CLOCK) private clock: Clock,
    /** The application: where the repository and the area's services of each model are bound. */
    @inject(CoreBindings.APPLICATION_INSTANCE) private app: Context,
  ) {}

  private repository(model: CrudModel): Promise<ModelRepository> {
    return this.app.get(model.repository);
  }

  /** The reads of `user`: only the properties the model lets them read (readableBy), when not all. */
  async find(model: CrudModel, filter: unknown, user: MemberProfile) {
    const visible = model.readableBy?.(user);
    return (await this.repository(model)).findJson(visible ? narrowFilter(filter, visible) : filter);
  }

  async count(model: CrudModel, where: unknown, user: MemberProfile) {
    const visible = model.readableBy?.(user);
    return (await this.repository(model)).countWhere(visible ? narrowWhere(where, visible) : where);
  }

  async findById(model: CrudModel, id: number, filter: unknown, user: MemberProfile) {
    const visible = model.readableBy?.(user);
    return (await this.repository(model)).findJsonById(id, visible ? narrowFilter(filter, visible) : filter);
  }

  async create(model: CrudModel, body: object, memberId: number): Promise<object> {
    const parsed = model.contract?.create ? body : parsedBody(model.createSchema, body);
    // An area's service stores its inputs in their one form itself (an order takes its client's country first).
    if (model.creator) {
      refuse(model.createRule?.(parsed));
      return (await this.app.get(model.creator)).create(parsed, memberId);
    }
    const data = model.normalize ? model.normalize(parsed) : parsed;
    refuse(model.createRule?.(data));
    const repo = await this.repository(model);
    const now = this.clock.now();
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
   * With a rule or a normalizer the row is locked too, and they see it before anything is written.
   */
  async updateById(model: CrudModel, id: number, body: object, memberId: number, expectedUpdatedAt?: string) {
    const schema = model.updateSchema instanceof BindingKey ? await (await this.app.get(model.updateSchema)).updateSchema(id) : model.updateSchema;
    const parsed = model.contract?.update ? body : parsedBody(schema, body);
    const repo = await this.repository(model);
    const props = repo.entityClass.definition.properties;
    const now = this.clock.now();
    let changed = false;
    await inTransaction(this.ds, async options => {
      if (expectedUpdatedAt !== undefined && !props.updatedAt) throw new HttpErrors.BadRequest(`${repo.entityClass.modelName} has no version to match`);
      if (expectedUpdatedAt !== undefined || model.updateRule || model.normalize) await repo.lockRow(id, options);
      const before = await repo.findOne({where: {id} as Where}, options);
      if (!before) throw new HttpErrors.NotFound(`${repo.entityClass.modelName} ${id} not found`);
      if (expectedUpdatedAt !== undefined) {
        const current = (before as unknown as {updatedAt?: Date}).updatedAt?.toISOString();
        if (current !== expectedUpdatedAt) {
          throw httpError(409, 'The record was changed by someone else meanwhile: reload it and edit again', 'STALE', {updatedAt: current});
        }
      }
      const data = model.normalize ? model.normalize(parsed, before) : parsed;
      if (model.updateRule) refuse(await model.updateRule(before, data, now, {options, context: this.app}));
      // The same values again change nothing: no write, no new updatedAt, no audit entry.
      if (changedFields(repo.entityClass, before, data).length === 0) return;
      changed = true;
      await repo.updateById(id, (props.updatedAt ? {...data, updatedAt: now} : data) as object, options);
      const after = await repo.findById(id, {}, options);
      await this.audit.record(
        {memberId, action: 'update', model: repo.entityClass.modelName, modelId: id, before: before.toJSON(), after: after.toJSON()},
        options,
      );
    });
    if (changed) await this.sessions.changed(repo.entityClass);
  }

  async deleteById(model: CrudModel, id: number, memberId: number) {
    const repo = await this.repository(model);
    await inTransaction(this.ds, async options => {
      const before = await repo.findOne({where: {id} as Where}, options);
      if (!before) throw new HttpErrors.NotFound(`${repo.entityClass.modelName} ${id} not found`);
      await repo.deleteById(id, options);
      await this.audit.record({memberId, action: 'delete', model: repo.entityClass.modelName, modelId: id, before: before.toJSON()}, options);
    });
    await this.sessions.changed(repo.entityClass);
  }
}
