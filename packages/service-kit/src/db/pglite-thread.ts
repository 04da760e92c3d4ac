// The product's side of the embedded database's thread (pglite-worker.ts): the thread, started again
// when it dies, and a stream node-postgres speaks PostgreSQL's wire protocol over, as it does over a
// socket to a server. One message port is one connection.
import fs from 'node:fs';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { concatBytes } from './bytes';
import type { FromWorker, PgliteWorkerData, ToWorker } from './pglite-worker';

/** The compiled worker; from the sources (jest), the built one beside them. */
function workerFile(): string {
  const here = path.join(__dirname, 'pglite-worker.js');
  if (fs.existsSync(here)) return here;
  return path.resolve(__dirname, '../../dist/db/pglite-worker.js');
}

export interface PgliteThreadEvents {
  /** The thread ended without being asked to: the connections on it failed; the next one starts it again. */
  died(reason: string): void;
}

/** A connection that could not be made: as a server's refusal, its requests answer 503 (resilience.ts). */
function refused(message: string): Error {
  return Object.assign(new Error(message), { code: 'ECONNREFUSED' });
}

/** The embedded database's thread: started on the first connection, and again after it died. */
export class PgliteThread {
  private worker: Worker | undefined;
  private starting: Promise<Worker> | undefined;
  /** A thread ending: the next one waits for it, so that two never open the folder at once. */
  private ending: Promise<void> | undefined;
  /** What each connection on the running thread does if the thread ends under it. */
  private readonly onEnd = new Set<() => void>();
  private closing = false;

  constructor(
    private readonly data: PgliteWorkerData,
    private readonly events: PgliteThreadEvents,
  ) {}

  /** Starts the thread and waits until its database is ready. */
  start(): Promise<Worker> {
    if (this.closing) return Promise.reject(refused('the embedded database is closed'));
    if (this.worker) return Promise.resolve(this.worker);
    if (this.starting) return this.starting;
    this.starting = (async () => {
      await this.ending;
      return new Promise<Worker>((resolve, reject) => {
        const worker = new Worker(workerFile(), { workerData: this.data });
        let ready = false;
        /** Why it ended, when it said (a failure of PGlite, an error it did not catch, its memory). */
        let why: string | undefined;
        const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
        worker.on('message', (message: FromWorker) => {
          if (message.type === 'ready') {
            ready = true;
            this.worker = worker;
            resolve(worker);
          } else if (message.type === 'failed') {
            why = message.message;
            if (!ready) reject(refused(`the embedded database did not start: ${message.message}`));
            this.lose(worker, ended);
          }
        });
        worker.on('error', (err) => {
          why = err.message;
          if (!ready) reject(refused(`the embedded database did not start: ${err.message}`));
          this.lose(worker, ended);
        });
        worker.on('exit', (code) => {
          if (!ready) reject(refused(`the embedded database's thread ended with ${code} while starting`));
          this.lose(worker, ended);
          if (ready && !this.closing) this.events.died(why ?? `its thread ended with ${code}`);
        });
      });
    })().finally(() => (this.starting = undefined));
    return this.starting;
  }

  /**
   * The thread is ending (or has ended): no new connection goes to it, and those on it fail now rather
   * than wait for answers that will not come.
   */
  private lose(worker: Worker, ended: Promise<void>): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.ending = ended;
    const callbacks = [...this.onEnd];
    this.onEnd.clear();
    for (const callback of callbacks) callback();
  }

  /**
   * A new connection's port, the thread started first if it is not running; `lost` is called if the
   * thread ends while the connection is open. The returned function says the connection is over.
   */
  async connect(lost: () => void): Promise<{ port: MessagePort; done: () => void }> {
    const worker = await this.start();
    // It may have ended since it answered ready: its connections' callbacks have already run.
    if (this.worker !== worker) throw refused('the embedded database ended while connecting');
    const { port1, port2 } = new MessageChannel();
    worker.postMessage({ type: 'connect', port: port2 } satisfies ToWorker, [port2]);
    this.onEnd.add(lost);
    return { port: port1, done: () => this.onEnd.delete(lost) };
  }

  /** Stops the thread once its database has closed. Connections should have ended first. */
  async close(): Promise<void> {
    this.closing = true;
    const worker = this.worker ?? (await this.starting?.catch(() => undefined));
    if (!worker) return;
    const closed = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ type: 'close' } satisfies ToWorker);
    await closed;
    this.worker = undefined;
  }

  /** Ends the thread at once, as a crash would (tests). */
  async kill(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const ended = worker.terminate().then(() => undefined);
    this.lose(worker, ended);
    await ended;
  }
}

/**
 * A connection to the thread, shaped as the socket node-postgres expects (`stream` in its config):
 * `connect` opens the port, bytes written go to the thread, its answers come back as data.
 */
export class PgliteSocket extends Duplex {
  private port: MessagePort | undefined;
  private done: (() => void) | undefined;

  constructor(private readonly thread: PgliteThread) {
    super();
  }

  connect(): this {
    const lost = () => {
      this.port = undefined;
      if (!this.destroyed)
        this.destroy(
          Object.assign(new Error('the embedded database closed the connection'), { code: 'ECONNRESET' }),
        );
    };
    this.thread.connect(lost).then(
      ({ port, done }) => {
        this.done = done;
        if (this.destroyed) {
          done();
          port.close();
          return;
        }
        this.port = port;
        port.on('message', (bytes: Uint8Array) => {
          this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        });
        port.on('close', lost);
        this.emit('connect');
      },
      (err: unknown) => this.destroy(err as Error),
    );
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    this.send([chunk], done);
  }

  override _writev(chunks: { chunk: Buffer }[], done: (err?: Error | null) => void): void {
    this.send(
      chunks.map((c) => c.chunk),
      done,
    );
  }

  /** One message for what node-postgres corked together; a buffer of its own, handed over. */
  private send(chunks: Buffer[], done: (err?: Error | null) => void): void {
    if (!this.port) {
      done(Object.assign(new Error('the embedded database connection is closed'), { code: 'EPIPE' }));
      return;
    }
    const bytes = concatBytes(chunks);
    this.port.postMessage(bytes, [bytes.buffer]);
    done();
  }

  override _final(done: (err?: Error | null) => void): void {
    this.hangUp();
    this.push(null);
    done();
  }

  override _destroy(err: Error | null, done: (err?: Error | null) => void): void {
    this.hangUp();
    done(err);
  }

  /** Closes the port from this side: the thread undoes what the connection left unfinished. */
  private hangUp(): void {
    this.done?.();
    const port = this.port;
    this.port = undefined;
    port?.removeAllListeners();
    port?.close();
  }
}
