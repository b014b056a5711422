import {Entity, model} from '@loopback/repository';
import {id, integer, table, text, timestamp} from './properties';

/** scrypt hash and salt of a member's password; never exposed by any endpoint. */
@model({settings: {...table('member_credentials'), hiddenProperties: ['passwordHash', 'salt']}})
export class MemberCredentials extends Entity {
  @id() id?: number;
  @integer({required: true}) memberId: number;
  @text({required: true}) passwordHash: string;
  @text({required: true}) salt: string;
  @timestamp() updatedAt?: Date;

  constructor(data?: Partial<MemberCredentials>) {
    super(data);
  }
}
