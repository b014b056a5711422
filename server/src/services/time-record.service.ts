import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {businessDate, monthDays, monthOf, TIME_RECORD_RULES, timeRecordTotals, timeRecordTotalsByMember, type TimeRecordForm} from '@karat/shared';
import type {DbDataSource} from '../datasources/db.datasource';
import {decideTimeRecordCreate, decideTimeRecordEdit, ownTimeRecord, timeRecordCsv, timeRecordDeleteError} from '../domain';
import {AUDIT_SERVICE, BUSINESS_TZ, CLOCK, DB_DATASOURCE} from '../keys';
import {TimeRecord} from '../models';
import {TimeRecordRepository, type TimeRecordScope} from '../repositories';
import type {AuditService} from './audit.service';
import type {Clock} from './clock';
import {decided, refuse} from './http-error';
import {inTransaction} from './transaction';

/** A month list's request: the month (this month when not given), a member (the admin's filter) and the page. */
export interface TimeRecordListQuery {
  month?: string;
  userId?: number;
  limit?: number;
  skip?: number;
}

const MODEL = 'TimeRecord';

/**
 * Time recording (docs/decisions/time-recording.md): each member lists, records, edits and removes
 * their own days (another's answers 404); the admin reads everyone's month with each member's
 * totals, and its CSV. Each write is one transaction with its audit entry; the rules are
 * domain/time-record.ts's, on the business day of the clock.
 */
@injectable({scope: BindingScope.SINGLETON})
export class TimeRecordService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(TimeRecordRepository) private records: TimeRecordRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
  ) {}

  private today(): string {
    return businessDate(this.clock.now(), this.businessTz);
  }

  private scope(query: TimeRecordListQuery): TimeRecordScope & {month: string} {
    const month = query.month ?? monthOf(this.today());
    return {month, ...monthDays(month), userId: query.userId};
  }

  /**
   * A page of a month's records, newest day first, with the month's totals (of the member when the
   * scope names one): everyone's with their names for the admin, the member's own otherwise.
   */
  private async month(query: TimeRecordListQuery) {
    const scope = this.scope(query);
    const page = {limit: query.limit ?? TIME_RECORD_RULES.pageSize, skip: query.skip ?? 0};
    const [{total, records}, days] = await Promise.all([this.records.page(scope, page), this.records.monthRecords(scope)]);
    return {month: scope.month, total, records, days};
  }

  /** GET /time-records/mine: the member's own month. */
  async listOwn(memberId: number, query: Omit<TimeRecordListQuery, 'userId'>) {
    const {month, total, records, days} = await this.month({...query, userId: memberId});
    return {month, total, records: records.map(({memberName: _name, ...record}) => record), totals: timeRecordTotals(days)};
  }

  /** GET /time-records: everyone's month (or one member's), with each member's totals by name and the month's. */
  async overview(query: TimeRecordListQuery) {
    const {month, total, records, days} = await this.month(query);
    const names = new Map(days.map(day => [day.userId, day.memberName]));
    const members = timeRecordTotalsByMember(days).map(({userId, totals}) => ({userId, name: names.get(userId) ?? '', ...totals}));
    return {month, total, records, members, totals: timeRecordTotals(days)};
  }

  /** GET /time-records/export.csv: the month's records by member and day, each member's total and everyone's. */
  async exportCsv(query: Pick<TimeRecordListQuery, 'month' | 'userId'>): Promise<{fileName: string; body: string}> {
    const scope = this.scope(query);
    const body = timeRecordCsv(await this.records.monthRecords(scope));
    // Excel reads UTF-8 (ä, ö, å in names) only with the byte-order mark, as in the order export.
    return {fileName: `time-records-${scope.month}${query.userId ? `-member-${query.userId}` : ''}.csv`, body: `\uFEFF${body}`};
  }

  /** GET /time-records/mine/{id}: the member's own record; another's is none. */
  async showOwn(memberId: number, id: number): Promise<TimeRecord> {
    return decided(ownTimeRecord(await this.records.findById(id).catch(() => undefined), memberId));
  }

  /** POST /time-records/mine: a new day of the member's. */
  async create(memberId: number, form: TimeRecordForm): Promise<TimeRecord> {
    return inTransaction(this.ds, async options => {
      const now = this.clock.now();
      const sameDay = await this.records.findDay(memberId, form.date, options);
      const row = decided(decideTimeRecordCreate(form, sameDay, this.today(), now));
      const created = await this.records.create({...row, userId: memberId, createdAt: now}, options);
      await this.audit.record({memberId, action: 'create', model: MODEL, modelId: created.id, after: created.toJSON()}, options);
      return created;
    });
  }

  /** PUT /time-records/mine/{id}: the member's own record takes the form (on the locked row); nothing changed writes nothing. */
  async update(memberId: number, id: number, form: TimeRecordForm): Promise<TimeRecord> {
    return inTransaction(this.ds, async options => {
      const before = decided(ownTimeRecord(await this.records.lockById(id, options), memberId));
      const sameDay = form.date === before.date ? undefined : await this.records.findDay(memberId, form.date, options);
      const change = decided(decideTimeRecordEdit(before, form, sameDay, this.today(), this.clock.now()));
      if (!change) return before;
      await this.records.updateById(id, change, options);
      const after = await this.records.findById(id, {}, options);
      await this.audit.record({memberId, action: 'edit', model: MODEL, modelId: id, before: before.toJSON(), after: after.toJSON()}, options);
      return after;
    });
  }

  /** DELETE /time-records/mine/{id}: the member's own record, while it may still be changed. */
  async remove(memberId: number, id: number): Promise<void> {
    await inTransaction(this.ds, async options => {
      const before = decided(ownTimeRecord(await this.records.lockById(id, options), memberId));
      refuse(timeRecordDeleteError(before, this.today()));
      await this.records.deleteById(id, options);
      await this.audit.record({memberId, action: 'delete', model: MODEL, modelId: id, before: before.toJSON()}, options);
    });
  }
}
