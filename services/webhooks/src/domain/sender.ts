// Sends what is due: claims a few deliveries at a time (FOR UPDATE SKIP LOCKED, then a short lease,
// so two replicas never send one at once and a sender that dies mid-send frees it when the lease
// ends), signs and posts each, and logs every attempt. A failure is retried with exponential backoff
// until three days after the event; an endpoint failing for a whole day is disabled and its owner mailed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Logger, Mailer } from '@coachwork/service-kit';
import { deliveries, deliveryAttempts, endpoints, type DeliveryRow, type EndpointRow } from '../data/schema';
import { endpointDisabledMail } from '../mail/endpoint-disabled.mail';
import { SIGNATURE_HEADER, sign } from './signature';
import { Agent, fetch } from 'undici';
import { guardedLookup, PRIVATE_ADDRESS_CODE, resolvesPublicly, type UrlPolicy } from './url-check';

export const RETRY_FOR_MS = 3 * 24 * 60 * 60 * 1000;
export const DISABLE_AFTER_MS = 24 * 60 * 60 * 1000;
export const EXCERPT_MAX = 1024;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 10;

/** The wait after the `attempts`-th failure: 30 s, 1 min, 2 min, … doubling, at most 6 h. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

export interface SenderOptions {
  db: Db;
  now: () => Date;
  logger: Logger;
  mailer: Mailer;
  urlPolicy: UrlPolicy;
  /** How often due retries are looked for; 0: only when nudged or run by hand. */
  intervalMs: number;
  /** How long one receiver may take to answer. */
  timeoutMs: number;
  appUrl: string;
}

export interface Sender {
  /** Sends everything due now; resolves with how many attempts were made. */
  runOnce(): Promise<number>;
  /** Something became due (a new delivery, a resend): send soon, without waiting for the timer. */
  nudge(): void;
  stop(): Promise<void>;
}

interface Outcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  durationMs: number;
}

export function startSender(o: SenderOptions): Sender {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        for (let batch = await claim(o); batch.length && !stopped; batch = await claim(o)) {
          await Promise.all(batch.map((row) => attempt(o, row.delivery, row.endpoint)));
          sent += batch.length;
        }
      } while (again && !stopped);
      return sent;
    })().finally(() => {
      running = undefined;
      // A nudge that came after the last claim but before this: not lost.
      if (again) kick();
    });
    return running;
  };
  const kick = () => {
    if (stopped) return;
    runOnce().catch((err: unknown) => o.logger.warn({ err }, 'webhook send failed'));
  };
  const timer = o.intervalMs > 0 ? setInterval(kick, o.intervalMs) : undefined;
  timer?.unref();
  return {
    runOnce,
    nudge: kick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

async function claim(o: SenderOptions): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow }[]> {
  const now = o.now();
  const lease = new Date(now.getTime() + LEASE_MS);
  const claimed = await o.db
    .update(deliveries)
    .set({ lockedUntil: lease })
    .where(
      sql`${deliveries.id} IN (
        SELECT d.id FROM webhooks.deliveries d JOIN webhooks.endpoints e ON e.id = d.endpoint_id
        WHERE d.status = 'pending' AND e.enabled AND d.next_attempt_at <= ${now}
          AND (d.locked_until IS NULL OR d.locked_until <= ${now})
        ORDER BY d.next_attempt_at
        LIMIT ${BATCH}
        FOR UPDATE OF d SKIP LOCKED)`,
    )
    .returning();
  if (!claimed.length) return [];
  const rows = await o.db
    .select()
    .from(endpoints)
    .where(inArray(endpoints.id, [...new Set(claimed.map((d) => d.endpointId))]));
  const byId = new Map(rows.map((e) => [e.id, e]));
  return claimed.flatMap((delivery) => {
    const endpoint = byId.get(delivery.endpointId);
    return endpoint ? [{ delivery, endpoint }] : [];
  });
}

/** One connection pool per policy, whose sockets connect only to addresses guardedLookup allowed. */
const agents = new WeakMap<UrlPolicy, Agent>();
function agentFor(policy: UrlPolicy): Agent {
  let agent = agents.get(policy);
  if (!agent) agents.set(policy, (agent = new Agent({ connect: { lookup: guardedLookup(policy) } })));
  return agent;
}

