import {Entity, model} from '@loopback/repository';
import {id, longText, table} from './properties';

/** The invoice greetings: one record with a text per language. */
@model({settings: table('greetings')})
export class Greetings extends Entity {
  @id() id?: number;
  @longText() fi?: string | null;
  @longText() sv?: string | null;
  @longText() svFI?: string | null;

  constructor(data?: Partial<Greetings>) {
    super(data);
  }
}
