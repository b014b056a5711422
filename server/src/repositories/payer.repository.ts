import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import type {PaymentXML} from '../models';
import {PaymentXMLRepository} from './simple-models.repository';
import type {PaymentBatchKind} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {PAYABLE_REST, PAYER_QUEUE, SqlParams} from './order-conditions';
import {deskPage, wordsSql, type DeskQuery, type Page} from './order-page';

/** A payment the bank returned, and the batch that paid it again (if any). */
export interface PaymentReturnRow {
  id: number;
  orderId: number;
  paymentXmlId: number;
  reason: string;
  registeredBy: number;
  registeredAt: string;
  repaidPaymentXmlId: number | null;
}

/** The payer's lists and the batch's writes (spec 02 §4 "Payment"). */
@injectable({scope: BindingScope.SINGLETON})
export class PayerRepository {
  constructor(
    @inject(DB_DATASOURCE) private db: DbDataSource,
    @repository(PaymentXMLRepository) private paymentXmls: PaymentXMLRepository,
  ) {}

  /**
   * A page of the payable orders of a country (orders_payer_idx) or of a team's donations
   * (orders_payer_donation_idx), found by the words, by order number unless sorted otherwise.
   */
  async payable(batch: PaymentBatchKind, query: DeskQuery, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const which =
      'donationTeam' in batch ? `o.isdonation AND o.team = ${p.add(batch.donationTeam)}` : `NOT o.isdonation AND o.country = ${p.add(batch.country)}`;
    const where = `${PAYER_QUEUE('o')} AND ${which} AND ${PAYABLE_REST('o')}${wordsSql(p, query.words)}`;
    return deskPage(this.db, p, where, query, {key: 'orderNumber', direction: 'asc'}, page);
  }

  /** The orders a batch paid, by order number (orders_paymentxmlid_idx). */
  async batchOrderIds(paymentXmlId: number): Promise<number[]> {
    const rows = (await this.db.execute(`SELECT id FROM orders WHERE paymentxmlid = $1 ORDER BY ordernumber`, [paymentXmlId])) as {id: number}[];
    return rows.map(r => r.id);
  }

  /**
   * Marks the locked orders paid by the batch, with one audit entry each, in one statement; only
   * orders still unpaid and in no batch are written. Answers how many were.
   */
  async markPaid(ids: number[], paymentXmlId: number, payerId: number, now: Date, options: Options): Promise<number> {
    const before = {isPaid: false, payerId: null, payed: null, paymentXmlId: null};
    const after = {isPaid: true, payerId, payed: now.toISOString(), paymentXmlId};
    const rows = (await this.db.execute(
      `WITH changed AS (
         UPDATE orders SET ispaid = true, payerid = $2, payed = $3, paymentxmlid = $4, updatedat = $3
          WHERE id = ANY($1::int[]) AND NOT ispaid AND paymentxmlid IS NULL
          RETURNING id, country, payee),
       audit AS (
         -- The entry says what was paid to whom (the approved payee's amount and account), for the history's sentence.
         INSERT INTO audit_entries (memberid, action, model, modelid, changedfields, before, after, createdat)
         SELECT $2, 'payment-batch', 'Order', changed.id::text, $5::jsonb, $6::jsonb,
                $7::jsonb || jsonb_build_object('paid', jsonb_strip_nulls(jsonb_build_object(
                  'country', changed.country,
                  'amount', CASE changed.country WHEN 'sweden' THEN changed.payee->>'sekOffer' WHEN 'uk' THEN changed.payee->>'gbpOffer'
                            ELSE changed.payee->>'offer' END,
                  'iban', changed.payee->>'iban', 'ukSortCode', changed.payee->>'ukSortCode',
                  'ukAccountNumber', changed.payee->>'ukAccountNumber', 'isDonation', (changed.payee->>'isDonation')::boolean))),
                $3
           FROM changed)
       SELECT count(*)::int AS count FROM changed`,
      [ids, payerId, now, paymentXmlId, JSON.stringify(Object.keys(after)), JSON.stringify(before), JSON.stringify(after)],
      options,
    )) as {count: number}[];
    return rows[0].count;
  }

  /** A batch record, locked for its file commands (download, sent). */
  async lockFile(id: number, options: Options): Promise<PaymentXML | undefined> {
    const rows = (await this.db.execute(`SELECT id FROM payment_xmls WHERE id = $1 FOR UPDATE`, [id], options)) as object[];
    if (!rows.length) return undefined;
    return this.paymentXmls.findById(id, {}, options);
  }

  /** Records a payment the bank returned (one per order and batch: a second is a 409 by the unique key). */
  async recordReturn(entry: {orderId: number; paymentXmlId: number; reason: string; memberId: number; at: Date}, options: Options): Promise<void> {
    await this.db.execute(
      `INSERT INTO payment_returns (orderid, paymentxmlid, reason, registeredby, registeredat) VALUES ($1, $2, $3, $4, $5)`,
      [entry.orderId, entry.paymentXmlId, entry.reason, entry.memberId, entry.at],
      options,
    );
  }

  /** The batch that pays returned payments again: their open returns name it (payment_returns_orderid_idx). */
  async linkRepayments(orderIds: number[], paymentXmlId: number, options: Options): Promise<void> {
    await this.db.execute(
      `UPDATE payment_returns SET repaidpaymentxmlid = $2 WHERE orderid = ANY($1::int[]) AND repaidpaymentxmlid IS NULL`,
      [orderIds, paymentXmlId],
      options,
    );
  }

  /** The returns of a batch's payments, and those it paid again (payment_returns_orderid_idx over the batch's orders). */
  async returnsOf(paymentXmlId: number): Promise<PaymentReturnRow[]> {
    return (await this.db.execute(
      `SELECT r.id, r.orderid AS "orderId", r.paymentxmlid AS "paymentXmlId", r.reason, r.registeredby AS "registeredBy",
              to_char(r.registeredat AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "registeredAt", r.repaidpaymentxmlid AS "repaidPaymentXmlId"
         FROM payment_returns r WHERE r.paymentxmlid = $1 OR r.repaidpaymentxmlid = $1 ORDER BY r.id`,
      [paymentXmlId],
    )) as PaymentReturnRow[];
  }

  /** Serializes the batches that would take one file name (until this transaction ends). */
  async lockFileName(name: string, options: Options): Promise<void> {
    await this.db.execute(`SELECT pg_advisory_xact_lock(727277, hashtext($1))`, [name], options);
  }

  /** Whether another batch has this file name. */
  async fileNameTaken(name: string, exceptId: number, options: Options): Promise<boolean> {
    const rows = (await this.db.execute(`SELECT 1 AS found FROM payment_xmls WHERE name = $1 AND id <> $2 LIMIT 1`, [name, exceptId], options)) as object[];
    return rows.length > 0;
  }

  /** A page of the batches, newest first (payment_xmls_createdat_idx). */
  async files(page: Page): Promise<{total: number; ids: number[]}> {
    const [{total}] = (await this.db.execute(`SELECT count(*)::int AS total FROM payment_xmls`, [])) as {total: number}[];
    const rows = (await this.db.execute(`SELECT id FROM payment_xmls ORDER BY createdat DESC, id DESC LIMIT ${page.limit} OFFSET ${page.skip}`, [])) as {
      id: number;
    }[];
    return {total, ids: rows.map(r => r.id)};
  }
}