/** Posts one delivery and answers what happened; never throws. */
export async function post(
  url: string,
  secret: string,
  delivery: Pick<DeliveryRow, 'id' | 'body' | 'type'>,
  policy: UrlPolicy,
  timeoutMs: number,
): Promise<Outcome> {
  const started = performance.now();
  const done = (r: Omit<Outcome, 'durationMs'>): Outcome => ({
    ...r,
    durationMs: Math.round(performance.now() - started),
  });
  try {
    if (!(await resolvesPublicly(url, policy)))
      return done({ ok: false, statusCode: null, error: 'Refused: the address is private.', excerpt: null });
    const body = JSON.stringify(delivery.body);
    const res = await fetch(url, {
      method: 'POST',
      // A receiver that redirects is answering 3xx: not followed, so a redirect cannot lead inside.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      dispatcher: agentFor(policy),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Coachwork-Webhooks/1',
        [SIGNATURE_HEADER]: sign(secret, body, Math.floor(Date.now() / 1000)),
        'Coachwork-Event-Id': delivery.body.id,
        'Coachwork-Event-Type': delivery.type,
        'Coachwork-Delivery-Id': delivery.id,
      },
      body,
    });
    const excerpt = await readExcerpt(res);
    return done({ ok: res.status >= 200 && res.status < 300, statusCode: res.status, error: null, excerpt });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    const error =
      e.name === 'TimeoutError'
        ? `Timed out after ${timeoutMs} ms.`
        : e.cause?.code === PRIVATE_ADDRESS_CODE
          ? 'Refused: the address is private.'
          : (e.cause?.code ?? e.message).slice(0, 200);
    return done({ ok: false, statusCode: null, error, excerpt: null });
  }
}

/** At most EXCERPT_MAX characters of the answer; the rest is not read. */
async function readExcerpt(res: Awaited<ReturnType<typeof fetch>>): Promise<string | null> {
  if (!res.body) return null;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < EXCERPT_MAX) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text ? text.slice(0, EXCERPT_MAX) : null;
}

async function attempt(o: SenderOptions, delivery: DeliveryRow, endpoint: EndpointRow): Promise<void> {
  const outcome = await post(endpoint.url, endpoint.secret, delivery, o.urlPolicy, o.timeoutMs);
  const now = o.now();
  const attempts = delivery.attempts + 1;
  const retryAt = new Date(now.getTime() + backoffMs(attempts));
  const giveUp = !outcome.ok && retryAt.getTime() > delivery.createdAt.getTime() + RETRY_FOR_MS;
  const disabled = await o.db.transaction(async (tx) => {
    await tx.insert(deliveryAttempts).values({
      deliveryId: delivery.id,
      attemptedAt: now,
      statusCode: outcome.statusCode,
      error: outcome.error,
      responseExcerpt: outcome.excerpt,
      durationMs: outcome.durationMs,
    });
    await tx
      .update(deliveries)
      .set({
        attempts,
        lockedUntil: null,
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error,
        lastResponseExcerpt: outcome.excerpt,
        status: outcome.ok ? 'delivered' : giveUp ? 'failed' : 'pending',
        deliveredAt: outcome.ok ? now : null,
        nextAttemptAt: outcome.ok || giveUp ? null : retryAt,
        updatedAt: now,
      })
      .where(eq(deliveries.id, delivery.id));
    if (outcome.ok) {
      await tx.update(endpoints).set({ failingSince: null }).where(eq(endpoints.id, endpoint.id));
      return undefined;
    }
    const [e] = await tx
      .update(endpoints)
      .set({ failingSince: sql`coalesce(${endpoints.failingSince}, ${now})` })
      .where(eq(endpoints.id, endpoint.id))
      .returning();
    if (!e?.enabled || !e.failingSince || now.getTime() - e.failingSince.getTime() < DISABLE_AFTER_MS)
      return undefined;
    const [off] = await tx
      .update(endpoints)
      .set({
        enabled: false,
        disabledReason: `Every delivery failed for a day (since ${e.failingSince.toISOString()}).`,
        updatedAt: now,
      })
      .where(and(eq(endpoints.id, endpoint.id), eq(endpoints.enabled, true)))
      .returning();
    return off;
  });
  if (disabled) {
    o.logger.warn({ endpointId: disabled.id }, 'webhook endpoint disabled after a day of failures');
    if (disabled.ownerEmail) o.mailer.dispatch(endpointDisabledMail(disabled, o.appUrl));
  }
}
