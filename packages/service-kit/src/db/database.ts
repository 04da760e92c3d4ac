// One way to open the database: node-postgres when DATABASE_URL is set, embedded PGlite otherwise.
// PGlite costs ~700 MB and ~3 s per instance, so one instance per process, on a thread of its own, is
// shared by every service (each keeps its own schema) through one pool; a pg Pool is per service.
import path from 'node:path';
import fs from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DatabaseError, Pool, type PoolClient, type PoolConfig } from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../logger';
import { shouldLog } from '../resilience';
import { PgliteSocket, PgliteThread } from './pglite-thread';
import { startUpkeep } from './pglite-upkeep';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /**
   * Migrates `schema`, then runs `afterwards` (seeding) while holding a lock of that schema: replicas
   * starting together seed one after another, the later ones finding the rows already there.
   */
  migrate(options: {
    migrationsFolder: string;
    schema: string;
    afterwards?: () => Promise<void>;
  }): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** Where a connection lost to the server is reported (the next query reconnects either way). */
  logger?: Logger;
}

interface PgliteEntry {
  pool: Pool;
  thread: PgliteThread;
  refs: number;
  stopUpkeep: () => Promise<void>;
}

const pgliteInstances = new Map<string, PgliteEntry>();
/** Folders being opened: a second open of the same folder waits for the first instead of racing it. */
const pgliteOpening = new Map<string, Promise<PgliteEntry>>();

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.logger);
  return openPglite(options.dataDir, options.logger);
}

/** How long a health check waits for `select 1` before calling the database down. */
const PING_TIMEOUT_MS = 2000;

/**
 * How long a query waits for one of the pool's connections (and for a new one to connect) before its
 * request answers 503. A hot sale queues a hundred bookings behind ten connections, each booking checking
 * one out several times; on a busy two-core machine a 5 s wait once ran out (CI, gateway booking-race:
 * one of 100 bookers answered 503 right after 100 sign-ups' events). A database that is down refuses at
 * once and is not waited for; the health check keeps its own 2 s limit.
 */
const POOL_WAIT_MS = 15_000;

/**
 * A pg Pool whose query() keeps its connection when PostgreSQL answered with an error. pg-pool's own
 * query() gives the connection back with the query's error, and a connection given back with an error
 * is closed (node-postgres issue 1290): every refused statement (a unique or NOT NULL constraint, the
 * booking's "no seats were taken" answer among them) cost a new connection, a new backend and a new
 * parse of each prepared statement. In a sale, 100 seats sold to 50 bookers closed 50 connections.
 * An error the server answered leaves the connection as it was; anything else (a broken socket, a
 * timeout, a FATAL answer) still closes it. Queries with a callback go the old way.
 *
 * And a connection that breaks while checked out goes back to the pool at once, to be closed: drizzle's
 * transaction runs BEGIN before its try, so a BEGIN that fails on a broken connection never gave it
 * back. On the embedded database's pool (then of one), that stopped every query of the process for good (a
 * crash test of its thread, pglite-thread.test.ts); on PostgreSQL it took one of the ten for good.
 * The holder's own release afterwards does nothing.
 */
class KeepingPool extends Pool {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(callback?: any): any {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release;
      let released = false;
      const broken = (err?: Error) => client.release(err ?? new Error('connection ended'));
      client.once('error', broken);
      client.once('end', broken);
      client.release = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('error', broken);
        client.off('end', broken);
        release.call(client, err);
      };
      return client;
    });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    if (typeof args[args.length - 1] === 'function')
      return (super.query as (...a: unknown[]) => unknown)(...args);
    return this.connect().then(async (client: PoolClient) => {
      let failed: unknown;
      try {
        return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (err) {
        failed = err;
        throw err;
      } finally {
        client.release(failed && !answeredByServer(failed) ? (failed as Error) : undefined);
      }
    });
  }
}

/** An error PostgreSQL sent as its answer to a statement, after which the connection is still usable. */
function answeredByServer(err: unknown): boolean {
  return err instanceof DatabaseError && err.severity !== 'FATAL' && err.severity !== 'PANIC';
}

/**
 * A client whose connection dies emits 'error'. The pool listens only while the client is idle; one
 * checked out (a transaction, a migration) had none, and the unheard 'error' ended the process when
 * PostgreSQL restarted. Every client gets a listener for its whole life: the query in flight fails on
 * its own (the request answers 503), the pool drops the broken client and connects a new one on demand.
 */
function reportLostConnections(pool: Pool, message: string, logger?: Logger): void {
  let lost = 0;
  const connectionLost = (err: Error) => {
    lost += 1;
    if (shouldLog(lost)) logger?.warn({ err: err.message, lost }, message);
  };
  pool.on('connect', (client) => client.on('error', connectionLost));
  pool.on('error', connectionLost); // an idle client dropped by the server
}

function openPostgres(url: string, max: number, logger?: Logger): Database {
  const pool = new KeepingPool({ connectionString: url, max, connectionTimeoutMillis: POOL_WAIT_MS });
  reportLostConnections(pool, 'database connection lost', logger);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate({ migrationsFolder, schema, afterwards }) {
      // Several processes may start together; an advisory lock keeps migrations one at a time.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(7261001)');
        await migratePg(drizzlePg(client), {
          migrationsFolder,
          migrationsSchema: schema,
          migrationsTable: '__migrations',
        });
      } finally {
        await client.query('SELECT pg_advisory_unlock(7261001)').catch(() => undefined);
        client.release();
      }
      if (!afterwards) return;
      // Per schema, not the migrations' lock: a seed may wait on another service's events, and that
      // service must still be able to migrate meanwhile.
      const seeder = await pool.connect();
      try {
        await seeder.query('SELECT pg_advisory_lock(7261002, hashtext($1))', [schema]);
        await afterwards();
      } finally {
        await seeder
          .query('SELECT pg_advisory_unlock(7261002, hashtext($1))', [schema])
          .catch(() => undefined);
        seeder.release();
      }
    },
    ping: () => ping(db, PING_TIMEOUT_MS),
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's settings for a small embedded database (issue 26 item 5): PGlite's defaults are a server's
 * (128 MB of shared buffers, 64 MB for maintenance), which a process that also runs five services cannot
 * afford. Pages past the buffers are read from the operating system's file cache, not the disk. The
 * process vacuums and analyses itself (pglite-upkeep.ts): an analysis samples 300 rows per statistics
 * target, 30,000 at the default of 100, and WebAssembly memory keeps its high-water mark, so the
 * target is 10 (an ANALYZE of the soak's tables grew the process by 52 MB instead of 70).
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=32MB',
  'maintenance_work_mem=4MB',
  'default_statistics_target=10',
];

