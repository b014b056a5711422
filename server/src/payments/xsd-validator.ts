import path from 'node:path';
import {Worker} from 'node:worker_threads';

export interface XsdJob {
  xml: string;
  xmlName: string;
  schema: string;
  schemaName: string;
}

/** xmllint's exit code (0 valid, 3 or 4 invalid, anything else a failure of the check) and its error output. */
export interface XsdResult {
  id: number;
  exitCode: number;
  stderr: string;
}

/**
 * One long-lived thread per process that checks files against an XSD (xsd-worker.ts). Files are
 * checked one at a time in the order asked; the thread does not keep the process alive, and a thread
 * that dies fails what it held and is started again for the next file.
 */
export class XsdValidator {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, {resolve(result: XsdResult): void; reject(error: Error): void}>();

  constructor(private readonly script = path.join(__dirname, 'xsd-worker.js')) {}

  check(job: XsdJob): Promise<XsdResult> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      // A thread waiting for work must not keep the process alive, one working must not be cut off.
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({...job, id});
    });
  }

  /** Ends the thread (tests; the process's exit ends it anyway). */
  async close() {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.script);
    worker.unref();
    worker.on('message', (result: XsdResult) => {
      const waiting = this.pending.get(result.id);
      this.pending.delete(result.id);
      if (this.pending.size === 0) worker.unref();
      waiting?.resolve(result);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', code => fail(new Error(`the XSD check's thread ended (exit ${code})`)));
    this.worker = worker;
    return worker;
  }
}
