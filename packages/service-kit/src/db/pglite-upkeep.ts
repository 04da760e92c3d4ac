// PGlite runs PostgreSQL as a single user: there is no autovacuum launcher, so nothing ever vacuums or
// analyses the embedded database. Dead row versions pile up, and the relay's query for unsent events
// (outbox rows with sent_at null) steps over the index entry of every event ever marked sent: in the
// 30-minute soak it took 13.4 ms after 30,000 events and 1.2 ms after a VACUUM, and it runs after every
// commit (docs/performance.md). This does in the process what autovacuum does on a server.

/** The part of a PGlite instance the upkeep needs (its query and exec wait for a transaction to end). */
export interface UpkeepTarget {
  query<T>(text: string): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
}

export interface UpkeepResult {
  vacuumed: string[];
  analyzed: string[];
}

/**
 * PostgreSQL's own autovacuum rules with its default settings (autovacuum_vacuum_threshold 50 and
 * _scale_factor 0.2, _vacuum_insert_threshold 1000 and _insert_scale_factor 0.2, _analyze_threshold 50 and
 * _scale_factor 0.1), and one of ours: an outbox is a queue whose hot query reads only its few unsent
 * rows, so it is vacuumed after 1,000 dead rows whatever its size.
 */
const DUE = `
  select name, vacuum_due as vacuum, analyze_due as analyze from (
    select format('%I.%I', schemaname, relname) as name, n_dead_tup,
      (n_dead_tup > 50 + 0.2 * n_live_tup
        or (relname = 'outbox' and n_dead_tup > 1000)
        or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup) as vacuum_due,
      n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze_due
    from pg_stat_user_tables
  ) t
  where vacuum_due or analyze_due
  order by n_dead_tup desc`;

/** Vacuums (and analyses) each table the rules above call due; one statement at a time. */
export async function vacuumWhereDue(pg: UpkeepTarget): Promise<UpkeepResult> {
  const { rows } = await pg.query<{ name: string; vacuum: boolean; analyze: boolean }>(DUE);
  const result: UpkeepResult = { vacuumed: [], analyzed: [] };
  for (const table of rows) {
    if (table.vacuum) {
      await pg.exec(`VACUUM${table.analyze ? ' (ANALYZE)' : ''} ${table.name}`);
      result.vacuumed.push(table.name);
    } else {
      await pg.exec(`ANALYZE ${table.name}`);
    }
    if (table.analyze) result.analyzed.push(table.name);
  }
  return result;
}

/**
 * Runs vacuumWhereDue every `everyMs` (default a minute) until the returned stop is called; stop waits for
 * a round in progress. A failed round is reported and the next one tries again.
 */
export function startUpkeep(
  pg: UpkeepTarget,
  report: { done(result: UpkeepResult, ms: number): void; failed(err: unknown): void },
  everyMs = 60_000,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    const started = Date.now();
    running = vacuumWhereDue(pg)
      .then((result) => report.done(result, Date.now() - started))
      .catch((err: unknown) => report.failed(err))
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
