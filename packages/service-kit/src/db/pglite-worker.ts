// The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly: every statement
// runs on the thread that calls it, and in a sale on the product's thread it took 43 % of that thread
// (WebAssembly 26 %, PGlite's JavaScript 17 %; docs/performance.md). Here it runs beside the product
// on the machine's other core, and speaks PostgreSQL's wire protocol to node-postgres over message
// ports (pglite-thread.ts), so the embedded database is reached as a server is.
//
// PGlite is one session. Each port is one connection; one connection at a time holds the session,
// and the others wait for it to close. A connection that closes has its unfinished work undone
// (a pipeline ended, a transaction rolled back, its prepared statements removed) before the next one
// starts, as a server ends a backend.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

export interface PgliteWorkerData {
  /** Where the database folder is (it exists: pglite-thread.ts creates it first). */
  dir: string;
  /** PostgreSQL settings, `name=value`. */
  settings: string[];
}

/** From the product's thread. */
export type ToWorker = { type: 'connect'; port: MessagePort } | { type: 'close' };
/** To the product's thread. */
export type FromWorker = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

/** The protocol's Terminate message: the client is leaving. */
const TERMINATE = 0x58;
/** A Sync message: ends an extended-protocol pipeline the client left unfinished. */
const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);

interface Connection {
  port: MessagePort;
  /** Bytes received and not yet run: a message can arrive in parts. */
  pending: Uint8Array;
  /** Whether the startup message (the only one without a type byte) has been run. */
  started: boolean;
  closed: boolean;
}

function append(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * The complete messages at the start of `bytes` (the startup one has no type byte): their length, and
 * whether a Terminate follows them.
 */
function complete(bytes: Uint8Array, started: boolean): { length: number; terminate: boolean } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!started) {
    const length = bytes.length >= 4 ? view.getInt32(0) : Infinity;
    return { length: bytes.length >= length ? length : 0, terminate: false };
  }
  let at = 0;
  while (at + 5 <= bytes.length) {
    if (bytes[at] === TERMINATE) return { length: at, terminate: true };
    const end = at + 1 + view.getInt32(at + 1);
    if (end > bytes.length) break;
    at = end;
  }
  return { length: at, terminate: false };
}

async function main(): Promise<void> {
  const options = workerData as PgliteWorkerData;
  const pg = new PGlite(options.dir, {
    startParams: [...PGlite.defaultStartParams, ...options.settings.flatMap((s) => ['-c', s])],
  });
  await pg.waitReady;

  /** The connection holding the session, then those waiting for it, in the order they came. */
  const connections: Connection[] = [];
  /** One thing runs at a time against the session; each link of this chain is one. */
  let work: Promise<void> = Promise.resolve();
  const then = (step: () => Promise<void>) => {
    work = work.then(step).catch((err: unknown) => {
      // A failure of PGlite itself (not a statement's error, which is an answer): nothing can go on.
      parentPort!.postMessage({ type: 'failed', message: (err as Error)?.message ?? String(err) });
      process.exit(1);
    });
  };

  async function run(connection: Connection): Promise<void> {
    if (connection.closed || connections[0] !== connection) return;
    const { length, terminate } = complete(connection.pending, connection.started);
    const messages = connection.pending.subarray(0, length);
    // After Terminate nothing more is run; the session stays for the next connection.
    connection.pending = terminate ? new Uint8Array(0) : connection.pending.subarray(length);
    if (length > 0) connection.started = true;
    if (messages.length === 0) return;
    const answer = await pg.execProtocolRaw(messages, { syncToFs: false });
    if (connection.closed || answer.length === 0) return;
    // A copy of its own (the answer may be a view of a larger buffer), handed over rather than copied again.
    const own = answer.slice();
    connection.port.postMessage(own, [own.buffer]);
  }

  async function leave(connection: Connection): Promise<void> {
    const holder = connections[0] === connection;
    connections.splice(connections.indexOf(connection), 1);
    if (holder) {
      // What a server does when a backend ends: its work is undone, its statements go.
      await pg.execProtocolRaw(SYNC, { syncToFs: false });
      if (pg.isInTransaction()) await pg.exec('ROLLBACK');
      await pg.exec('DEALLOCATE ALL; RESET ALL');
    }
    const next = connections[0];
    if (next) await run(next);
  }

  parentPort!.on('message', (message: ToWorker) => {
    if (message.type === 'close') {
      then(async () => {
        for (const connection of connections) {
          connection.closed = true;
          connection.port.close();
        }
        await pg.close();
        parentPort!.postMessage({ type: 'closed' });
        parentPort!.close();
      });
      return;
    }
    const connection: Connection = {
      port: message.port,
      pending: new Uint8Array(0),
      started: false,
      closed: false,
    };
    connections.push(connection);
    connection.port.on('message', (bytes: Uint8Array) => {
      connection.pending = append(connection.pending, bytes);
      then(() => run(connection));
    });
    connection.port.on('close', () => {
      connection.closed = true;
      then(() => leave(connection));
    });
  });
  parentPort!.postMessage({ type: 'ready' });
}

main().catch((err: unknown) => {
  parentPort!.postMessage({ type: 'failed', message: (err as Error)?.message ?? String(err) });
  process.exit(1);
});
