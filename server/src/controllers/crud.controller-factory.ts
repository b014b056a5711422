import {BindingKey, BindingScope, Constructor, Context, inject, injectable} from '@loopback/core';
import {Count, CountSchema, Entity, Options} from '@loopback/repository';
import {getFilterSchemaFor, getWhereSchemaFor, getModelSchemaRef, param, patch, post, requestBody, get, del, SchemaObject} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {ZodType} from 'zod';
import type {MemberProfile} from '../security/principal';
import {CrudService, JsonText, type ModelRepository, type UpdateRule} from '../services/crud.service';
import {parsedBody} from '../services/validation';
import {refuse} from '../services/http-error';
import type {DomainError} from '../domain';
import {CRUD_SERVICE} from '../keys';
import {IDEMPOTENT} from '../specs/helpers';
import {zodBody} from '../specs/from-zod';

export interface CrudOptions {
  /** URL segment: Members, Orders, ... */
  basePath: string;
  /** Properties the server fills: left out of create and update bodies. */
  readOnly?: string[];
  /** Properties only commands change once the record exists: left out of update bodies (a 422 there). */
  commandOnly?: readonly string[];
  /**
   * The spec's form rules for create and update bodies, from @karat/shared. The stored body is the
   * parsed one (trimmed, coerced). An update's rules may depend on the record (a web-order client
   * needs no birth year): then a function of its id.
   */
  createSchema?: ZodType;
  updateSchema?: ZodType | ((id: number, context: Context) => Promise<ZodType>);
  /**
   * The whole create and update bodies as shared zod schemas, where a form names every field the
   * model takes: openapi.json describes the body with the schema's JSON Schema (components
   * `New<Model>` and `<Model>Patch`) and the server validates with it (made strict), so the
   * controller gets what it parsed. Without it the model's properties describe the body and
   * createSchema/updateSchema add the form's rules to the fields they name.
   */
  contract?: {create?: ZodType; update?: ZodType};
  /**
   * A model whose create follows a rule of its area (Members: the password goes to its own model;
   * Orders follow their client): the handler, a service's.
   */
  create?: {
    handler: (body: object, ctx: {memberId: number; context: Context}) => Promise<object>;
  };
  /**
   * A rule of the edit across fields (the admin's order edit), a domain function: it sees the record
   * as locked and the parsed body, and its refusal is the answer (nothing is written). One that needs
   * more (the order's client) asks a service through `context`, in the edit's transaction.
   */
  updateRule?: (before: object, data: object, now: Date, io: {options: Options; context: Context}) => ReturnType<UpdateRule>;
  /** A rule of the create across fields, a domain function on the parsed body: its refusal is the answer. */
  createRule?: (data: object) => DomainError | undefined;
}

const jsonParam = (name: string, schema: SchemaObject) => param({name, in: 'query', content: {'application/json': {schema}}});

/**
 * The six generic endpoints of API.md for one model, thin: parse, call CrudService, answer.
 * Authorization comes from the role matrix (default deny) for every route.
 */
