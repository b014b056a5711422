import {BUYER_SERVICE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {get, getModelSchemaRef, param} from '@loopback/rest';
import {Order} from '../models';
import {BuyerService} from '../services/buyer.service';
import {json} from '../specs/helpers';
import {coldCasePageSchema} from '../specs/cold-cases.specs';

/** Cold cases (spec 01 §2 "Buyer": the cold-case routes): orders of a language not received within 45 days of creation. */
@injectable({scope: BindingScope.SINGLETON})
export class ColdCaseController {
  constructor(@inject(BUYER_SERVICE) private buyer: BuyerService) {}

  @get('/cold-cases/{language}', {
    operationId: 'listColdCases',
    responses: {
      '200': {
        description: 'Cold cases of the language, newest first',
        ...json(coldCasePageSchema),
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

  @get('/cold-cases/{language}/{id}', {
    operationId: 'getColdCase',
    responses: {'200': {description: 'One cold case', ...json(getModelSchemaRef(Order, {includeRelations: true}))}},
  })
  async one(@param.path.string('language') language: string, @param.path.integer('id') id: number) {
    return this.buyer.coldCase(language, id);
  }
}
