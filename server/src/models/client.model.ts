import {Entity, hasMany, model} from '@loopback/repository';
import {COUNTRIES, GENDERS, LANGUAGES} from '@karat/shared';
import {Order} from './order.model';
import {id, integer, oneOf, table, text, timestamp} from './properties';

@model({settings: table('clients')})
export class Client extends Entity {
  @id() id?: number;
  /** From the database sequence client_number_seq. */
  @integer({generated: true}) clientNumber?: number;
  @text() firstName?: string | null;
  @text() lastName?: string | null;
  @oneOf(GENDERS, {default: 'unknown'}) gender?: string;
  @text() address?: string | null;
  @text() zip?: string | null;
  @text() city?: string | null;
  @oneOf(COUNTRIES) country?: string | null;
  @oneOf(LANGUAGES) language?: string | null;
  @text() phone?: string | null;
  @text() email?: string | null;
  @integer() birthYear?: number | null;
  /** The full date of birth, 'YYYY-MM-DD' (a date column, read as its text): the seller's age on the day of approval. */
  @text({postgresql: {dataType: 'date'}, jsonSchema: {type: 'string', format: 'date', nullable: true}}) dateOfBirth?: string | null;
  @text() iban?: string | null;
  @text() ukSortCode?: string | null;
  @text() ukAccountNumber?: string | null;
  @timestamp() createdAt?: Date;
  @timestamp() updatedAt?: Date;

  @hasMany(() => Order) orders?: Order[];

  constructor(data?: Partial<Client>) {
    super(data);
  }
}
