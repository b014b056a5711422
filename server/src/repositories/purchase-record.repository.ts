import {BindingScope, inject, injectable} from '@loopback/core';
import type {Options} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import type {PurchaseRecord} from '../domain';
import {DB_DATASOURCE} from '../keys';
import type {Page} from './call-list.repository';
import {SqlParams} from './order-conditions';

const COLUMNS = `orderid AS "orderId", purchasenotenumber AS "purchaseNoteNumber", purchasedat AS "purchasedAt",
  receiveddate AS "receivedDate", holduntil AS "holdUntil", sellername AS "sellerName",
  personalidentitynumber AS "personalIdentityNumber", dateofbirth AS "dateOfBirth", address, zip, city, region,
  identitycheck AS "identityCheck", items, price, currency, tellerid AS "tellerId"`;

/** Which region's rows: one region, the unmapped postal codes (null), or all (undefined). */
export type RegionFilter = string | null | undefined;

/**
 * The Swedish purchase records (migration 025) and the personnummer kept apart from the client.
 * Nothing here is read by the generic endpoints.
 */
@injectable({scope: BindingScope.SINGLETON})
export class PurchaseRecordRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /**
   * The next purchase-note number, from the counter row in the caller's transaction: the row stays
   * locked until it ends, so notes are in the order of approval, and a rollback gives the number back.
   */
  async nextPurchaseNoteNumber(options: Options): Promise<number> {
    // As a SELECT, so the connector answers the row (an UPDATE answers only its count).
    const [row] = (await this.db.execute(
      `WITH taken AS (UPDATE counters SET value = value + 1 WHERE name = 'purchaseNoteNumber' RETURNING value) SELECT value FROM taken`,
      [],
      options,
    )) as {value: number}[];
    return row.value;
  }

  /** Writes the record; a re-approval (after a changed account) keeps the note's number and date. */
  async save(record: PurchaseRecord, options: Options): Promise<void> {
    const r = record;
    await this.db.execute(
      `INSERT INTO purchase_records (orderid, purchasenotenumber, purchasedat, receiveddate, holduntil, sellername, personalidentitynumber,
         dateofbirth, address, zip, city, region, identitycheck, items, price, currency, tellerid, updatedat)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $3)
       ON CONFLICT (orderid) DO UPDATE SET receiveddate = EXCLUDED.receiveddate, holduntil = EXCLUDED.holduntil, sellername = EXCLUDED.sellername,
         personalidentitynumber = EXCLUDED.personalidentitynumber, dateofbirth = EXCLUDED.dateofbirth, address = EXCLUDED.address,
         zip = EXCLUDED.zip, city = EXCLUDED.city, region = EXCLUDED.region, identitycheck = EXCLUDED.identitycheck, items = EXCLUDED.items,
         price = EXCLUDED.price, currency = EXCLUDED.currency, tellerid = EXCLUDED.tellerid, updatedat = EXCLUDED.updatedat`,
      [
        r.orderId,
        r.purchaseNoteNumber,
        r.purchasedAt,
        r.receivedDate,
        r.holdUntil,
        r.sellerName,
        r.personalIdentityNumber,
        r.dateOfBirth,
        r.address,
        r.zip,
        r.city,
        r.region,
        JSON.stringify(r.identityCheck),
        JSON.stringify(r.items),
        r.price,
        r.currency,
        r.tellerId,
      ],
      options,
    );
  }

  async clientIdentity(clientId: number, options?: Options): Promise<string | null> {
    const [row] = (await this.db.execute('SELECT personalidentitynumber AS pin FROM client_identities WHERE clientid = $1', [clientId], options)) as {
      pin: string;
    }[];
    return row?.pin ?? null;
  }

  async saveClientIdentity(clientId: number, personalIdentityNumber: string, now: Date, options: Options): Promise<void> {
    await this.db.execute(
      `INSERT INTO client_identities (clientid, personalidentitynumber, updatedat) VALUES ($1, $2, $3)
       ON CONFLICT (clientid) DO UPDATE SET personalidentitynumber = EXCLUDED.personalidentitynumber, updatedat = EXCLUDED.updatedat`,
      [clientId, personalIdentityNumber, now],
      options,
    );
  }

  /** The purchases of [start, end) in one region, the unmapped ones, or all, by note number (purchase_records_*_idx). */
  async between(start: Date, end: Date, region: RegionFilter): Promise<PurchaseRecord[]> {
    const p = new SqlParams();
    const where = [`purchasedat >= ${p.add(start)}`, `purchasedat < ${p.add(end)}`];
    if (region === null) where.push('region IS NULL');
    else if (region !== undefined) where.push(`region = ${p.add(region)}`);
    return (await this.db.execute(
      `SELECT ${COLUMNS} FROM purchase_records WHERE ${where.join(' AND ')} ORDER BY purchasenotenumber`,
      p.values,
    )) as PurchaseRecord[];
  }

  /** Per region (null: unmapped) the purchases of [start, end) and their SEK total. */
  async regionCounts(start: Date, end: Date): Promise<{region: string | null; count: number; total: number}[]> {
    return (await this.db.execute(
      `SELECT region, count(*)::int AS count, COALESCE(sum(price), 0) AS total FROM purchase_records
       WHERE purchasedat >= $1 AND purchasedat < $2 GROUP BY region`,
      [start, end],
    )) as {region: string | null; count: number; total: number}[];
  }

  /** The goods still on hold at `now`, the soonest released first (purchase_records_holduntil_idx). */
  async onHold(now: Date, page: Page): Promise<{total: number; rows: PurchaseRecord[]}> {
    const [{total}] = (await this.db.execute('SELECT count(*)::int AS total FROM purchase_records WHERE holduntil > $1', [now])) as {total: number}[];
    const rows = (await this.db.execute(
      `SELECT ${COLUMNS} FROM purchase_records WHERE holduntil > $1 ORDER BY holduntil, purchasenotenumber LIMIT ${page.limit} OFFSET ${page.skip}`,
      [now],
    )) as PurchaseRecord[];
    return {total, rows};
  }

  /** The record of one order (its page shows the hold's end). */
  async ofOrder(orderId: number): Promise<PurchaseRecord | undefined> {
    const [row] = (await this.db.execute(`SELECT ${COLUMNS} FROM purchase_records WHERE orderid = $1`, [orderId])) as PurchaseRecord[];
    return row;
  }
}
