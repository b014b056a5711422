import {Entity, model, property} from '@loopback/repository';
import {integer, jsonObject, longText, table, text, timestamp} from './properties';

/** Who changed what and when: written in the same transaction as the change itself. */
@model({settings: table('audit_entries')})
export class AuditEntry extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {dataType: 'bigint'}}) id?: number;
  @integer() memberId?: number | null;
  /** create, update, delete, or a command name such as login or password. */
  @text({required: true}) action: string;
  @text({required: true}) model: string;
  @text() modelId?: string | null;
  @property.array(String, {postgresql: {dataType: 'jsonb'}}) changedFields?: string[];
  /** Values of the changed fields before and after. */
  @jsonObject() before?: object | null;
  @jsonObject() after?: object | null;
  /** Why, for a command that asks for a reason (reopen, an admin's close). */
  @longText() reason?: string | null;
  @timestamp() createdAt?: Date;

  constructor(data?: Partial<AuditEntry>) {
    super(data);
  }
}
