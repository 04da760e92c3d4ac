import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  EVENT_VERSION,
  type EventEnvelope,
  type EventPayloads,
  type EventSubject,
} from '@coachwork/contracts';
import type { Db, DbOrTx } from '../db/database';
import type { Logger } from '../logger';
import { shouldLog } from '../resilience';
import { currentTraceparent } from '../tracing';
import type { EventBus } from './bus';
import type { EventTables } from './tables';
import { eventId } from './event-id';

/** Writes an event in the caller's transaction; the relay publishes it once that commits. */
export async function addToOutbox<S extends EventSubject>(
  tx: DbOrTx,
  tables: EventTables,
  subject: S,
  data: EventPayloads[S],
): Promise<EventEnvelope<S>> {
  const row = outboxRow(subject, data);
  await tx.insert(tables.outbox).values(row);
  return row.envelope as unknown as EventEnvelope<S>;
}

/**
 * The outbox row of an event, for a statement that writes it along with other rows (a CTE's INSERT):
 * what addToOutbox inserts.
 */
export function outboxRow<S extends EventSubject>(subject: S, data: EventPayloads[S]) {
  const envelope: EventEnvelope<S> = {
    id: eventId(),
    subject,
    occurredAt: new Date().toISOString(),
    version: EVENT_VERSION,
    data,
  };
  return {
    id: envelope.id,
    subject,
    envelope: envelope as unknown as EventEnvelope,
    occurredAt: new Date(envelope.occurredAt),
    traceContext: currentTraceparent() ?? null,
  };
}

export interface RelayOptions {
  intervalMs?: number;
  batchSize?: number;
  /** How long stop() may spend publishing what is still pending (default 3 s; 0: not at all). */
  flushMs?: number;
  /** How long a sent event's row is kept before the relay deletes it (default 1 hour). */
  keepSentMs?: number;
  /** How often the relay deletes the rows past keepSentMs (default every minute). */
  pruneEveryMs?: number;
}

/** Sent rows deleted by one statement at most: a long backlog goes over several minutes, in short statements. */
const PRUNE_BATCH = 5000;

/** The longest pause between two attempts while the bus or the database is down. */
const MAX_BACKOFF_MS = 5000;

