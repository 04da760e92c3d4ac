import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  EVENT_VERSION,
  type EventEnvelope,
  type EventPayloads,
  type EventSubject,
} from '@coachwork/contracts';
import type { Db, DbOrTx } from '../db/database';
import type { Logger } from '../logger';
import type { EventBus } from './bus';
import type { EventTables } from './tables';

/** Writes an event in the caller's transaction; the relay publishes it once that commits. */
export async function addToOutbox<S extends EventSubject>(
  tx: DbOrTx,
  tables: EventTables,
  subject: S,
  data: EventPayloads[S],
): Promise<EventEnvelope<S>> {
  const envelope: EventEnvelope<S> = {
    id: randomUUID(),
    subject,
    occurredAt: new Date().toISOString(),
    version: EVENT_VERSION,
    data,
  };
  await tx.insert(tables.outbox).values({
    id: envelope.id,
    subject,
    envelope: envelope as unknown as EventEnvelope,
    occurredAt: new Date(envelope.occurredAt),
  });
  return envelope;
}

export interface RelayOptions {
  intervalMs?: number;
  batchSize?: number;
}

/**
 * Publishes unsent outbox rows in order and marks them sent once the bus acknowledged them. When the
 * bus is down the rows stay unsent and the relay backs off, then resumes where it stopped.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private stopped = true;
  private failures = 0;

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
    if (this.stopped || this.current) return;
    this.schedule(0);
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.current = this.drain().finally(() => {
        this.current = undefined;
        if (!this.stopped) {
          const base = this.options.intervalMs ?? 250;
          this.schedule(this.failures ? Math.min(base * 2 ** this.failures, 5000) : base);
        }
      });
    }, delay);
  }

  /** Publishes everything pending; returns when the outbox is empty or the bus refuses. */
  async drain(): Promise<void> {
    const batchSize = this.options.batchSize ?? 100;
    for (;;) {
      const rows = await this.db
        .select()
        .from(this.tables.outbox)
        .where(isNull(this.tables.outbox.sentAt))
        .orderBy(asc(this.tables.outbox.occurredAt), asc(this.tables.outbox.id))
        .limit(batchSize);
      if (!rows.length) return;
      // Marked sent together after the batch (or after the part that went out): one UPDATE instead of
      // one per event. A crash in between publishes those again, which the consumers' inbox (and
      // JetStream's Nats-Msg-Id window) turn into no-ops.
      const sent: string[] = [];
      try {
        for (const row of rows) {
          try {
            await this.bus.publish(row.envelope);
          } catch (err) {
            this.failures += 1;
            await this.db
              .update(this.tables.outbox)
              .set({
                attempts: sql`${this.tables.outbox.attempts} + 1`,
                lastError: String((err as Error)?.message ?? err),
              })
              .where(eq(this.tables.outbox.id, row.id))
              .catch(() => undefined);
            if (this.failures === 1 || this.failures % 20 === 0) {
              this.logger.warn(
                { err, eventId: row.id, subject: row.subject },
                'event publish failed; will retry',
              );
            }
            return;
          }
          this.failures = 0;
          sent.push(row.id);
        }
      } finally {
        if (sent.length)
          await this.db
            .update(this.tables.outbox)
            .set({ sentAt: new Date() })
            .where(inArray(this.tables.outbox.id, sent));
      }
      if (rows.length < batchSize) return;
    }
  }

  async pending(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(this.tables.outbox)
      .where(isNull(this.tables.outbox.sentAt));
    return row?.n ?? 0;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
  }
}
