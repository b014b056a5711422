import {BindingScope, inject, injectable} from '@loopback/core';
import {del, get, param, post, put, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {TimeRecordForm} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import type {TimeRecordService} from '../services/time-record.service';
import {FileAnswer} from '../specs/answers';
import {IDEMPOTENT, json} from '../specs/helpers';
import {
  memberParam,
  monthParam,
  overviewSchema,
  ownMonthSchema,
  pageLimitParam,
  pageSkipParam,
  timeRecordAnswer,
  timeRecordBody,
} from '../specs/time-records.specs';
import {TIME_RECORD_SERVICE} from '../keys';

/**
 * Time recording (spec 02 §2 "Time recording"; docs/decisions/time-recording.md): `/mine` is the
 * signed-in member's own days, the rest the admin's view of everyone. The generic /TimeRecords
 * endpoints stay the admin's reads and edits.
 */
@injectable({scope: BindingScope.SINGLETON})
export class TimeRecordController {
  constructor(@inject(TIME_RECORD_SERVICE) private timeRecords: TimeRecordService) {}

  @get('/time-records/mine', {
    operationId: 'listMyTimeRecords',
    responses: {'200': {description: "A page of the member's month, newest day first, and the month's totals", ...json(ownMonthSchema)}},
  })
  async listOwn(
    @monthParam() month: string | undefined,
    @pageLimitParam() limit: number | undefined,
    @pageSkipParam() skip: number | undefined,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.timeRecords.listOwn(user.id, {month, limit, skip});
  }

  @post('/time-records/mine', {
    [IDEMPOTENT]: true,
    operationId: 'createMyTimeRecord',
    responses: {'200': {description: 'The day recorded', ...json(timeRecordAnswer)}},
  })
  async create(@requestBody(timeRecordBody) form: TimeRecordForm, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.timeRecords.create(user.id, form);
  }

  @get('/time-records/mine/{id}', {
    operationId: 'getMyTimeRecord',
    responses: {'200': {description: "The member's own record", ...json(timeRecordAnswer)}},
  })
  async show(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.timeRecords.showOwn(user.id, id);
  }

  @put('/time-records/mine/{id}', {
    operationId: 'updateMyTimeRecord',
    responses: {'200': {description: 'The record as saved', ...json(timeRecordAnswer)}},
  })
  async update(@param.path.integer('id') id: number, @requestBody(timeRecordBody) form: TimeRecordForm, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.timeRecords.update(user.id, id, form);
  }

  @del('/time-records/mine/{id}', {operationId: 'deleteMyTimeRecord', responses: {'204': {description: 'Deleted'}}})
  async remove(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) user: MemberProfile): Promise<void> {
    await this.timeRecords.remove(user.id, id);
  }

  @get('/time-records', {
    operationId: 'getTimeRecordOverview',
    responses: {'200': {description: "A page of everyone's month (or one member's) with each member's totals", ...json(overviewSchema)}},
  })
  async overview(
    @monthParam() month: string | undefined,
    @memberParam() userId: number | undefined,
    @pageLimitParam() limit: number | undefined,
    @pageSkipParam() skip: number | undefined,
  ) {
    return this.timeRecords.overview({month, userId, limit, skip});
  }

  @get('/time-records/export.csv', {
    operationId: 'exportTimeRecordsCsv',
    responses: {'200': {description: "The month's records, each member's total and everyone's, as CSV", content: {'text/csv': {schema: {type: 'string'}}}}},
  })
  async exportCsv(@monthParam() month: string | undefined, @memberParam() userId: number | undefined): Promise<FileAnswer> {
    const file = await this.timeRecords.exportCsv({month, userId});
    return new FileAnswer({contentType: 'text/csv; charset=utf-8', fileName: file.fileName, disposition: 'attachment', body: file.body});
  }
}