export function defineCrudController<E extends Entity>(
  model: typeof Entity & {prototype: E},
  repositoryKey: BindingKey<ModelRepository>,
  options: CrudOptions,
): Constructor<object> {
  const base = `/${options.basePath}`;
  const name = model.modelName;
  const readOnly = ['id', 'createdAt', 'updatedAt', ...(options.readOnly ?? [])];
  const updateExclude = [...readOnly, ...(options.commandOnly ?? [])].filter(p => p in model.definition.properties) as (keyof E)[];
  // A record is never born in a state only commands reach (an order "born approved" and paid): the
  // command-only properties are out of the create body as well as the update's.
  const createBody = options.contract?.create
    ? zodBody(`New${name}`, options.contract.create)
    : {required: true, content: {'application/json': {schema: getModelSchemaRef(model, {exclude: updateExclude, title: `New${name}`})}}};
  const updateBody = options.contract?.update
    ? zodBody(`${name}Patch`, options.contract.update)
    : {required: true, content: {'application/json': {schema: getModelSchemaRef(model, {partial: true, exclude: updateExclude, title: `${name}Patch`})}}};
  const listSchema = {type: 'array', items: getModelSchemaRef(model, {includeRelations: true})};

  // One instance for all requests (no injection per request); the member comes with each write.
  @injectable({scope: BindingScope.SINGLETON})
  class CrudController {
    constructor(
      @inject(repositoryKey) public repo: ModelRepository,
      @inject(CRUD_SERVICE) public crud: CrudService,
      /** The application's context (the controller outlives requests): for the services of `create`. */
      @inject.context() public context: Context,
    ) {}

    @get(base, {
      operationId: `list${options.basePath}`,
      responses: {'200': {description: `Array of ${name}`, content: {'application/json': {schema: listSchema}}}},
    })
    async find(@jsonParam('filter', getFilterSchemaFor(model)) filter?: object): Promise<E[] | JsonText> {
      return (await this.crud.find(this.repo, filter)) as E[] | JsonText;
    }

    @get(`${base}/count`, {
      operationId: `count${options.basePath}`,
      responses: {'200': {description: `${name} count`, content: {'application/json': {schema: CountSchema}}}},
    })
    async count(@jsonParam('where', getWhereSchemaFor(model)) where?: object): Promise<Count> {
      return this.crud.count(this.repo, where);
    }

    @get(`${base}/{id}`, {
      operationId: `get${name}`,
      responses: {'200': {description: name, content: {'application/json': {schema: getModelSchemaRef(model, {includeRelations: true})}}}},
    })
    async findById(@param.path.integer('id') id: number, @jsonParam('filter', getFilterSchemaFor(model, {exclude: 'where'})) filter?: object): Promise<E> {
      return (await this.crud.findById(this.repo, id, filter)) as E;
    }

    @post(base, {
      [IDEMPOTENT]: true,
      operationId: `create${name}`,
      responses: {'200': {description: `Created ${name}`, content: {'application/json': {schema: getModelSchemaRef(model)}}}},
    })
    async create(
      @requestBody(createBody)
      body: Partial<E>,
      @inject(SecurityBindings.USER) user: MemberProfile,
    ): Promise<E> {
      const ctx = {memberId: user.id, context: this.context};
      // A contract's body comes parsed; otherwise the form's rules apply to the fields they name.
      const parsed = options.contract?.create ? body : parsedBody(options.createSchema, body);
      refuse(options.createRule?.(parsed));
      if (options.create) return options.create.handler(parsed, ctx) as Promise<E>;
      return this.crud.create(this.repo, parsed, ctx.memberId) as Promise<E>;
    }

    @patch(`${base}/{id}`, {operationId: `update${name}`, responses: {'204': {description: `${name} updated`}}})
    async updateById(
      @param.path.integer('id') id: number,
      @param.header.string('if-match', {
        description: 'The updatedAt the editor loaded (ISO 8601); a newer record answers 409 STALE',
      })
      ifMatch: string | undefined,
      @requestBody(updateBody)
      body: Partial<E>,
      @inject(SecurityBindings.USER) user: MemberProfile,
    ): Promise<void> {
      const schema = typeof options.updateSchema === 'function' ? await options.updateSchema(id, this.context) : options.updateSchema;
      const data = options.contract?.update ? body : parsedBody(schema, body);
      const expected = ifMatch === undefined ? undefined : ifMatch.replace(/^(W\/)?"|"$/g, '');
      const rule = options.updateRule;
      const withContext: UpdateRule | undefined =
        rule && ((before, changes, now, txOptions) => rule(before, changes, now, {options: txOptions, context: this.context}));
      await this.crud.updateById(this.repo, id, data, user.id, expected, withContext);
    }

    @del(`${base}/{id}`, {operationId: `delete${name}`, responses: {'204': {description: `${name} deleted`}}})
    async deleteById(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) user: MemberProfile): Promise<void> {
      await this.crud.deleteById(this.repo, id, user.id);
    }
  }

  Object.defineProperty(CrudController, 'name', {value: `${name}CrudController`});
  return CrudController;
}
