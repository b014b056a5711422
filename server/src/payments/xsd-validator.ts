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
  /** The files asked and not answered yet, each with the thread it was given to. */
  private readonly pending = new Map<number, {worker: Worker; resolve(result: XsdResult): void; reject(error: Error): void}>();

  constructor(private readonly script = path.join(__dirname, 'xsd-worker.js')) {}

  check(job: XsdJob): Promise<XsdResult> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {worker, resolve, reject});
      // A thread waiting for work must not keep the process alive, one working must not be cut off.
      worker.ref();
      worker.postMessage({...job, id});
    });
  }

  /** Ends the thread (tests; the process's exit ends it anyway). */
  async close() {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private holds(worker: Worker): boolean {
    for (const waiting of this.pending.values()) if (waiting.worker === worker) return true;
    return false;
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.script);
    worker.unref();
    worker.on('message', (result: XsdResult) => {
      const waiting = this.pending.get(result.id);
      this.pending.delete(result.id);
      if (!this.holds(worker)) worker.unref();
      waiting?.resolve(result);
    });
    // Only this thread's files fail: a thread closed and replaced ends after its successor started.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, waiting] of this.pending)
        if (waiting.worker === worker) {
          this.pending.delete(id);
          waiting.reject(error);
        }
    };
    worker.on('error', fail);
    worker.on('exit', code => fail(new Error(`the XSD check's thread ended (exit ${code})`)));
    this.worker = worker;
    return worker;
  }
}
