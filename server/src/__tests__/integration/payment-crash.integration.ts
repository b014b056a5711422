import {spawn, type ChildProcess} from 'node:child_process';
import {EventEmitter} from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {Client as PgClient} from 'pg';
import {embeddedUrlOf} from '../../database/embedded-postgres';
import {copyPgliteTemplate, givenDatabase, type DbKind} from '../helpers/app.helper';
import {parsePain001, expectBankReady} from '../helpers/pain001';
import {givenClientData, givenOrderData, setApprovedPayee} from '../helpers/builders';

// A SIGKILL during a batch leaves either the whole batch (orders, record and file) or none
// of it. A real server process stores its files in an S3-compatible server of this test, which takes
// the file and then holds its answer: the server is killed while its transaction is open, after the
// file is stored and before the commit. Then the same database is read again.

const INDEX = path.resolve(__dirname, '..', '..', 'index.js');
const ADMIN = {username: 'crash-admin', password: 'crash-admin-password'};

/** An S3-compatible server in memory: PUT stores (and emits 'stored'), GET answers; `hold` keeps PUT's answer back. */
class FakeS3 extends EventEmitter {
  objects = new Map<string, {body: Buffer; type: string}>();
  hold = false;
  held: http.ServerResponse[] = [];
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', c => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent((req.url ?? '').split('?')[0]);
      if (req.method === 'PUT') {
        this.objects.set(key, {body: Buffer.concat(chunks), type: String(req.headers['content-type'] ?? '')});
        this.emit('stored');
        if (this.hold) return void this.held.push(res);
        res.writeHead(200, {ETag: '"x"'}).end();
      } else if (req.method === 'GET' && this.objects.has(key)) {
        const object = this.objects.get(key)!;
        res.writeHead(200, {'Content-Type': object.type, 'Content-Length': object.body.length}).end(object.body);
      } else {
        res.writeHead(404, {'Content-Type': 'application/xml'}).end('<Error><Code>NoSuchKey</Code></Error>');
      }
    });
  });
  port = 0;
  async start() {
    await new Promise<void>(resolve => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }
  async stop() {
    for (const res of this.held) res.destroy();
    this.server.closeAllConnections();
    await new Promise(resolve => this.server.close(resolve));
  }
}

/** Resolves when `check` holds, looked at on every event `emitter` emits (no polling on a timer). */
function whenSeen(what: string, emitter: NodeJS.EventEmitter, event: string, check: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const look = () => {
      if (!check()) return;
      emitter.off(event, look);
      resolve();
    };
    emitter.on(event, look);
    look();
    emitter.once('error', err => reject(new Error(`${what}: ${err}`)));
  });
}