/**
 * Creates an empty PGlite database folder in a short-lived child process. initdb grows WebAssembly
 * memory to ~450 MB that the process keeps once grown (WebAssembly memory never shrinks and V8 is slow to
 * give the freed instance back): in the child it is returned to the system when the child exits.
 */
async function initPgliteFolder(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const script = [
    `const { PGlite } = await import(${JSON.stringify(require.resolve('@electric-sql/pglite'))});`,
    'const pg = new PGlite(process.env.PGLITE_DIR);',
    'await pg.waitReady;',
    'await pg.close();',
  ].join('\n');
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, PGLITE_DIR: dir },
  });
}

/** How often the embedded database's tables are checked for a vacuum. */
const UPKEEP_EVERY_MS = 60_000;

/**
 * The embedded database runs on a thread of its own (pglite-worker.ts) and is reached through
 * node-postgres, as a server is. PGlite is one session; the thread runs the connections' statements one
 * pipeline at a time, and a transaction's alone until it ends. More than one connection lets statements
 * wait on the thread while the product's thread is busy, instead of in the pool: with one, the two
 * threads took turns idling (the product's 24 % idle, the database's 55 % in a sale, 294 bookings a
 * second). With four, 400–430 a second; with eight, 449–467 (p99 178–191 ms), by turns against four
 * (420–425); 491–499 once the thread stopped parsing its answers (docs/performance.md). Connections are
 * kept while idle (a new one would parse every named statement again).
 */
const PGLITE_CONNECTIONS = 8;

async function startPgliteThread(dir: string, logger?: Logger): Promise<PgliteEntry> {
  fs.mkdirSync(dir, { recursive: true });
  await initPgliteFolder(dir);
  let deaths = 0;
  const thread = new PgliteThread(
    { dir, settings: PGLITE_SETTINGS },
    {
      died(reason) {
        deaths += 1;
        // The requests it was serving answered 503; the next query starts the thread again.
        logger?.error({ reason, deaths }, 'embedded database thread died; starting it again');
      },
    },
  );
  await thread.start();
  const pool = new KeepingPool({
    max: PGLITE_CONNECTIONS,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: POOL_WAIT_MS,
    user: 'postgres',
    database: 'postgres',
    stream: () => new PgliteSocket(thread),
  } as PoolConfig);
  reportLostConnections(pool, 'embedded database connection lost', logger);
  let failures = 0;
  const stopUpkeep = startUpkeep(
    { query: (text) => pool.query(text), exec: (text) => pool.query(text) },
    {
      done(result, ms) {
        failures = 0;
        if (result.vacuumed.length || result.analyzed.length)
          logger?.debug({ ...result, ms }, 'database upkeep');
      },
      failed(err) {
        failures += 1;
        if (shouldLog(failures))
          logger?.warn({ err: (err as Error)?.message, failures }, 'database upkeep failed');
      },
    },
    UPKEEP_EVERY_MS,
  );
  return { pool, thread, refs: 0, stopUpkeep };
}

async function openPglite(dataDir: string, logger?: Logger): Promise<Database> {
  const dir = path.resolve(dataDir, 'pglite');
  let entry = pgliteInstances.get(dir);
  if (!entry) {
    let opening = pgliteOpening.get(dir);
    if (!opening) {
      opening = startPgliteThread(dir, logger).finally(() => pgliteOpening.delete(dir));
      pgliteOpening.set(dir, opening);
    }
    const started = await opening;
    entry = pgliteInstances.get(dir);
    if (!entry) {
      entry = started;
      pgliteInstances.set(dir, entry);
    }
  }
  entry.refs += 1;
  const shared = entry;
  const db = drizzlePg(shared.pool) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async migrate({ migrationsFolder, schema, afterwards }) {
      await migratePg(drizzlePg(shared.pool), {
        migrationsFolder,
        migrationsSchema: schema,
        migrationsTable: '__migrations',
      });
      // One process holds PGlite's folder: nobody else seeds at the same time.
      await afterwards?.();
    },
    ping: () => ping(db, PING_TIMEOUT_MS),
    async close() {
      if (closed) return;
      closed = true;
      shared.refs -= 1;
      if (shared.refs === 0) {
        pgliteInstances.delete(dir);
        await shared.stopUpkeep();
        await shared.pool.end();
        await shared.thread.close();
      }
    },
  };
}

async function ping(db: Db, timeoutMs?: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const query = db.execute(sql`select 1`).then(() => true);
    if (!timeoutMs) return await query;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    query.catch(() => undefined); // settles after the timeout won: nobody awaits it any more
    return await Promise.race([query, late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Ends the thread of the embedded database in `dataDir` at once, as a crash would (tests). */
export async function killPgliteThread(dataDir: string): Promise<void> {
  await pgliteInstances.get(path.resolve(dataDir, 'pglite'))?.thread.kill();
}
