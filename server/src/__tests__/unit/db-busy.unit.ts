import net from 'node:net';
import {Pool} from 'pg';
import {HttpErrors} from '@loopback/rest';
import {DATABASE_BUSY_MESSAGE, DATABASE_BUSY_RETRY_SECONDS, translateDbError} from '../../datasources/db-errors';

type Answer = {statusCode?: number; message?: string; headers?: Record<string, string>};

/**
 * Every pooled connection busy for the whole wait (the embedded database's one connection at 200
 * requests a second, `npm run soak`): nothing of the request ran, so the answer is 503 with
 * Retry-After, not a 500 with pg-pool's text.
 */
describe('a request that found no free pooled connection in time', () => {
  let silent: net.Server;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    // Accepts connections and never answers: the pool's one connection never comes free.
    silent = net.createServer(socket => sockets.push(socket));
    await new Promise<void>(resolve => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise(resolve => silent.close(resolve));
  });

  it('is answered 503 with Retry-After', async () => {
    const pool = new Pool({host: '127.0.0.1', port: (silent.address() as net.AddressInfo).port, max: 1, connectionTimeoutMillis: 300});
    pool.on('error', () => undefined);
    const first = pool.connect().catch((err: Error) => err);
    const waited = await pool.connect().catch((err: Error) => err);
    const answer = translateDbError(waited) as Answer;
    expect({statusCode: answer.statusCode, message: answer.message, headers: answer.headers}).toEqual({
      statusCode: 503,
      message: DATABASE_BUSY_MESSAGE,
      headers: {'Retry-After': String(DATABASE_BUSY_RETRY_SECONDS)},
    });
    // The connection that never opened is a lost connection (503) as before.
    expect((translateDbError(await first) as Answer).statusCode).toBe(503);
    await pool.end();
  });

  it('leaves other errors as they are', () => {
    const plain = new Error('timeout exceeded when trying to connect, said someone else');
    expect(translateDbError(plain)).toBe(plain);
    const notFound = new HttpErrors.NotFound('Cannot find order');
    expect(translateDbError(notFound)).toBe(notFound);
  });
});
