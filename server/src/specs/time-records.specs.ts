import {getModelSchemaRef, param, SchemaObject} from '@loopback/rest';
import {MONTH_PATTERN, TIME_RECORD_RULES, timeRecordSchema} from '@karat/shared';
import {TimeRecord} from '../models';
import {zodBody} from './from-zod';
import {idSchema, propertiesOf} from './helpers';

export const timeRecordAnswer = getModelSchemaRef(TimeRecord);
/** A member's own record, created or edited: shared's timeRecordSchema, the form's own. */
export const timeRecordBody = zodBody('TimeRecordRequest', timeRecordSchema);

// The month lists' parameters: the month (this month in the business time zone when not given) and a page.
export const monthParam = () =>
  param.query.string('month', {description: 'The month, YYYY-MM; this month when not given', schema: {type: 'string', pattern: MONTH_PATTERN, maxLength: 7}});
export const memberParam = () => param.query.integer('userId', {description: "Only this member's records", schema: idSchema});
export const pageLimitParam = () => param.query.integer('limit', {schema: {type: 'integer', minimum: 1, maximum: TIME_RECORD_RULES.maxPageSize}});
export const pageSkipParam = () => param.query.integer('skip', {schema: {type: 'integer', minimum: 0, maximum: 1_000_000}});

const totalsProperties: Record<string, SchemaObject> = {
  hours: {type: 'number', description: 'Hours worked'},
  sickDays: {type: 'integer'},
  paidDaysOff: {type: 'integer'},
  days: {type: 'integer', description: 'Days recorded'},
};
const totalsSchema: SchemaObject = {type: 'object', title: 'TimeRecordTotals', required: Object.keys(totalsProperties), properties: totalsProperties};
const month: SchemaObject = {type: 'string', description: 'YYYY-MM'};

/** GET /time-records/mine: a page of the member's month and the month's totals. */
export const ownMonthSchema: SchemaObject = {
  type: 'object',
  title: 'TimeRecordMonth',
  required: ['month', 'total', 'records', 'totals'],
  properties: {month, total: {type: 'integer'}, records: {type: 'array', items: timeRecordAnswer}, totals: totalsSchema},
};

const RECORD_FIELDS = ['id', 'userId', 'date', 'hours', 'sickLeave', 'paidDayOff', 'createdAt', 'updatedAt'];

/** GET /time-records: a page of everyone's month with the members' names, each member's totals and the month's. */
export const overviewSchema: SchemaObject = {
  type: 'object',
  title: 'TimeRecordOverview',
  required: ['month', 'total', 'records', 'members', 'totals'],
  properties: {
    month,
    total: {type: 'integer'},
    records: {
      type: 'array',
      items: {
        type: 'object',
        title: 'TimeRecordOfMember',
        required: [...RECORD_FIELDS, 'memberName'],
        properties: {...propertiesOf(TimeRecord, RECORD_FIELDS), memberName: {type: 'string'}},
      },
    },
    members: {
      type: 'array',
      items: {
        type: 'object',
        title: 'MemberTimeTotals',
        required: ['userId', 'name', ...Object.keys(totalsProperties)],
        properties: {userId: {type: 'integer'}, name: {type: 'string'}, ...totalsProperties},
      },
    },
    totals: totalsSchema,
  },
};
