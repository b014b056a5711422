import {Entity, model} from '@loopback/repository';
import {COMPLAINT_ORDER_CLOSED, COMPLAINT_STATUSES} from '@karat/shared';
import {Client} from './client.model';
import {Order} from './order.model';
import {flag, foreignKey, id, integer, longText, oneOf, table, text, timestamp} from './properties';

@model({settings: table('complaints')})
export class Complaint extends Entity {
  @id() id?: number;
  /** From the database sequence complaint_number_seq. */
  @integer({generated: true}) complaintNumber?: number;
  @oneOf(COMPLAINT_STATUSES, {default: 'waiting_customer_service'}) status?: string;
  @text() reasonCategory?: string | null;
  @text() reasonSubcategory?: string | null;
  @longText() reasonOtherText?: string | null;
  @text({default: 'internal'}) complaintFiledBy?: string;
  @text() complaintInfo?: string | null;
  @timestamp() complaintDate?: Date | null;
  @timestamp() dueDate?: Date | null;
  @flag() isClosed?: boolean;
  @foreignKey(() => Order, 'order') orderId?: number | null;
  @foreignKey(() => Client, 'client') clientId?: number | null;
  @oneOf(COMPLAINT_ORDER_CLOSED, {default: 'not_set'}) orderClosed?: string;
  @integer() clientNumber?: number | null;
  @integer() orderNumber?: number | null;
  @text() logisticsLastSeenLocation?: string | null;
  @timestamp() logisticsLastSeenDate?: Date | null;
  @timestamp() createdAt?: Date;
  @timestamp() updatedAt?: Date;

  constructor(data?: Partial<Complaint>) {
    super(data);
  }
}
