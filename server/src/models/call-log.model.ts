import {Entity, model} from '@loopback/repository';
import {CALL_TYPES} from '@karat/shared';
import {Member} from './member.model';
import {Order} from './order.model';
import {foreignKey, id, oneOf, table, text, timestamp} from './properties';

@model({settings: table('call_logs')})
export class CallLog extends Entity {
  @id() id?: number;
  @oneOf(CALL_TYPES, {default: 'WELCOME_CALL'}) type?: string;
  @text({required: true}) event: string;
  @text() message?: string | null;
  @foreignKey(() => Member, 'member') memberId?: number;
  @foreignKey(() => Order, 'order') orderId?: number;
  @timestamp() createdAt?: Date;

  constructor(data?: Partial<CallLog>) {
    super(data);
  }
}
