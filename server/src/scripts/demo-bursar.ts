import type {Client} from 'pg';
import {COUNTRIES} from '@karat/shared';

/** The bursar's demo cases of each country, in this order, from its newest tellered, accepted, unpaid orders with products. */
const CASES = ['paid', 'paid', 'paid', 'paidOutOfDeal', 'paidIgnoble', 'declined', 'donation', 'handledToday'] as const;

/**
 * Demo data for the bursar: per country, tellered orders the bursar can scan
 * and complete (paid with everything in the deal; paid with a product out of the deal; paid with
 * an ignoble return; a declined offer; a donation) and one completed today, set directly on the
 * demo's own orders. Runs inside runDemo's transaction, after the orders exist. Paid by demo-payer,
 * completed by demo-bursar. Answers how many orders it changed.
 */
/** A member's id as SQL: an integer read from the database, or NULL. */
const sqlId = (id: unknown) => (Number.isInteger(id) ? String(id) : 'NULL');

export async function addBursarDemoOrders(db: Client): Promise<number> {
  const staff = await db.query(`SELECT username, id FROM members WHERE username IN ('demo-payer', 'demo-bursar')`);
  const id = (username: string) => staff.rows.find(r => r.username === username)?.id ?? null;
  const payer = id('demo-payer');
  const bursar = id('demo-bursar');
  let changed = 0;
  for (const country of COUNTRIES) {
    const {rows} = await db.query(
      `SELECT id FROM orders
        WHERE country = $1 AND istellered AND offeraccepted AND NOT ispaid AND NOT iscomplete AND NOT closed AND NOT isdonation
          AND jsonb_array_length(coalesce(products, '[]'::jsonb)) > 0
        ORDER BY ordernumber DESC LIMIT $2`,
      [country, CASES.length],
    );
    for (const [i, {id: orderId}] of rows.entries()) {
      const kind = CASES[i];
      // Paid half-way between the teller's date and now; handled a few minutes ago.
      const paid = `ispaid = true, payerid = ${sqlId(payer)}, payed = tellerdate + (now() - tellerdate) / 2`;
      const sets: Record<(typeof CASES)[number], string> = {
        paid,
        paidOutOfDeal: `${paid}, products = jsonb_set(products, '{0,inDeal}', 'false'::jsonb)`,
        paidIgnoble: `${paid}, ignoblereturn = true`,
        declined: `offeraccepted = false, offereddeclined = true, payee = NULL`,
        donation: `offeraccepted = false, isdonation = true`,
        handledToday: `${paid}, iscomplete = true, bursarid = ${sqlId(bursar)}, bursarhandledate = now() - interval '5 minutes', bursarcomment = 'Demo: handled'`,
      };
      await db.query(`UPDATE orders SET ${sets[kind]}, updatedat = now() WHERE id = $1`, [orderId]);
      changed++;
    }
  }
  return changed;
}
