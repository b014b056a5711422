import {Entity, model} from '@loopback/repository';
import {TIME_RECORD_RULES} from '@karat/shared';
import {decimal, flag, id, integer, table, text, timestamp} from './properties';

/** A member's day: hours worked, sick leave or a paid day off, one record a day (migration 024). */
@model({settings: table('time_records')})
export class TimeRecord extends Entity {
  @id() id?: number;
  @integer({required: true}) userId: number;
  /** The calendar day, 'YYYY-MM-DD' (a date column: never a midnight in some time zone). */
  @text({required: true, postgresql: {dataType: 'date'}, jsonSchema: {type: 'string', format: 'date'}}) date: string;
  /** Hours worked; 0 on a day of sick leave or paid day off. */
  @decimal({default: 0, jsonSchema: {minimum: 0, maximum: TIME_RECORD_RULES.maxHours}}) hours?: number;
  @flag() sickLeave?: boolean;
  @flag() paidDayOff?: boolean;
  @timestamp() createdAt?: Date;
  @timestamp() updatedAt?: Date;

  constructor(data?: Partial<TimeRecord>) {
    super(data);
  }
}
