import {AUDIT_SERVICE, BUSINESS_TZ, CLOCK, DB_DATASOURCE, FILE_STORAGE, PAYER_ACCOUNTS, PAYMENT_SETTINGS} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {DateTime} from 'luxon';
import {
  isTeam,
  LIST_CLIENT_FIELDS,
  nextBankingDay,
  PAYER_COUNTRIES,
  PAYER_LIST_FIELDS,
  PAYMENT_MESSAGES,
  XML_GENERATORS,
  type PayerCountry,
  type PaymentBatchKind,
} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {decideDownload, decideMarkSent, decidePaymentBatch, decidePaymentPreview, decidePaymentReturn, type PaymentOrderState} from '../domain';
import {Order, PaymentXML} from '../models';
import {bankRuleErrors, makePaymentFile, validatePain001, type PayerAccounts, type PaymentFile} from '../payments';
import type {PaymentSettings} from '../config';
import {includeFields, MemberRepository, OrderRepository, PayerRepository, PaymentXMLRepository} from '../repositories';
import type {FileStorage, StoredFile} from '../adapters/storage/storage.adapter';
import type {AuditService} from './audit.service';
import type {Clock} from './clock';
import {decided, httpError} from './http-error';
import {changeOrder} from './order-change';
import {deskPageAnswer, deskQuery} from './list-query';
import {inTransaction} from './transaction';

export interface PaymentRequest {
  country?: string;
  donationTeam?: string;
  orderIds: number[];
}

export interface PaymentAnswer {
  payment: PaymentXML;
  /** GET it with the token: the stored file. */
  downloadUrl: string;
}

export const downloadUrlOf = (id: number) => `/api/payer/files/${id}/download`;

const LIST_INCLUDE = [{relation: 'client'}];
/** The payable lists' client: the confirm question names it (shared's LIST_CLIENT_FIELDS). */
const PAYABLE_INCLUDE = [includeFields('client', LIST_CLIENT_FIELDS)];

/**
 * The payer (spec 02 §2 "Payer", §4, §5, §7 and §8 "Payment"; API.md Payments).
 * A batch is one transaction: the orders are locked in id order (overlapping batches wait for each
 * other, never deadlock) and decided on the locked rows, the record is created, the file made and
 * stored BEFORE the commit, then the orders are marked paid with their batch. A crash before the
 * commit leaves no paid order and no record (at most a stored file no record names, which nothing
 * lists); after it, everything. An order already in a batch is refused (409), and the database
 * keeps an order's batch once set (migration 017).
 */
