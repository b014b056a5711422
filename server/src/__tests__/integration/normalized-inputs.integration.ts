import {Client as PgClient} from 'pg';
import {normalizeBarCode, normalizeIban, normalizePhone, normalizePostalCode} from '@karat/shared';
import {migrate} from '../../database/migrate';
import {givenDatabaseWithout} from '../helpers/app.helper';

// Migration 021 brings the rows written before the one-normaliser rule to the form every write now
// stores: it must store exactly what shared's normalizers would have, on the kinds of input their
// unit tests name, or a lookup (which normalizes what it is asked) would miss those rows.
const ID = '021-normalized-inputs';

describe('migration 021: stored bar codes, phones, postal codes and IBANs as shared normalizes them', () => {
  let url: string;
  let pg: PgClient;

  beforeAll(async () => {
    ({pg, url} = await givenDatabaseWithout(ID));
  });
  afterAll(async () => {
    await pg?.end();
  });

  const CLIENTS: [phone: string, zip: string, iban: string | null, country: string][] = [
    ['+358 40 123 4567', ' 00 100 ', 'fi21 1234 5600 0007 85', 'finland'],
    ['040 123 4567', '20100', null, 'finland'],
    ['070-123 45 67', '41101', 'SE35 5000-0000 0549 1000 0003', 'sweden'],
    ['00358 40 1234567', ' 411  01', ' se3550000000054910000003 ', 'sweden'],
    ['07700 900123', ' sw1a1aa ', null, 'uk'],
    ['447700900123', 'm1 1ae', 'GB82WEST12345698765432', 'uk'],
    ['040 123 4567', ' 0150 oslo ', null, 'norway'],
    ['2010', '2010', null, 'finland'],
  ];
  const BAR_CODES = ['  jjfi-abc123 ', 'JJFI00000000000000000001', 'e2e-x1y2\t', ' AB 12 '];

  it('stores each as the normalizers of shared write it, and leaves what already is', async () => {
    const clients: number[] = [];
    for (const [phone, zip, iban, country] of CLIENTS) {
      const row = await pg.query(
        `INSERT INTO clients (firstname, lastname, phone, zip, iban, country) VALUES ('Test', 'Client', $1, $2, $3, $4) RETURNING id`,
        [phone, zip, iban, country],
      );
      clients.push(row.rows[0].id);
    }
    const orders: number[] = [];
    for (const [i, barCode] of BAR_CODES.entries()) {
      const [, zip, , country] = CLIENTS[i];
      orders.push((await pg.query('INSERT INTO orders (barcode, zip, country) VALUES ($1, $2, $3) RETURNING id', [barCode, zip, country])).rows[0].id);
    }

    expect(await migrate(url)).toEqual([ID]);

    for (const [i, id] of clients.entries()) {
      const [phone, zip, iban, country] = CLIENTS[i];
      const stored = (await pg.query('SELECT phone, zip, iban FROM clients WHERE id = $1', [id])).rows[0];
      expect(stored, `client ${phone} ${zip} ${country}`).toEqual({
        phone: normalizePhone(phone, country),
        zip: normalizePostalCode(zip, country),
        iban: iban === null ? null : normalizeIban(iban),
      });
    }
    for (const [i, id] of orders.entries()) {
      const stored = (await pg.query('SELECT barcode, zip FROM orders WHERE id = $1', [id])).rows[0];
      expect(stored).toEqual({barcode: normalizeBarCode(BAR_CODES[i]), zip: normalizePostalCode(CLIENTS[i][1], CLIENTS[i][3])});
    }
    // The helper of the migration is gone with it.
    expect((await pg.query("SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'normalized_postal_code'")).rows[0].n).toBe(0);
  });
});
