import {authenticate} from '@loopback/authentication';
import {inject} from '@loopback/core';
import {repository} from '@loopback/repository';
import {get, getModelSchemaRef, HttpErrors, param} from '@loopback/rest';
import {coldCaseBefore, MESSAGES} from '@karat/shared';
import {Order} from '../models';
// eslint-disable-next-line karat/no-restricted-paths -- TODO(issue 13): the cold-case read and its rule move to a service (item 4)
import {OrderRepository} from '../repositories';
import {BUYER_CLIENT_INCLUDE, BuyerService} from '../services/buyer.service';
import {Clock} from '../services/clock';
import {json} from './spec-helpers';
import {BUYER_SERVICE, CLOCK} from '../keys';

/** Cold cases (spec 01 §2): orders of a language not received within 45 days of creation. */
@authenticate('bearer')
export class ColdCaseController {
  constructor(
    @inject(BUYER_SERVICE) private buyer: BuyerService,
    @repository(OrderRepository) private orders: OrderRepository,
    @inject(CLOCK) private clock: Clock,
  ) {}

  @get('/cold-cases/{language}', {
    responses: {
      '200': {
        description: 'Cold cases of the language, newest first',
        ...json({
          type: 'object',
          title: 'ColdCasePage',
          properties: {total: {type: 'integer'}, orders: {type: 'array', items: getModelSchemaRef(Order, {includeRelations: true})}},
        }),
      },
    },
  })
  async list(
    @param.path.string('language') language: string,
    @param.query.string('team') team?: string,
    @param.query.integer('limit', {schema: {type: 'integer', minimum: 1, maximum: 200}}) limit?: number,
    @param.query.integer('skip', {schema: {type: 'integer', minimum: 0, maximum: 1_000_000}}) skip?: number,
  ) {
    return this.buyer.coldCases(language, team || undefined, limit ?? 50, skip ?? 0);
  }

  @get('/cold-cases/{language}/{id}', {responses: {'200': {description: 'One cold case', ...json(getModelSchemaRef(Order, {includeRelations: true}))}}})
  async one(@param.path.string('language') language: string, @param.path.integer('id') id: number) {
    const order = await this.orders.findOne({where: {id, language}, include: [BUYER_CLIENT_INCLUDE]});
    if (!order) throw new HttpErrors.NotFound(MESSAGES.cannotFindOrder);
    if (order.isReceived || !order.createdAt || order.createdAt >= coldCaseBefore(this.clock.now())) {
      throw new HttpErrors.Conflict(MESSAGES.notColdCase);
    }
    return order;
  }
}