/**
 * Publishes unsent outbox rows in order and marks them sent once the bus acknowledged them. When the
 * bus or the database is down the rows stay unsent and the relay backs off (doubling up to 5 s), then
 * resumes where it stopped; it never gives up and never throws out of its timer.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private stopped = true;
  private failures = 0;
  /** A nudge arrived while a drain was running: its rows may have been committed after that drain's read. */
  private nudged = false;
  /** When sent rows were last deleted (Date.now()); 0: not yet in this process. */
  private prunedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly tables: EventTables,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly options: RelayOptions = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Call after a commit that wrote to the outbox, to publish without waiting for the next tick. */
  nudge(): void {
    if (this.stopped) return;
    // Without this a row committed during a drain waits a whole interval: at 100 bookings a second
    // a drain is nearly always running.
    if (this.current) this.nudged = true;
    else this.schedule(0);
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.nudged = false;
      this.current = this.drain()
        .then(() => this.pruneIfDue())
        .catch((err: unknown) => {
          // The database is down: the rows are safe where they are; read them once it is back.
          this.failures += 1;
          if (shouldLog(this.failures))
            this.logger.warn(
              { err: (err as Error)?.message ?? String(err), failures: this.failures },
              'outbox unreadable; will retry',
            );
        })
        .finally(() => {
          this.current = undefined;
          if (!this.stopped) {
            const base = this.options.intervalMs ?? 250;
            this.schedule(
              this.failures
                ? Math.min(base * 2 ** Math.min(this.failures, 10), MAX_BACKOFF_MS)
                : this.nudged
                  ? 0
                  : base,
            );
          }
        });
    }, delay);
  }

  /**
   * Publishes everything pending; returns when the outbox is empty or the bus refuses. Throws when the
   * database cannot be read (the timer's loop catches that and backs off).
   */
  async drain(): Promise<void> {
    const batchSize = this.options.batchSize ?? 100;
    // A bus known to be disconnected would only make each publish wait for its timeout.
    if (!this.bus.healthy()) {
      this.failures += 1;
      return;
    }
    for (;;) {
      const rows = await this.db
        .select()
        .from(this.tables.outbox)
        .where(isNull(this.tables.outbox.sentAt))
        .orderBy(asc(this.tables.outbox.occurredAt), asc(this.tables.outbox.id))
        .limit(batchSize);
      if (!rows.length) {
        this.failures = 0;
        return;
      }
      // Marked sent together after the batch (or after the part that went out): one UPDATE instead of
      // one per event. A crash in between publishes those again, which the consumers' inbox (and
      // JetStream's Nats-Msg-Id window) turn into no-ops.
      const sent: string[] = [];
      const failed = async (row: (typeof rows)[number], err: unknown) => {
        this.failures += 1;
        await this.db
          .update(this.tables.outbox)
          .set({
            attempts: sql`${this.tables.outbox.attempts} + 1`,
            lastError: String((err as Error)?.message ?? err),
          })
          .where(eq(this.tables.outbox.id, row.id))
          .catch(() => undefined);
        if (shouldLog(this.failures)) {
          this.logger.warn(
            { err, eventId: row.id, subject: row.subject },
            'event publish failed; will retry',
          );
        }
      };
      try {
        if (this.bus.publishBatch) {
          // In process: each consumer takes the batch at once (one transaction where it can).
          const { handled, error } = await this.bus.publishBatch(
            rows.map((row) => ({ envelope: row.envelope, traceparent: row.traceContext ?? undefined })),
          );
          sent.push(...rows.slice(0, handled).map((row) => row.id));
          if (handled < rows.length) {
            await failed(rows[handled]!, error);
            return;
          }
          this.failures = 0;
        } else {
          // JetStream: the whole batch is sent before the first acknowledgement is awaited (one
          // connection keeps the order), so a batch costs one round trip instead of one per event.
          const acks =
            this.bus.kind === 'jetstream'
              ? rows.map((row) => {
                  const ack = this.bus.publish(row.envelope, row.traceContext ?? undefined);
                  ack.catch(() => undefined);
                  return ack;
                })
              : undefined;
          for (const [i, row] of rows.entries()) {
            try {
              await (acks ? acks[i] : this.bus.publish(row.envelope, row.traceContext ?? undefined));
            } catch (err) {
              await failed(row, err);
              // Only the acknowledged run before the failure is marked sent; the rest are published
              // again next time (JetStream drops a repeat of an id it stored within its window).
              return;
            }
            this.failures = 0;
            sent.push(row.id);
          }
        }
      } finally {
        // The database's clock, as prune() reads it.
        if (sent.length)
          await this.db
            .update(this.tables.outbox)
            .set({ sentAt: sql`now()` })
            .where(inArray(this.tables.outbox.id, sent));
      }
      if (rows.length < batchSize) return;
    }
  }

  private async pruneIfDue(): Promise<void> {
    if (Date.now() - this.prunedAt < (this.options.pruneEveryMs ?? 60_000)) return;
    this.prunedAt = Date.now();
    await this.prune().catch((err: unknown) =>
      this.logger.warn({ err: (err as Error)?.message ?? String(err) }, 'sent events not pruned; will retry'),
    );
  }

  /**
   * Deletes the rows of events sent more than keepSentMs ago; returns how many. Nothing reads a sent row
   * again (the bus and each consumer's inbox hold what was sent), and left alone the outbox grows by every
   * event the service ever wrote. Replicas may prune at the same time: each deletes what is still there.
   */
  async prune(): Promise<number> {
    const { outbox } = this.tables;
    const keepMs = this.options.keepSentMs ?? 60 * 60_000;
    let deleted = 0;
    for (;;) {
      const gone = await this.db
        .delete(outbox)
        .where(
          inArray(
            outbox.id,
            this.db
              .select({ id: outbox.id })
              .from(outbox)
              .where(sql`${outbox.sentAt} < now() - make_interval(secs => ${keepMs / 1000})`)
              .limit(PRUNE_BATCH),
          ),
        )
        .returning({ id: outbox.id });
      deleted += gone.length;
      if (gone.length < PRUNE_BATCH) return deleted;
    }
  }

  async pending(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(this.tables.outbox)
      .where(isNull(this.tables.outbox.sentAt));
    return row?.n ?? 0;
  }

  /** Stops the timer, then publishes what is still pending while the bus takes it (up to flushMs). */
  async stop(): Promise<void> {
    const wasRunning = !this.stopped;
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
    const flushMs = this.options.flushMs ?? 3000;
    if (!wasRunning || flushMs <= 0 || !this.bus.healthy()) return;
    let timer: NodeJS.Timeout | undefined;
    const flushing = this.drain().catch((err: unknown) =>
      this.logger.warn(
        { err: (err as Error)?.message },
        'outbox not flushed; it is published after the restart',
      ),
    );
    await Promise.race([flushing, new Promise((resolve) => (timer = setTimeout(resolve, flushMs)))]);
    clearTimeout(timer);
  }
}
