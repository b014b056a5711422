import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {once} from 'node:events';
import express from 'express';
import {KaratApplication} from './application';
import {KaratConfig} from './config';
import type {DbConfig} from './datasources/db.datasource';
import {noStore, securityHeaders} from './middleware/security-headers';
import {ApiPipeline} from './pipeline/api-pipeline';
import {FIRST_RUN_SERVICE, FILE_STORAGE, CARRIER} from './keys';

/** Longer than the idle window of the clients and proxies that reuse a connection (undici 4 s; nginx and load balancers 60 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Express in front: the API under /api, the built client at /, index.html for client routes. */
export class ExpressServer {
  readonly app = express();
  readonly lbApp: KaratApplication;
  /** Every API operation's one path (pipeline/api-pipeline.ts). */
  readonly pipeline: ApiPipeline;
  private server?: http.Server;

  constructor(
    private config: KaratConfig,
    database: DbConfig,
  ) {
    this.app.disable('x-powered-by');
    // An address Express cannot read stops the start here, naming it.
    if (config.trustProxy !== undefined) this.app.set('trust proxy', config.trustProxy);
    this.lbApp = new KaratApplication({
      database,
      bodyLimit: config.bodyLimit,
      businessTz: config.businessTz,
      corsOrigins: config.corsOrigins,
      documents: config.documents,
      qz: config.qz,
      storage: config.storage,
      payerAccounts: config.payerAccounts,
      callbackPhones: config.callbackPhones,
      payment: config.payment,
      valuationImageQuota: config.valuationImageQuota,
      jobs: config.jobs,
    });
    this.pipeline = new ApiPipeline(this.lbApp);
    // First, so every answer has them, whoever writes it (the API, static files, errors).
    this.app.use(securityHeaders);
    // The API operations take the pipeline; LoopBack's handler serves what LoopBack itself adds
    // (the OpenAPI documents, the API explorer) and answers 404 to the rest.
    this.app.use('/api', noStore, this.pipeline.handle, this.lbApp.requestHandler);
    const index = path.join(config.clientDist, 'index.html');
    if (fs.existsSync(index)) {
      this.app.use(express.static(config.clientDist, {index: false, maxAge: '1h'}));
      // Client routes (/login, /admin/users/5, ...) all load the single-page app.
      this.app.get(/^\/(?!api(\/|$)).*/, (_req, res) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.sendFile(index);
      });
    }
  }

  async boot() {
    await this.lbApp.boot();
  }

  async start() {
    // Before any request: a local folder open to other users refuses the start, leftovers of a crash go.
    await (await this.lbApp.get(FILE_STORAGE)).open?.();
    await this.lbApp.get(CARRIER);
    await this.lbApp.start();
    await (await this.lbApp.get(FIRST_RUN_SERVICE)).ensureInitialAdmin(this.config.initialAdmin);
    this.server = this.app.listen(this.config.port, this.config.host);
    // A kept-alive connection is closed by the client or the proxy first, never by us while they
    // may reuse it: Node's 5 s default made a browser's or proxy's next request on it ECONNRESET.
    this.server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    this.server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    await once(this.server, 'listening');
  }

  /** The listening HTTP server (its timeouts are tested). */
  get httpServer(): http.Server | undefined {
    return this.server;
  }

  get url() {
    const address = this.server?.address();
    return typeof address === 'object' && address ? `http://${this.config.host}:${address.port}` : undefined;
  }

  async stop() {
    if (this.server) {
      this.server.closeAllConnections();
      await new Promise<void>(resolve => this.server!.close(() => resolve()));
    }
    await this.lbApp.stop();
  }
}