describe.each<DbKind>(['postgres', 'pglite'])('payment batch killed mid-way (%s)', kind => {
  const s3 = new FakeS3();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-crash-'));
  let databaseUrl: string | undefined;
  let child: ChildProcess | undefined;
  let base = '';
  let output = '';

  /**
   * A pg connection to the database beside the running server: PostgreSQL's, or the socket of the
   * server's embedded database (which takes more than one connection). What is read after a kill is
   * what the restarted server found in the database.
   */
  async function withDb<T>(work: (db: PgClient) => Promise<T>): Promise<T> {
    const db = new PgClient({connectionString: databaseUrl ?? embeddedUrlOf(dataDir)});
    await db.connect();
    try {
      return await work(db);
    } finally {
      await db.end();
    }
  }

  /** Starts the server on a port it picks itself; resolves with its address once it says it runs. */
  async function startServer() {
    output = '';
    const running = spawn(process.execPath, [INDEX], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        INITIAL_ADMIN_USERNAME: ADMIN.username,
        INITIAL_ADMIN_PASSWORD: ADMIN.password,
        S3_BUCKET: 'karat-test',
        S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test',
        S3_REGION: 'us-east-1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = running;
    running.stdout!.on('data', chunk => (output += chunk));
    running.stderr!.on('data', chunk => (output += chunk));
    const started = /Karat is running at (http:\/\/\S+)/;
    await new Promise<void>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the server exited (${code}) before it ran:\n${output}`));
      running.once('exit', exited);
      whenSeen('the server', running.stdout!, 'data', () => started.test(output)).then(() => {
        running.off('exit', exited);
        resolve();
      }, reject);
    });
    base = started.exec(output)![1];
  }

  async function kill() {
    const running = child!;
    const exited = new Promise(resolve => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
    child = undefined;
  }

  async function api(method: string, url: string, token?: string, body?: unknown) {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: {'Content-Type': 'application/json', ...(token ? {Authorization: `Bearer ${token}`} : {})},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {status: res.status, text, json: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined};
  }

  const login = async () => (await api('POST', '/Members/login', undefined, ADMIN)).json.id as string;

  beforeAll(async () => {
    await s3.start();
    if (kind === 'postgres') databaseUrl = (await givenDatabase('postgres')).url;
    // The embedded database starts from the run's migrated copy, as every test's does.
    else copyPgliteTemplate(dataDir);
  });
  afterAll(async () => {
    if (child) await kill();
    await s3.stop();
    fs.rmSync(dataDir, {recursive: true, force: true});
  });

  it('killed after the file is stored and before the commit: none of it; paid again: all of it, also after a kill', async () => {
    await startServer();
    const token = await login();
    const orderIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const client = await api('POST', '/Clients', token, givenClientData({lastName: `Kuollut`, phone: `35840123456${i}`, iban: 'FI2112345600000785'}));
      expect(client.status).toBe(200);
      const order = await api('POST', '/Orders', token, givenOrderData({clientId: client.json.id}));
      expect(order.status).toBe(200);
      orderIds.push(order.json.id);
    }
    // The teller's approval, written directly: this test is about the batch.
    await withDb(async db => {
      await db.query(
        `UPDATE orders SET isreceived = true, isvalued = true, istellered = true, offeraccepted = true, offer = 10 + id WHERE id = ANY($1::int[])`,
        [orderIds],
      );
      for (const id of orderIds) await setApprovedPayee(db, id);
    });

    s3.hold = true;
    const batch = api('POST', '/Payments', token, {country: 'finland', orderIds}).catch(error => ({status: 0, error}));
    await whenSeen('the file to reach storage', s3, 'stored', () => s3.objects.size === 1);
    await kill();
    expect((await batch).status).toBe(0);
    const [storedKey] = [...s3.objects.keys()];
    expect(storedKey).toMatch(/^\/karat-test\/payment-xmls\//);

    s3.hold = false;
    await startServer();
    const afterKill = await withDb(async db => ({
      paid: (await db.query('SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::int[]) AND (ispaid OR paymentxmlid IS NOT NULL)', [orderIds])).rows[0].n,
      records: (await db.query('SELECT count(*)::int AS n FROM payment_xmls')).rows[0].n,
    }));
    expect(afterKill).toEqual({paid: 0, records: 0});

    // The orders are free again: the next batch pays them all, with its record and its file.
    const token2 = await login();
    const paid = await api('POST', '/Payments', token2, {country: 'finland', orderIds});
    expect(paid.status).toBe(200);
    const id = paid.json.payment.id;
    await kill();
    await startServer();
    const whole = await batchOrdersOf(id);
    expect(whole.orders).toEqual(orderIds.length);
    const file = await api('GET', `/payer/files/${id}/download`, await login());
    expect(file.status).toBe(200);
    await expectBankReady(file.text, 'finland');
    const parsed = parsePain001(file.text);
    expect(parsed.transactions).toHaveLength(3);
    const shown = await api('GET', `/payer/files/${id}`, await login());
    expect(shown.json.orders.map((o: {id: number}) => o.id).sort()).toEqual([...orderIds].sort());
    expect(shown.json.orders.every((o: {isPaid: boolean}) => o.isPaid)).toBe(true);
    expect(parsed.recomputedSum).toBe(String(Number(shown.json.file.total).toFixed(2)));
    await kill();
    // The work: three server processes boot (each loads the whole server, about 4 s alone on this
    // machine) and a batch is killed.
  }, 60_000);

  /** After the restart, through the API: the batch's orders. */
  async function batchOrdersOf(id: number) {
    const shown = await api('GET', `/payer/files/${id}`, await login());
    return {orders: shown.json.orders.length as number};
  }
});
