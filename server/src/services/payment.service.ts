import {AUDIT_SERVICE, BUSINESS_TZ, CLOCK, DB_DATASOURCE, FILE_STORAGE, PAYER_ACCOUNTS} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {DateTime} from 'luxon';
import {isTeam, PAYER_COUNTRIES, PAYMENT_MESSAGES, XML_GENERATORS, type PayerCountry, type PaymentBatchKind} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {decidePaymentBatch, decidePreviewLines, type PaymentOrderState, type PreviewItem} from '../domain';
import {Order, PaymentXML} from '../models';
import {buildPain001, makePaymentFile, painTransactionOf, type PayerAccounts} from '../payments';
import {OrderRepository, PayerRepository, PaymentXMLRepository} from '../repositories';
import type {FileStorage, StoredFile} from '../adapters/storage/storage.adapter';
import type {AuditService} from './audit.service';
import type {Clock} from './clock';
import {decided, httpError} from './http-error';
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

/**
 * The payer (spec 02 §2 Payer, §4 Payment, §5, §7, §8; API.md Payments; issue 17 items 1-5).
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
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
  ) {}

  /** POST /Payments. */
  async pay(request: PaymentRequest, memberId: number): Promise<PaymentAnswer> {
    const batch = batchOf(request);
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
        executionDate: DateTime.fromJSDate(now, {zone: this.businessTz}).toISODate()!,
        accounts: this.accounts,
      });
      if (file.total !== decision.total) throw new Error(`Payment file total ${file.total} is not the batch's ${decision.total}`);
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
      const stored = await this.files.findById(record.id!, {}, options);
      await this.audit.record({memberId, action: 'payment-batch', model: 'PaymentXML', modelId: record.id, after: stored.toJSON()}, options);
      return stored;
    });
    return {payment, downloadUrl: downloadUrlOf(payment.id!)};
  }

  /** POST /payment-xml/generate/{finnish|sweden}: the XML of a list, paying nothing. */
  preview(generator: string, items: PreviewItem[]): string {
    const country = (XML_GENERATORS as Record<string, 'finland' | 'sweden'>)[generator];
    if (!country) throw httpError(422, PAYMENT_MESSAGES.missingGenerator);
    const lines = decided(decidePreviewLines(items, country));
    const now = this.clock.now();
    const random = Math.random().toString(36).slice(2, 8).toUpperCase();
    return buildPain001({
      country,
      messageId: `PREVIEW-${now.toISOString().replace(/\D/g, '').slice(0, 14)}-${random}`,
      createdAt: now,
      executionDate: DateTime.fromJSDate(now, {zone: this.businessTz}).toISODate()!,
      debtor: this.accounts[country],
      transactions: lines.map(painTransactionOf),
    }).xml;
  }

  /** GET /payer/orders/{country} and /payer/donations/{team}: the payable orders, by order number. */
  async payable(batch: PaymentBatchKind, limit: number, skip: number) {
    const {total, ids} = await this.payer.payable(batch, {limit, skip});
    return {total, orders: (await this.orders.findRowsByIds(ids, LIST_INCLUDE)) as Order[]};
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
    return {file: {...file.toJSON(), downloadUrl: downloadUrlOf(id)}, orders: (await this.orders.findRowsByIds(orderIds, LIST_INCLUDE)) as Order[]};
  }

  /** GET /payer/files/{id}/download: the stored file. */
  async download(id: number): Promise<StoredFile & {name: string}> {
    const file = await this.files.findById(id).catch(() => undefined);
    if (!file?.location) throw httpError(404, 'Cannot find payment file');
    const stored = await this.storage.get(file.location);
    if (!stored) throw httpError(404, 'Cannot find payment file');
    return {...stored, name: file.name};
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
