import {finenessFromName} from '@karat/shared';
import type {Client} from 'pg';

// Materials get a fineness (0.000 to 1.000), which the accepted-offers report weighs net by (spec 02
// §9). Existing materials take it from their names where the name says it ("Gold 585", "14K"), by the
// same shared rule the admin's form suggests it with; the rest stay empty for the admin to type.
export async function up(client: Client): Promise<void> {
  await client.query(`ALTER TABLE materials ADD COLUMN fineness numeric(4, 3) CHECK (fineness >= 0 AND fineness <= 1)`);
  const {rows} = await client.query<{id: number; name: string}>('SELECT id, name FROM materials');
  for (const row of rows) {
    const fineness = finenessFromName(row.name);
    if (fineness !== null) await client.query('UPDATE materials SET fineness = $1 WHERE id = $2', [fineness, row.id]);
  }
}
