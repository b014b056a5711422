import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {Client} from 'pg';
import {EMBEDDED_LOCK_FILE, EmbeddedPostgres, startEmbeddedPostgres} from '../../database/embedded-postgres';

/** PGlite has no authentication: whoever reaches it is superuser. Only the owner may reach it. */
describe('the embedded database', () => {
  let dataDir: string;
  let embedded: EmbeddedPostgres;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-embedded-'));
    embedded = await startEmbeddedPostgres(dataDir);
  });
  afterAll(async () => {
    await embedded?.stop();
    fs.rmSync(dataDir, {recursive: true, force: true});
  });

  it('listens on a Unix socket in a folder of the data folder that only the owner may enter', () => {
    expect(embedded.url).toMatch(/^postgres:\/\/postgres@\/postgres\?host=[^&]+$/);
    const host = decodeURIComponent(embedded.url.split('?host=')[1]);
    expect(host).toBe(path.join(dataDir, 'run'));
    expect(fs.statSync(host).mode & 0o777).toBe(0o700);
    const socket = fs.statSync(path.join(host, '.s.PGSQL.5432'));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o077).toBe(0);
  });

  it('opens no TCP port', async () => {
    const tcp = fs.readFileSync('/proc/net/tcp', 'utf8') + fs.readFileSync('/proc/net/tcp6', 'utf8');
    const inode = (line: string) => line.trim().split(/\s+/)[9];
    const listening = new Set(
      tcp
        .split('\n')
        .filter(l => / 0A /.test(l))
        .map(inode),
    );
    const ours = fs
      .readdirSync('/proc/self/fd')
      .map(fd => {
        try {
          return /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/self/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .filter((i): i is string => Boolean(i) && listening.has(i!));
    expect(ours).toEqual([]);
  });

  it('answers through the socket, also after its connections were dropped', async () => {
    const ask = async () => {
      const client = new Client({connectionString: embedded.url});
      await client.connect();
      try {
        return (await client.query('SELECT 1 + 1 AS two')).rows[0].two;
      } finally {
        await client.end();
      }
    };
    expect(await ask()).toBe(2);
    await embedded.dropConnections();
    expect(await ask()).toBe(2);
  });

  it('starts again over a socket file a killed run left behind', async () => {
    await embedded.stop();
    const stale = net.createServer();
    const socketPath = path.join(dataDir, 'run', '.s.PGSQL.5432');
    await new Promise<void>(resolve => stale.listen(socketPath, resolve));
    // As after SIGKILL: the file stays, nobody listens.
    stale.close();
    fs.writeFileSync(socketPath, '');
    embedded = await startEmbeddedPostgres(dataDir);
    const client = new Client({connectionString: embedded.url});
    await client.connect();
    expect((await client.query('SELECT 2 AS two')).rows[0].two).toBe(2);
    await client.end();
  });

  // Two PGlite instances on one folder write the same files: `npm run seed` while the server ran
  // once ended in an abort inside PGlite (found by `npm run soak`).
  it('refuses a second open of its folder, in this process or another, while the first is open', async () => {
    await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(/is open in this process already/);
    const other = spawnSync(
      process.execPath,
      [
        '-e',
        `require(${JSON.stringify(path.join(__dirname, '..', '..', 'database', 'embedded-postgres'))}).startEmbeddedPostgres(process.argv[1]).then(
          () => process.exit(0),
          err => { console.error(err.message); process.exit(3); })`,
        dataDir,
      ],
      {encoding: 'utf8'},
    );
    expect({status: other.status, stderr: other.stderr.trim()}).toEqual({
      status: 3,
      stderr: expect.stringContaining(`is open in another process (pid ${process.pid})`),
    });
    // The first one still answers.
    const client = new Client({connectionString: embedded.url});
    await client.connect();
    expect((await client.query('SELECT 3 AS three')).rows[0].three).toBe(3);
    await client.end();
  });

  it('opens again after a stop, and over the lock of a process that is gone', async () => {
    await embedded.stop();
    expect(fs.existsSync(path.join(dataDir, EMBEDDED_LOCK_FILE))).toBe(false);
    // As after SIGKILL: the file names a process that no longer runs.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {encoding: 'utf8'});
    fs.writeFileSync(path.join(dataDir, EMBEDDED_LOCK_FILE), `${gone.stdout}\n`, {mode: 0o600});
    embedded = await startEmbeddedPostgres(dataDir);
    expect(fs.readFileSync(path.join(dataDir, EMBEDDED_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    const client = new Client({connectionString: embedded.url});
    await client.connect();
    expect((await client.query('SELECT 4 AS four')).rows[0].four).toBe(4);
    await client.end();
  });
});
