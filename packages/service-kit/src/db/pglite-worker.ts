// The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly: every statement
// runs on the thread that calls it, and in a sale on the product's thread it took 43 % of that thread
// (WebAssembly 26 %, PGlite's JavaScript 17 %; docs/performance.md). Here it runs beside the product
// on the machine's other core, and speaks PostgreSQL's wire protocol to node-postgres over message
// ports (pglite-thread.ts), so the embedded database is reached as a server is.
//
// PGlite is one session; the product holds a few connections to it (the pool in database.ts), so
// that while the product's thread is busy with one request, statements of others wait here to run
// rather than in the product. Each port is one connection, and the session runs one connection's
// statements at a time, up to the end of a pipeline (a Sync or a simple query), first come, first
// served; while a connection is in a transaction, only its statements run. Each connection's
// statement names are its own: they are given its prefix on the way in. A connection that closes has
// its unfinished work undone (a transaction rolled back, its statements removed), as a server ends a
// backend.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { concatBytes } from './bytes';

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

/** Message types, as the protocol's first byte. */
const TERMINATE = 0x58; // X
const SYNC_TYPE = 0x53; // S
const QUERY = 0x51; // Q
const FLUSH = 0x48; // H
const PARSE = 0x50; // P
const BIND = 0x42; // B
const DESCRIBE = 0x44; // D
const CLOSE = 0x43; // C
const STATEMENT = 0x53; // 'S' in Describe and Close
/** A Sync message: ends an extended-protocol pipeline a client left unfinished. */
const SYNC = Uint8Array.of(SYNC_TYPE, 0, 0, 0, 4);

interface Connection {
  port: MessagePort;
  /** What this connection's statement names start with in the session. */
  prefix: Uint8Array;
  /** Bytes received and not yet run: a message can arrive in parts, a pipeline in several. */
  pending: Uint8Array;
  /** Whether the startup message (the only one without a type byte) has been answered. */
  started: boolean;
  /** Its named statements as the session knows them (prefixed). */
  statements: Set<string>;
  /** Waiting in the queue for its turn. */
  queued: boolean;
  closed: boolean;
}

function append(a: Uint8Array, b: Uint8Array): Uint8Array {
  return a.length === 0 ? b : concatBytes([a, b]);
}

/**
 * What can run of `bytes`: its complete messages up to the last that ends a pipeline (Sync, a simple
 * query, Flush; the startup message alone before any), and whether a Terminate comes after them.
 */
function runnable(
  bytes: Uint8Array,
  started: boolean,
): { length: number; terminate: boolean; last?: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!started) {
    const length = bytes.length >= 4 ? view.getInt32(0) : Infinity;
    return { length: bytes.length >= length ? length : 0, terminate: false };
  }
  let at = 0;
  let upTo = 0;
  let last: number | undefined;
  while (at + 5 <= bytes.length) {
    const type = bytes[at]!;
    if (type === TERMINATE) return { length: upTo, terminate: true, last };
    const end = at + 1 + view.getInt32(at + 1);
    if (end > bytes.length) break;
    at = end;
    if (type === SYNC_TYPE || type === QUERY || type === FLUSH) {
      upTo = at;
      last = type;
    }
  }
  return { length: upTo, terminate: false, last };
}

const decoder = new TextDecoder();

/** The end of the zero-terminated string at `at`. */
function stringEnd(bytes: Uint8Array, at: number): number {
  let i = at;
  while (bytes[i] !== 0) i += 1;
  return i;
}

/**
 * `messages` with this connection's prefix before each statement name (in Parse, Bind, and the
 * Describe and Close of a statement); the unnamed statement stays unnamed. Notes the names parsed and
 * closed. The same bytes when nothing is named.
 */
