import {Entity, model} from '@loopback/repository';
import {id, integer, table, text, timestamp} from './properties';

/** One tracking code allocated by the carrier for an order. */
@model({settings: table('package_code_registry')})
export class PackageCodeRegistry extends Entity {
  @id() id?: number;
  @integer({required: true}) orderId: number;
  @integer() orderNumber?: number | null;
  @integer() clientId?: number | null;
  @text() clientName?: string | null;
  @text({required: true}) packageCode: string;
  @timestamp() createdAt?: Date;

  constructor(data?: Partial<PackageCodeRegistry>) {
    super(data);
  }
}
