import type {Client} from 'pg';

// The admin's order list as staff filter it: one country, received or not, newest order number
// first. Without it PostgreSQL walks the order-number index from the top and drops every row of the
// other countries and the other state (tens of thousands once the newest orders are mostly received).
// The list's statement is prepared with parameters, so a partial index on one state would not serve it.
// Built CONCURRENTLY (outside a transaction): the orders table is the largest, and the other servers
// keep writing during a rolling upgrade. A build a crash cut short leaves an invalid index: dropped first.
export async function up(client: Client): Promise<void> {
  await client.query('DROP INDEX CONCURRENTLY IF EXISTS orders_country_received_idx');
  await client.query('CREATE INDEX CONCURRENTLY orders_country_received_idx ON orders (country, isreceived, ordernumber)');
}
