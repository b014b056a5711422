import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';
import {DB_DATASOURCE} from '../keys';
import type {AcceptedMaterialGroup} from '../domain';
import {SqlParams} from './order-conditions';

/** Whose orders a report counts: a team's, one caller's (a buyer's own), or both; nothing is everyone's. */
export interface ReportScope {
  team?: string | null;
  callerId?: number;
}

export interface ReportPeriod {
  start: Date;
  end: Date;
}

/** One user's (the order's caller's) valuated-orders counts; a null user is the orders without a caller (web orders). */
export interface ValuatedRow {
  userId: number | null;
  name: string | null;
  auCount: number;
  totalCount: number;
  outCount: number;
  out2WCount: number;
  cancelledCount: number;
}

/** One user's accepted deals and their offers (sums in the offer's currency, two decimals). */
export interface AcceptedUserRow {
  userId: number | null;
  name: string | null;
  dealCount: number;
  totalOffer: number;
  totalSekOffer: number;
  totalGbpOffer: number;
}

const TWO_WEEKS = '14 days';

function scopeSql(p: SqlParams, scope: ReportScope): string {
  const parts: string[] = [];
  if (scope.team) parts.push(`team = ${p.add(scope.team)}`);
  if (scope.callerId !== undefined) parts.push(`callerid = ${p.add(scope.callerId)}`);
  return parts.map(part => ` AND ${part}`).join('');
}

/**
 * The admin's and the buyer's reports over orders (spec 02 §3 "Reports", §9). Each count reads one
 * date column through its index, so a month of a million orders reads only that month's rows.
 */
@injectable({scope: BindingScope.SINGLETON})
export class OrderReportsRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  async valuated(period: ReportPeriod, scope: ReportScope): Promise<ValuatedRow[]> {
    const p = new SqlParams();
    const [start, end, who] = [p.add(period.start), p.add(period.end), scopeSql(p, scope)];
    return (await this.db.execute(
      `SELECT r.callerid AS "userId", m.name,
         sum(r.au)::int AS "auCount", sum(r.total)::int AS "totalCount", sum(r.out)::int AS "outCount",
         sum(r.out2w)::int AS "out2WCount", sum(r.cancelled)::int AS "cancelledCount"
       FROM (
         -- totalCount: orders valued in the period, by valuation date; auCount: of those, with gold
         -- weight above 0 (orders_valuationdate_idx).
         SELECT callerid, count(*) AS total, count(*) FILTER (WHERE goldweight > 0) AS au, 0 AS out, 0 AS out2w, 0 AS cancelled
           FROM orders WHERE isvalued AND valuationdate BETWEEN ${start} AND ${end}${who} GROUP BY callerid
         UNION ALL
         -- outCount: orders created in the period, closed ones too (orders_createdat_idx).
         SELECT callerid, 0, 0, count(*), 0, 0
           FROM orders WHERE createdat BETWEEN ${start} AND ${end}${who} GROUP BY callerid
         UNION ALL
         -- out2WCount: orders created in the same period two weeks earlier (the bags that could be back).
         SELECT callerid, 0, 0, 0, count(*), 0
           FROM orders WHERE createdat BETWEEN ${start}::timestamptz - interval '${TWO_WEEKS}' AND ${end}::timestamptz - interval '${TWO_WEEKS}'${who}
           GROUP BY callerid
         UNION ALL
         -- cancelledCount: orders closed in the period, by close date (orders_closedate_idx).
         SELECT callerid, 0, 0, 0, 0, count(*)
           FROM orders WHERE closed AND closedate BETWEEN ${start} AND ${end}${who} GROUP BY callerid
       ) r LEFT JOIN members m ON m.id = r.callerid
       GROUP BY r.callerid, m.name
       ORDER BY m.name NULLS LAST, r.callerid`,
      p.values,
    )) as ValuatedRow[];
  }

  /**
   * Accepted deals: orders the teller approved in the period (by approval date, orders_tellerdate_idx)
   * with the offer accepted and not declined.
   */
  private deals(p: SqlParams, period: ReportPeriod, scope: ReportScope): string {
    return `SELECT id, callerid, offer, sekoffer, gbpoffer, products FROM orders
      WHERE tellerdate BETWEEN ${p.add(period.start)} AND ${p.add(period.end)} AND istellered AND offeraccepted AND NOT offereddeclined${scopeSql(p, scope)}`;
  }

  /** Per user: the deals, the sum of their offers in euros, and of the Swedish and UK deals' local offers. */
  async acceptedByUser(period: ReportPeriod, scope: ReportScope): Promise<AcceptedUserRow[]> {
    const p = new SqlParams();
    return (await this.db.execute(
      `WITH deals AS (${this.deals(p, period, scope)})
       SELECT d.callerid AS "userId", m.name, count(*)::int AS "dealCount",
         round(COALESCE(sum(d.offer), 0), 2) AS "totalOffer",
         -- Only a Swedish approval writes a SEK offer and only a UK one a GBP offer.
         round(COALESCE(sum(d.sekoffer), 0), 2) AS "totalSekOffer",
         round(COALESCE(sum(d.gbpoffer), 0), 2) AS "totalGbpOffer"
       FROM deals d LEFT JOIN members m ON m.id = d.callerid
       GROUP BY d.callerid, m.name
       ORDER BY m.name NULLS LAST, d.callerid`,
      p.values,
    )) as AcceptedUserRow[];
  }

  /**
   * The product lines kept in the deals (inDeal not false: the teller's out-of-deal lines went back
   * to the client), their gross weight and count per density; custom gold per typed factor, which
   * is its fineness (spec 02 §9). The material's current name, else the name the line was saved with.
   */
  async acceptedMaterials(period: ReportPeriod, scope: ReportScope): Promise<AcceptedMaterialGroup[]> {
    const p = new SqlParams();
    return (await this.db.execute(
      `WITH deals AS (${this.deals(p, period, scope)}),
       lines AS (
         SELECT l->>'density' AS density, l->>'densityName' AS "densityName",
           -- Numbers only: a line saved by an older system with text in it adds nothing rather than failing.
           CASE WHEN jsonb_typeof(l->'weight') = 'number' THEN (l->>'weight')::numeric END AS weight,
           -- Custom gold's typed factor is its fineness when it reads as one (0 to 1).
           CASE WHEN l->>'density' = 'customGold' AND jsonb_typeof(l->'factor') = 'number' AND (l->>'factor')::numeric BETWEEN 0 AND 1
             THEN (l->>'factor')::numeric END AS "customFactor"
         FROM deals d CROSS JOIN LATERAL jsonb_array_elements(COALESCE(d.products, '[]'::jsonb)) l
         WHERE jsonb_typeof(l) = 'object' AND COALESCE(l->>'inDeal', 'true') <> 'false'
       )
       SELECT l.density, COALESCE(m.name, max(l."densityName")) AS material, m.category, m.fineness, l."customFactor",
         round(COALESCE(sum(l.weight), 0), 2) AS "grossWeight", count(*)::int AS "productCount"
       FROM lines l LEFT JOIN materials m ON m.id::text = l.density
       GROUP BY l.density, m.name, m.category, m.fineness, l."customFactor"
       ORDER BY m.category NULLS LAST, material`,
      p.values,
    )) as AcceptedMaterialGroup[];
  }
}