@injectable({scope: BindingScope.SINGLETON})
export class PaymentService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(PaymentXMLRepository) private files: PaymentXMLRepository,
    @repository(PayerRepository) private payer: PayerRepository,
    @inject(FILE_STORAGE) private storage: FileStorage,
    @inject(PAYER_ACCOUNTS) private accounts: PayerAccounts,
    @inject(PAYMENT_SETTINGS) private settings: PaymentSettings,
    @repository(MemberRepository) private members: MemberRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
  ) {}

  /** POST /Payments. */
  async pay(request: PaymentRequest, memberId: number): Promise<PaymentAnswer> {
    const batch = batchOf(request);
    this.refuseDemoAccounts(batch);
    const ids = [...request.orderIds];
    const now = this.clock.now();
    const payment = await inTransaction(this.ds, async options => {
      const locked = await this.orders.lockByIds(
        [...new Set(ids)].sort((a, b) => a - b),
        options,
      );
      // The approval's payee snapshot is paid, never the client record as it is now.
      const states: PaymentOrderState[] = locked.filter((order): order is Order => Boolean(order)).map(order => order.toJSON() as PaymentOrderState);
      const decision = decided(decidePaymentBatch(ids, states, batch, memberId, now));

      const record = await this.files.create(
        {
          name: 'pending',
          country: 'donationTeam' in batch ? null : batch.country,
          team: 'donationTeam' in batch ? batch.donationTeam : null,
          isDonation: 'donationTeam' in batch,
          total: decision.total as unknown as number,
          orderCount: decision.lines.length,
          payerId: memberId,
          createdAt: now,
        },
        options,
      );
      const file = makePaymentFile({
        batch,
        lines: decision.lines,
        batchId: record.id!,
        now,
        executionDate: this.executionDate(batch, now),
        accounts: this.accounts,
        ukFees: this.settings.ukFees,
      });
      if (file.total !== decision.total) throw new Error(`Payment file total ${file.total} is not the batch's ${decision.total}`);
      // The file passes the schema and the bank's rules before anything is stored or paid: otherwise nothing is.
      const problems = await this.fileProblems(batch, file);
      if (problems.length) throw httpError(422, PAYMENT_MESSAGES.fileFailedBankRules, 'FILE_FAILED_BANK_RULES', {problems});
      // Two batches in one minute would share the spec's name: the later one takes its id too.
      await this.payer.lockFileName(file.name, options);
      const name = (await this.payer.fileNameTaken(file.name, record.id!, options)) ? file.name.replace(/\.(xml|csv)$/, `-${record.id}.$1`) : file.name;
      await this.storage.put(file.key, file.body, file.contentType);
      await this.files.updateById(record.id!, {name, location: file.key, contentType: file.contentType}, options);
      const marked = await this.payer.markPaid(
        decision.lines.map(line => line.orderId),
        record.id!,
        memberId,
        now,
        options,
      );
      if (marked !== decision.lines.length) throw httpError(409, PAYMENT_MESSAGES.notPayable, 'NOT_PAYABLE');
      // A payment the bank returned, paid again: its return names this batch.
      await this.payer.linkRepayments(
        decision.lines.map(line => line.orderId),
        record.id!,
        options,
      );
      const stored = await this.files.findById(record.id!, {}, options);
      await this.audit.record({memberId, action: 'payment-batch', model: 'PaymentXML', modelId: record.id, after: stored.toJSON()}, options);
      return stored;
    });
    return {payment, downloadUrl: downloadUrlOf(payment.id!)};
  }

  /**
   * POST /payment-xml/generate/{finnish|sweden} (the old system's preview, kept by name): what a
   * batch of these orders would carry (lines, total, warnings), as JSON; never a file a bank would
   * execute. Audited: who looked at which orders' payments.
   */
  async preview(generator: string, orderIds: number[], memberId: number) {
    // Own keys only: `__proto__` or `constructor` would find Object's members and pass as a country.
    const country = Object.hasOwn(XML_GENERATORS, generator) ? XML_GENERATORS[generator as keyof typeof XML_GENERATORS] : undefined;
    if (!country) throw httpError(422, PAYMENT_MESSAGES.missingGenerator);
    const batch = {country} as const;
    const orders = (await this.orders.findRowsByIds([...new Set(orderIds)], [])) as Order[];
    const preview = decided(decidePaymentPreview(orderIds, orders as PaymentOrderState[], batch));
    const now = this.clock.now();
    await this.audit.record({memberId, action: 'payment-preview', model: 'Order', after: {generator, orderIds, total: preview.total}});
    return {country, currency: country === 'sweden' ? 'SEK' : 'EUR', executionDate: this.executionDate(batch, now), count: preview.lines.length, ...preview};
  }

  /** GET /payer/settings: what the payer screens say about the accounts and the UK fee. */
  payerSettings() {
    const demo = this.settings.demoAccounts;
    return {
      demoAccounts: demo.finland || demo.sweden,
      demoCountries: (['finland', 'sweden'] as const).filter(country => demo[country]),
      refused: this.settings.refuseDemoAccounts,
      ukFees: this.settings.ukFees,
      message: demo.finland || demo.sweden ? (this.settings.refuseDemoAccounts ? PAYMENT_MESSAGES.accountsNotConfigured : PAYMENT_MESSAGES.demoAccounts) : null,
    };
  }

  /** GET /payer/orders/{country} and /payer/donations/{team}: the payable orders, by order number. */
  async payable(batch: PaymentBatchKind, limit: number, skip: number, q?: string, sort?: string) {
    const {total, ids} = await this.payer.payable(batch, deskQuery(q, sort), {limit, skip});
    return deskPageAnswer(this.orders, total, ids, PAYABLE_INCLUDE, PAYER_LIST_FIELDS);
  }

  /** GET /payer/files: the batches, newest first. */
  async list(limit: number, skip: number) {
    const {total, ids} = await this.payer.files({limit, skip});
    const files = ids.length ? await this.files.find({where: {id: {inq: ids}}}) : [];
    const byId = new Map(files.map(file => [file.id, file]));
    return {
      total,
      files: ids
        .map(id => byId.get(id)!)
        .filter(Boolean)
        .map(file => ({...file.toJSON(), downloadUrl: downloadUrlOf(file.id!)})),
    };
  }

  /** GET /payer/files/{id}: a batch and its orders. */
  async show(id: number) {
    const file = await this.files.findById(id).catch(() => undefined);
    if (!file) throw httpError(404, 'Cannot find payment file');
    const orderIds = await this.payer.batchOrderIds(id);
    return {
      file: {...file.toJSON(), downloadUrl: downloadUrlOf(id)},
      orders: (await this.orders.findRowsByIds(orderIds, LIST_INCLUDE)) as Order[],
      returns: await this.payer.returnsOf(id),
    };
  }

  /**
   * GET /payer/files/{id}/download: the stored file. The first download is recorded (who, when);
   * a later one only with `again` (the payer confirmed it, told when and by whom it was first
   * taken: a bank pays a file each time it is uploaded). Every download is audited.
   */
  async download(id: number, again: boolean, memberId: number): Promise<StoredFile & {name: string}> {
    const now = this.clock.now();
    const file = await inTransaction(this.ds, async options => {
      const record = await this.payer.lockFile(id, options);
      if (!record?.location) throw httpError(404, 'Cannot find payment file');
      // The refusal of a second download names who first took the file, and when.
      const firstBy = record.firstDownloadedAt && !again ? await this.memberName(record.firstDownloadedBy, options) : '';
      const at = (date: Date) => DateTime.fromJSDate(date, {zone: this.businessTz}).toFormat('d.M.yyyy HH:mm');
      const first = decided(decideDownload(record, again, memberId, now, firstBy, at));
      if (first) await this.files.updateById(id, first, options);
      await this.audit.record({memberId, action: first ? 'payment-file-download' : 'payment-file-download-again', model: 'PaymentXML', modelId: id}, options);
      return record;
    });
    const stored = await this.storage.get(file.location!);
    if (!stored) throw httpError(404, 'Cannot find payment file');
    return {...stored, name: file.name};
  }

  /** POST /payer/files/{id}/sent: the payer uploaded the file to the bank. */
  async markSent(id: number, memberId: number) {
    const now = this.clock.now();
    return inTransaction(this.ds, async options => {
      const record = await this.payer.lockFile(id, options);
      if (!record) throw httpError(404, 'Cannot find payment file');
      const change = decided(decideMarkSent(record, memberId, now));
      await this.files.updateById(id, change, options);
      const after = await this.files.findById(id, {}, options);
      await this.audit.record(
        {memberId, action: 'payment-file-sent', model: 'PaymentXML', modelId: id, before: record.toJSON(), after: after.toJSON()},
        options,
      );
      return {...after.toJSON(), downloadUrl: downloadUrlOf(id)};
    });
  }

  /**
   * POST /payer/returns: a payment the bank returned, registered on its order with the reason (payer
   * or bursar). The order is unpaid and leaves its batch; its approval is undone, so it is paid
   * again only after a teller approves it anew (with corrected bank details), in a batch that the
   * return then names. Never twice for one approval: each return needs a new approval.
   */
  async registerReturn(orderId: number, reason: string, memberId: number) {
    const now = this.clock.now();
    return inTransaction(this.ds, async options => {
      const order = await this.orders.lockById(orderId, options);
      if (!order) throw httpError(404, 'Cannot find order');
      const {returnedFrom, change} = decided(decidePaymentReturn(order, reason));
      await this.payer.recordReturn({orderId, paymentXmlId: returnedFrom, reason: reason.trim(), memberId, at: now}, options);
      await changeOrder(this.orders, order, change as Partial<Order>, 'payment-returned', memberId, options, now);
      return {order: await this.orders.findById(orderId, {}, options), returnedFrom};
    });
  }

  private async memberName(id: number | null | undefined, options: Options): Promise<string> {
    const member = id ? await this.members.findOne({where: {id}}, options) : null;
    return member?.name || member?.username || 'an unknown member';
  }

  /** Production pays only from the company's own accounts: a bank file from a demo account is refused (409, with the reason). */
  private refuseDemoAccounts(batch: PaymentBatchKind) {
    if (!this.settings.refuseDemoAccounts || 'donationTeam' in batch || batch.country === 'uk') return;
    if (this.settings.demoAccounts[batch.country]) throw httpError(409, PAYMENT_MESSAGES.accountsNotConfigured, 'ACCOUNTS_NOT_CONFIGURED');
  }

  /** ReqdExctnDt: today in the business time zone if a banking day of the batch's country, else the next one. */
  private executionDate(batch: PaymentBatchKind, now: Date): string {
    const country = 'donationTeam' in batch || batch.country === 'uk' ? 'finland' : batch.country;
    return nextBankingDay(country, now, this.businessTz);
  }

  /** The schema's and the bank's objections to a bank file (none for the CSV files). */
  private async fileProblems(batch: PaymentBatchKind, file: PaymentFile): Promise<string[]> {
    if ('donationTeam' in batch || batch.country === 'uk') return [];
    const xml = file.body.toString('utf8');
    const country = batch.country;
    return [...(await validatePain001(xml)), ...bankRuleErrors(xml, country, {initiatorId: this.accounts[country].initiatorId})];
  }
}

/** The batch a request names: a country, or a donation team (a team must be chosen), not both. */
export function batchOf(request: PaymentRequest): PaymentBatchKind {
  if (request.donationTeam !== undefined && request.donationTeam !== null) {
    if (request.country) throw httpError(422, 'Choose a country or a donation team, not both');
    if (!isTeam(request.donationTeam)) throw httpError(422, PAYMENT_MESSAGES.noTeam);
    return {donationTeam: request.donationTeam};
  }
  if (!(PAYER_COUNTRIES as readonly string[]).includes(request.country ?? ''))
    throw httpError(422, 'Choose a country (finland, sweden, uk) or a donation team');
  return {country: request.country as PayerCountry};
}
