import {Entity, model} from '@loopback/repository';
import {id, integer, longText, oneOf, table, text, timestamp} from './properties';

/** Every SMS the product sends, with the provider's outcome. */
@model({settings: table('sms_logs')})
export class SmsLog extends Entity {
  @id() id?: number;
  @text({required: true}) to: string;
  @longText({required: true}) message: string;
  /** What the message is for: returnCode, arrived, tellerNoAnswer, other. */
  @text() kind?: string | null;
  @oneOf(['queued', 'sent', 'failed'], {default: 'queued'}) status?: string;
  @text() provider?: string | null;
  @text() providerMessageId?: string | null;
  @text() error?: string | null;
  @integer() orderId?: number | null;
  @integer() memberId?: number | null;
  @timestamp() createdAt?: Date;
  @timestamp() sentAt?: Date | null;

  constructor(data?: Partial<SmsLog>) {
    super(data);
  }
}
