import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {Client} from 'pg';
import {EmbeddedPostgres, startEmbeddedPostgres} from '../../database/embedded-postgres';

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
});
