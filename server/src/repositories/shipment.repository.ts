import {BindingScope, inject, injectable} from '@loopback/core';
import type {Options} from '@loopback/repository';
import type {CarrierLabel, CarrierName} from '../adapters/carrier/carrier.adapter';
import {DbDataSource} from '../datasources/db.datasource';
import {DB_DATASOURCE} from '../keys';
import type {Page} from './call-list.repository';
import {REGISTRATION_FAILED, SqlParams, WAITING_FOR_REGISTRATION} from './order-conditions';

/** A row of the "Registration failed" list: the order, its client and the carrier's reason. */
export interface FailedRegistration {
  id: number;
  orderNumber: number;
  country: string | null;
  language: string | null;
  team: string | null;
  clientName: string | null;
  createdAt: Date;
  updatedAt: Date;
  shipmentRegisterError: string | null;
}

/** The carriers' labels (migration 026) and the registration lists. */
@injectable({scope: BindingScope.SINGLETON})
export class ShipmentRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  async saveLabel(orderId: number, carrier: CarrierName, trackingNumber: string, label: CarrierLabel, options: Options): Promise<void> {
    await this.db.execute(
      'INSERT INTO shipment_labels (orderid, carrier, trackingnumber, format, content) VALUES ($1, $2, $3, $4, $5)',
      [orderId, carrier, trackingNumber, label.format, label.content],
      options,
    );
  }

  /** The carrier's label of the order's current tracking number, the newest if registered twice. */
  async label(orderId: number, trackingNumber: string): Promise<CarrierLabel | undefined> {
    const [row] = (await this.db.execute('SELECT format, content FROM shipment_labels WHERE orderid = $1 AND trackingnumber = $2 ORDER BY id DESC LIMIT 1', [
      orderId,
      trackingNumber,
    ])) as {format: CarrierLabel['format']; content: Buffer}[];
    return row ? {format: row.format, content: row.content} : undefined;
  }

  /** Orders waiting for registration created since `since`, oldest first (the sweep's batch). */
  async waitingSince(since: Date, limit: number): Promise<number[]> {
    const rows = (await this.db.execute(
      `SELECT id FROM orders WHERE ${WAITING_FOR_REGISTRATION()} AND createdat >= $1 ORDER BY createdat DESC, id DESC LIMIT $2`,
      [since, limit],
    )) as {id: number}[];
    return rows.map(row => row.id);
  }

  /** The "Registration failed" list, the newest failure first, with the total. */
  async failed(page: Page): Promise<{data: FailedRegistration[]; total: number}> {
    const p = new SqlParams();
    const rows = (await this.db.execute(
      `SELECT o.id, o.ordernumber AS "orderNumber", o.country, o.language, o.team, o.createdat AS "createdAt", o.updatedat AS "updatedAt",
         o.shipmentregistererror AS "shipmentRegisterError", nullif(concat_ws(' ', c.firstname, c.lastname), '') AS "clientName",
         count(*) OVER () AS total
       FROM orders o LEFT JOIN clients c ON c.id = o.clientid
       WHERE ${REGISTRATION_FAILED('o')}
       ORDER BY o.updatedat DESC, o.id DESC LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.skip)}`,
      p.values,
    )) as (FailedRegistration & {total: number})[];
    const total = rows[0]?.total ?? (page.skip > 0 ? await this.failedCount() : 0);
    return {data: rows.map(({total: _total, ...row}) => row), total};
  }

  async failedCount(): Promise<number> {
    const [row] = (await this.db.execute(`SELECT count(*)::int AS n FROM orders WHERE ${REGISTRATION_FAILED()}`, [])) as {n: number}[];
    return row.n;
  }
}
