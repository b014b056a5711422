import {Entity, model} from '@loopback/repository';
import {integer, table, text, timestamp} from './properties';

/** An issued login. The id is the SHA-256 of the opaque token the client holds. */
@model({settings: table('access_tokens')})
export class AccessToken extends Entity {
  @text({id: true}) id: string;
  @integer({required: true}) memberId: number;
  @integer({required: true}) ttl: number;
  @timestamp({required: true}) created: Date;
  @timestamp({required: true}) expiresAt: Date;

  constructor(data?: Partial<AccessToken>) {
    super(data);
  }
}