function withOwnNames(messages: Uint8Array, connection: Connection): Uint8Array {
  const view = new DataView(messages.buffer, messages.byteOffset, messages.byteLength);
  const parts: Uint8Array[] = [];
  let copiedTo = 0;
  let at = 0;
  while (at < messages.length) {
    const type = messages[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    let name = -1; // where the statement's name starts in this message
    if (type === PARSE) name = at + 5;
    else if (type === BIND) name = stringEnd(messages, at + 5) + 1;
    else if ((type === DESCRIBE || type === CLOSE) && messages[at + 5] === STATEMENT) name = at + 6;
    if (name >= 0 && messages[name] !== 0) {
      const nameEnd = stringEnd(messages, name);
      const own = connection.prefix.length;
      const head = new Uint8Array(name - at + own);
      head.set(messages.subarray(at, name));
      new DataView(head.buffer).setInt32(1, end - at - 1 + own);
      head.set(connection.prefix, name - at);
      parts.push(messages.subarray(copiedTo, at), head, messages.subarray(name, end));
      copiedTo = end;
      const named = decoder.decode(connection.prefix) + decoder.decode(messages.subarray(name, nameEnd));
      if (type === PARSE) connection.statements.add(named);
      if (type === CLOSE) connection.statements.delete(named);
    }
    at = end;
  }
  if (parts.length === 0) return messages;
  parts.push(messages.subarray(copiedTo));
  return concatBytes(parts);
}

function quoted(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

async function main(): Promise<void> {
  const options = workerData as PgliteWorkerData;
  const pg = new PGlite(options.dir, {
    startParams: [...PGlite.defaultStartParams, ...options.settings.flatMap((s) => ['-c', s])],
  });
  await pg.waitReady;

  const encoder = new TextEncoder();
  let made = 0;
  const connections = new Set<Connection>();
  /** Connections with bytes to run, in the order their bytes came. */
  const queue: Connection[] = [];
  /** The connection in a transaction (or in an unfinished pipeline): only its statements run. */
  let holder: Connection | undefined;
  /** Clean-ups of closed connections, run when no connection holds the session. */
  const cleanups: (() => Promise<void>)[] = [];
  /** The session's answer to the first startup message, given to every later one. */
  let startupAnswer: Uint8Array | undefined;
  let pumping = false;

  /**
   * Runs `messages` and gives the session's answer as one buffer of its own. Not `execProtocolRaw`:
   * without a handler for the raw answer, PGlite 0.5 also parses it into messages that it keeps until
   * the next `execProtocol` (about 800 bytes a call: the worker's heap grew 30 → 89 MB in 100,000
   * queries, and the thread ran out of memory within three minutes of the soak).
   */
  async function exec(messages: Uint8Array): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    await pg.execProtocolRawStream(messages, {
      syncToFs: false,
      onRawData: (data) => chunks.push(data.slice()),
    });
    return chunks.length === 1 ? chunks[0]! : concatBytes(chunks);
  }

  const fail = (err: unknown) => {
    // A failure of PGlite itself (a statement's error is an answer, not this): nothing can go on.
    parentPort!.postMessage({ type: 'failed', message: (err as Error)?.message ?? String(err) });
    process.exit(1);
  };

  function next(): Connection | undefined {
    if (holder) {
      if (holder.closed || runnable(holder.pending, holder.started).length === 0) return undefined;
      const i = queue.indexOf(holder);
      if (i >= 0) queue.splice(i, 1);
      holder.queued = false;
      return holder;
    }
    for (let i = 0; i < queue.length; i += 1) {
      const connection = queue[i]!;
      if (connection.closed || runnable(connection.pending, connection.started).length > 0) {
        queue.splice(i, 1);
        connection.queued = false;
        if (!connection.closed) return connection;
        i -= 1;
      }
    }
    return undefined;
  }

  async function run(connection: Connection): Promise<void> {
    const { length, terminate, last } = runnable(connection.pending, connection.started);
    let messages = connection.pending.subarray(0, length);
    // After Terminate nothing more is run; the port's close follows.
    connection.pending = terminate ? new Uint8Array(0) : connection.pending.subarray(length);
    let answer: Uint8Array;
    if (!connection.started) {
      connection.started = true;
      if (startupAnswer) answer = startupAnswer;
      else answer = startupAnswer = await exec(messages);
    } else {
      if (messages.length === 0) return;
      messages = withOwnNames(messages, connection);
      answer = await exec(messages);
      holder = pg.isInTransaction() || last === FLUSH ? connection : undefined;
    }
    if (connection.closed || answer.length === 0) return;
    // Handed over rather than copied (the startup answer is kept: a copy of it).
    const own = answer === startupAnswer ? answer.slice() : answer;
    connection.port.postMessage(own, [own.buffer as ArrayBuffer]);
    if (!connection.queued && runnable(connection.pending, connection.started).length > 0) {
      connection.queued = true;
      queue.push(connection);
    }
  }

  /** The pump's run in progress: closing waits for it. */
  let pumped: Promise<void> = Promise.resolve();

  function pump(): void {
    if (pumping) return;
    pumping = true;
    pumped = (async () => {
      for (;;) {
        const cleanup = holder ? undefined : cleanups.shift();
        if (cleanup) {
          await cleanup();
          continue;
        }
        const connection = next();
        if (!connection) break;
        await run(connection);
      }
    })()
      .catch(fail)
      .finally(() => (pumping = false));
  }

  function leave(connection: Connection): void {
    connection.closed = true;
    connections.delete(connection);
    const i = queue.indexOf(connection);
    if (i >= 0) queue.splice(i, 1);
    if (holder === connection) {
      // What a server does when a backend ends: its work is undone.
      holder = undefined;
      cleanups.unshift(async () => {
        await exec(SYNC);
        if (pg.isInTransaction()) await pg.exec('ROLLBACK');
      });
    }
    if (connection.statements.size > 0) {
      const names = [...connection.statements];
      cleanups.push(async () => {
        for (const name of names) await pg.exec(`DEALLOCATE ${quoted(name)}`).catch(() => undefined);
      });
    }
    pump();
  }

  parentPort!.on('message', (message: ToWorker) => {
    if (message.type === 'close') {
      void (async () => {
        await pumped;
        pumping = true; // nothing more runs
        for (const connection of connections) connection.port.close();
        await pg.close();
        parentPort!.postMessage({ type: 'closed' } satisfies FromWorker);
        parentPort!.close();
      })().catch(fail);
      return;
    }
    made += 1;
    const connection: Connection = {
      port: message.port,
      prefix: encoder.encode(`c${made}.`),
      pending: new Uint8Array(0),
      started: false,
      statements: new Set(),
      queued: false,
      closed: false,
    };
    connections.add(connection);
    connection.port.on('message', (bytes: Uint8Array) => {
      connection.pending = append(connection.pending, bytes);
      if (!connection.queued) {
        connection.queued = true;
        queue.push(connection);
      }
      pump();
    });
    connection.port.on('close', () => leave(connection));
  });
  parentPort!.postMessage({ type: 'ready' } satisfies FromWorker);
}

main().catch((err: unknown) => {
  parentPort!.postMessage({
    type: 'failed',
    message: (err as Error)?.message ?? String(err),
  } satisfies FromWorker);
  process.exit(1);
});
