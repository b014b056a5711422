import {Entity, model} from '@loopback/repository';
import {COUNTRIES, LANGUAGES, TEAMS} from '@karat/shared';
import {flag, id, integer, oneOf, table, text, timestamp} from './properties';

/** A staff member. Credentials live in MemberCredentials, never here. */
@model({settings: table('members')})
export class Member extends Entity {
  @id() id?: number;
  @text({required: true}) name: string;
  @text({required: true, index: {unique: true}}) username: string;
  @text() phone?: string | null;
  @integer({default: 0}) buyerCommission?: number;
  @oneOf(LANGUAGES) preferLanguage?: string | null;
  @oneOf(COUNTRIES) preferCountry?: string | null;
  @oneOf(TEAMS) team?: string | null;
  @text() location?: string | null;
  @flag() admin?: boolean;
  @flag() buyer?: boolean;
  @flag() buyerWebOrder?: boolean;
  @flag() isColdCaller?: boolean;
  @flag() packager?: boolean;
  @flag() receiver?: boolean;
  @flag() valuation?: boolean;
  @flag() teller?: boolean;
  @flag() bursar?: boolean;
  @flag() customer?: boolean;
  @flag() payer?: boolean;
  @flag() ccManager?: boolean;
  @flag() teamLeader?: boolean;
  @flag() messageCenter?: boolean;
  @flag() officeAdmin?: boolean;
  @flag() isActive?: boolean;
  @timestamp() createdAt?: Date;
  @timestamp() updatedAt?: Date;

  constructor(data?: Partial<Member>) {
    super(data);
  }
}
