import {BindingScope, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {clientSchema} from '@karat/shared';
import type {ZodType} from 'zod';
import {OrderRepository} from '../repositories';
import type {UpdateSchemas} from './crud.service';

/** What the admin's generic client edit needs to know of the client's orders. */
@injectable({scope: BindingScope.SINGLETON})
export class ClientService implements UpdateSchemas {
  constructor(@repository(OrderRepository) private orders: OrderRepository) {}

  /** The client form's rules (spec 01 §5) for an edit; as on the admin's form, a client with a web order needs no birth year. */
  async updateSchema(id: number): Promise<ZodType> {
    const webOrders = await this.orders.count({clientId: id, isWebOrder: true});
    return clientSchema({isWebOrder: webOrders.count > 0}).partial();
  }
}
