import {Entity, model} from '@loopback/repository';
import {COUNTRIES, TEAMS} from '@karat/shared';
import {decimal, flag, id, integer, oneOf, table, text, timestamp} from './properties';

/** A payment batch file (XML for Finland and Sweden, CSV for the UK and donations). */
@model({settings: table('payment_xmls')})
export class PaymentXML extends Entity {
  @id() id?: number;
  @text({required: true}) name: string;
  /** Storage key of the file. */
  @text() location?: string | null;
  @oneOf(COUNTRIES) country?: string | null;
  @decimal() total?: number | null;
  @flag() isDonation?: boolean;
  @oneOf(TEAMS) team?: string | null;
  @integer() payerId?: number | null;
  /** How many orders the batch paid. */
  @integer() orderCount?: number | null;
  /** The stored file's content type (XML or CSV). */
  @text() contentType?: string | null;
  @timestamp() createdAt?: Date;
  /** The first download: who took the file and when (a later one asks first). */
  @timestamp() firstDownloadedAt?: Date | null;
  @integer() firstDownloadedBy?: number | null;
  /** The payer's "sent to bank". */
  @timestamp() sentAt?: Date | null;
  @integer() sentBy?: number | null;

  constructor(data?: Partial<PaymentXML>) {
    super(data);
  }
}
