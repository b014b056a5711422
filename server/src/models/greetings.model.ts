import {Entity, model} from '@loopback/repository';
import {id, table, text} from './properties';

/** The invoice greetings: one record with a text per language. */
@model({settings: table('greetings')})
export class Greetings extends Entity {
  @id() id?: number;
  @text() fi?: string | null;
  @text() sv?: string | null;
  @text() svFI?: string | null;

  constructor(data?: Partial<Greetings>) {
    super(data);
  }
}
