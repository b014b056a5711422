import {BindingScope, Constructor, inject, injectable} from '@loopback/core';
import {Count, CountSchema, Entity} from '@loopback/repository';
import {getFilterSchemaFor, getWhereSchemaFor, getModelSchemaRef, param, patch, post, requestBody, get, del, SchemaObject} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import {CrudService, JsonText, type CrudModel} from '../services/crud.service';
import {CRUD_SERVICE} from '../keys';
import {IDEMPOTENT} from '../specs/helpers';
import {zodBody} from '../specs/from-zod';

export interface CrudOptions extends CrudModel {
  /** URL segment: Members, Orders, ... */
  basePath: string;
  /** Properties the server fills: left out of create and update bodies. */
  readOnly?: string[];
  /** Properties only commands change once the record exists: left out of update bodies (a 422 there). */
  commandOnly?: readonly string[];
}

const jsonParam = (name: string, schema: SchemaObject) => param({name, in: 'query', content: {'application/json': {schema}}});

/**
 * The six generic endpoints of API.md for one model, thin: the routes and their schemas, then one
 * call to CrudService with the model's declaration (its repository's key, rules and services), which
 * parses, checks and writes. The controller holds no repository and no context. Authorization comes
 * from the role matrix (default deny) for every route.
 */
export function defineCrudController<E extends Entity>(model: typeof Entity & {prototype: E}, options: CrudOptions): Constructor<object> {
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
    constructor(@inject(CRUD_SERVICE) public crud: CrudService) {}

    @get(base, {
      operationId: `list${options.basePath}`,
      responses: {'200': {description: `Array of ${name}`, content: {'application/json': {schema: listSchema}}}},
    })
    async find(
      @jsonParam('filter', getFilterSchemaFor(model)) filter: object | undefined,
      @inject(SecurityBindings.USER) user: MemberProfile,
    ): Promise<E[] | JsonText> {
      return (await this.crud.find(options, filter, user)) as E[] | JsonText;
    }

    @get(`${base}/count`, {
      operationId: `count${options.basePath}`,
      responses: {'200': {description: `${name} count`, content: {'application/json': {schema: CountSchema}}}},
    })
    async count(@jsonParam('where', getWhereSchemaFor(model)) where: object | undefined, @inject(SecurityBindings.USER) user: MemberProfile): Promise<Count> {
      return this.crud.count(options, where, user);
    }

    @get(`${base}/{id}`, {
      operationId: `get${name}`,
      responses: {'200': {description: name, content: {'application/json': {schema: getModelSchemaRef(model, {includeRelations: true})}}}},
    })
    async findById(
      @param.path.integer('id') id: number,
      @jsonParam('filter', getFilterSchemaFor(model, {exclude: 'where'})) filter: object | undefined,
      @inject(SecurityBindings.USER) user: MemberProfile,
    ): Promise<E> {
      return (await this.crud.findById(options, id, filter, user)) as E;
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
      return (await this.crud.create(options, body, user.id)) as E;
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
      const expected = ifMatch === undefined ? undefined : ifMatch.replace(/^(W\/)?"|"$/g, '');
      await this.crud.updateById(options, id, body, user.id, expected);
    }

    @del(`${base}/{id}`, {operationId: `delete${name}`, responses: {'204': {description: `${name} deleted`}}})
    async deleteById(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) user: MemberProfile): Promise<void> {
      await this.crud.deleteById(options, id, user.id);
    }
  }

  Object.defineProperty(CrudController, 'name', {value: `${name}CrudController`});
  return CrudController;
}
