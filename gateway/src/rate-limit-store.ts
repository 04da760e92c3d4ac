// Rate limits counted across gateways: with several gateways behind a load balancer, a count kept in
// each process would let a caller have N times the limit by landing on each in turn. In distributed
// mode with DATABASE_URL every limiter counts in one PostgreSQL table instead (embedded mode, one
// process, keeps express-rate-limit's in-memory store).
//
// One row per limiter and key, a fixed window like the in-memory store's: the first hit opens the
// window, hits in it add one, the first hit after it starts a new one. The table is UNLOGGED: a count
// lost in a database crash only forgives a minute of requests, and no write-ahead log is written for
// the one upsert every request costs. While the database cannot be reached each gateway counts by
// itself (the in-memory store), so a database outage never turns into refused requests.
import { sql, type SQL } from 'drizzle-orm';
import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { shouldLog, type Db, type Logger } from '@coachwork/service-kit';

/** A key for pg_advisory_xact_lock: gateways starting together create the table one at a time. */
const CREATE_LOCK = 7261017;

export interface RateLimitStores {
  /** A store for one limiter; `name` keeps its counts apart from the other limiters'. */
  store(name: string): Store;
  /** Stops the clean-up timer. */
  close(): void;
}

/** `database`: the gateway's connection pool (opened once, connecting on first use). */
export function postgresRateLimitStores(database: Promise<Db>, logger: Logger): RateLimitStores {
  let ready: Promise<void> | undefined;
  const execute = async (query: SQL) =>
    (await (await database).execute(query)) as unknown as { rows: Record<string, unknown>[] };
  let failures = 0;
  const ensureTable = () =>
    (ready ??= database
      .then((db) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK})`);
          await tx.execute(sql`create schema if not exists gateway`);
          await tx.execute(sql`create unlogged table if not exists gateway.rate_limits (
          key text primary key,
          hits integer not null,
          reset_at timestamptz not null
        )`);
        }),
      )
      .catch((err: unknown) => {
        ready = undefined;
        throw err;
      }));
  const failed = (err: unknown) => {
    failures += 1;
    if (shouldLog(failures))
      logger.warn(
        { err: (err as Error)?.message ?? String(err), failures },
        'rate limits cannot reach the database; this gateway counts by itself meanwhile',
      );
  };
  const succeeded = () => {
    if (failures) logger.info({ failures }, 'rate limits counted in the database again');
    failures = 0;
  };

  // Windows that ended are of no use: one DELETE a minute keeps the table at the callers of the last
  // window (several gateways doing it at once only find nothing left to delete).
  const cleaner = setInterval(() => {
    if (!ready) return;
    execute(sql`delete from gateway.rate_limits where reset_at < now()`).catch(() => undefined);
  }, 60_000);
  cleaner.unref();

  return {
    close: () => clearInterval(cleaner),
    store(name) {
      const fallback = new MemoryStore();
      let windowMs = 60_000;
      const prefixed = (key: string) => `${name}|${key}`;
      const store: Store = {
        localKeys: false,
        prefix: `${name}|`,
        init(options: Options) {
          windowMs = options.windowMs;
          fallback.init(options);
        },
        async get(key): Promise<ClientRateLimitInfo | undefined> {
          try {
            await ensureTable();
            const result = await execute(
              sql`select hits, reset_at from gateway.rate_limits where key = ${prefixed(key)} and reset_at > now()`,
            );
            const row = result.rows[0] as { hits: number; reset_at: Date | string } | undefined;
            return row ? { totalHits: row.hits, resetTime: new Date(row.reset_at) } : undefined;
          } catch (err) {
            failed(err);
            return fallback.get(key);
          }
        },
        async increment(key): Promise<ClientRateLimitInfo> {
          try {
            await ensureTable();
            const result = await execute(sql`
              insert into gateway.rate_limits as counted (key, hits, reset_at)
              values (${prefixed(key)}, 1, now() + ${windowMs} * interval '1 millisecond')
              on conflict (key) do update set
                hits = case when counted.reset_at <= now() then 1 else counted.hits + 1 end,
                reset_at = case when counted.reset_at <= now() then excluded.reset_at else counted.reset_at end
              returning hits, reset_at`);
            const row = result.rows[0] as { hits: number; reset_at: Date | string };
            succeeded();
            return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
          } catch (err) {
            failed(err);
            return fallback.increment(key);
          }
        },
        async decrement(key) {
          await execute(
            sql`update gateway.rate_limits set hits = greatest(hits - 1, 0) where key = ${prefixed(key)}`,
          ).catch(() => fallback.decrement(key));
        },
        async resetKey(key) {
          await execute(sql`delete from gateway.rate_limits where key = ${prefixed(key)}`).catch(
            () => undefined,
          );
          fallback.resetKey(key);
        },
        shutdown() {
          fallback.shutdown();
        },
      };
      return store;
    },
  };
}
