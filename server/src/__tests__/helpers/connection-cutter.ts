import net from 'node:net';

interface Pair {
  app: net.Socket;
  database: net.Socket;
  cut: boolean;
  /** While held: what the database sent, not yet passed on. */
  held?: Buffer[];
}

/**
 * A TCP proxy between the server and PostgreSQL that cuts every connection as a failover does: the
 * database's side is closed at once, while the server's side stays open and is reset only when the
 * server next writes on it, so the pool holds connections that look alive and are dead. It can also
 * hold what the database sends, as a stalled network or a process slow to read would.
 */
export class ConnectionCutter {
  private pairs = new Set<Pair>();

  private constructor(
    private server: net.Server,
    private readonly target: URL,
  ) {}

  static async start(databaseUrl: string): Promise<ConnectionCutter> {
    const target = new URL(databaseUrl);
    const server = net.createServer();
    const cutter = new ConnectionCutter(server, target);
    server.on('connection', socket => cutter.pipe(socket));
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    return cutter;
  }

  /** The database's URL through the proxy. */
  get url(): string {
    const url = new URL(this.target.href);
    url.hostname = '127.0.0.1';
    url.port = String((this.server.address() as net.AddressInfo).port);
    return url.href;
  }

  /** Cuts every open connection; new ones go through. */
  cut(): void {
    for (const pair of this.pairs) {
      pair.cut = true;
      pair.app.unpipe(pair.database);
      pair.database.unpipe(pair.app);
      pair.database.destroy();
      pair.app.once('data', () => pair.app.resetAndDestroy());
      // Unpiped, the socket was paused: it must read to notice the server's next write.
      pair.app.resume();
    }
    this.pairs.clear();
  }

  /** Bytes the database sent on the open connections since `hold`, not yet passed on. */
  heldBytes = 0;

  /** Holds what the database sends on every open connection until `release`. */
  hold(): void {
    for (const pair of this.pairs) {
      if (pair.held) continue;
      const held: Buffer[] = (pair.held = []);
      pair.database.unpipe(pair.app);
      pair.database.on('data', (chunk: Buffer) => {
        held.push(chunk);
        this.heldBytes += chunk.length;
      });
      // Unpiped, the socket was paused.
      pair.database.resume();
    }
  }

  /** Passes on what was held, in order, and lets the connections flow again. */
  release(): void {
    for (const pair of this.pairs) {
      if (!pair.held) continue;
      pair.database.removeAllListeners('data');
      for (const chunk of pair.held) pair.app.write(chunk);
      pair.held = undefined;
      pair.database.pipe(pair.app);
    }
    this.heldBytes = 0;
  }

  async stop(): Promise<void> {
    for (const pair of this.pairs) {
      pair.app.destroy();
      pair.database.destroy();
    }
    await new Promise(resolve => this.server.close(resolve));
  }

  private pipe(app: net.Socket) {
    const database = net.connect(Number(this.target.port || 5432), this.target.hostname);
    const pair: Pair = {app, database, cut: false};
    this.pairs.add(pair);
    app.pipe(database);
    database.pipe(app);
    const end = () => {
      if (pair.cut) return;
      this.pairs.delete(pair);
      app.destroy();
      database.destroy();
    };
    app.on('error', end).on('close', end);
    database.on('error', end).on('close', end);
  }
}
