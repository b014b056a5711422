import {Entity, model} from '@loopback/repository';
import {decimal, flag, id, integer, table, timestamp} from './properties';

/** Hours a member worked on a day (time recording is a preview feature). */
@model({settings: table('time_records')})
export class TimeRecord extends Entity {
  @id() id?: number;
  @integer({required: true}) userId: number;
  @timestamp({required: true}) date: Date;
  @decimal() hours?: number | null;
  @flag() sickLeave?: boolean;
  @flag() paidDayOff?: boolean;
  @timestamp() createdAt?: Date;

  constructor(data?: Partial<TimeRecord>) {
    super(data);
  }
}
