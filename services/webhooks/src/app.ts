import path from 'node:path';
import {
  createMailer,
  createService,
  type Mailer,
  type ServiceHandle,
  type ServiceRuntime,
} from '@coachwork/service-kit';
import { eventStore, SCHEMA } from './data/schema';
import { startSender, type Sender } from './domain/sender';
import type { UrlPolicy } from './domain/url-check';
import { fanOutSubscription } from './events/fan-out.subscriber';
import { webhookRoutes } from './http/webhooks.routes';

export interface WebhooksOptions {
  /** Mail to an endpoint's owner when it is disabled; unset: written under `./data/mail` and logged. */
  mail?: { smtpUrl?: string | undefined; from: string; dataDir: string; production: boolean };
  /** Where people open the product; the disabled-endpoint mail links the console there. */
  appUrl?: string;
  /** http:// to localhost allowed (outside production). */
  allowLoopback?: boolean;
  /** The clock of due retries and the day before disabling; tests move it instead of waiting. */
  now?: () => Date;
  /** How often due retries are looked for; 0 turns the timer off (tests call sendDue()). */
  sendIntervalMs?: number;
  /** How long a receiver may take to answer. */
  timeoutMs?: number;
}

export interface WebhooksHandle extends ServiceHandle {
  mailer: Mailer;
  /** Sends everything due now (tests, after moving the clock). */
  sendDue(): Promise<number>;
}

export const DEFAULT_SEND_INTERVAL_MS = 5_000;

export async function createApp(
  runtime: ServiceRuntime,
  options: WebhooksOptions = {},
): Promise<WebhooksHandle> {
  const db = runtime.database.db;
  const now = options.now ?? (() => new Date());
  const urlPolicy: UrlPolicy = { allowLoopback: options.allowLoopback ?? false };
  const mailer = createMailer({
    ...(options.mail ?? {
      from: 'Coachwork <no-reply@coachwork.localhost>',
      dataDir: './data',
      production: false,
    }),
    logger: runtime.logger,
  });
  const senderOptions = {
    db,
    now,
    logger: runtime.logger,
    mailer,
    urlPolicy,
    timeoutMs: options.timeoutMs ?? 10_000,
    appUrl: options.appUrl ?? 'http://localhost:3000',
  };
  // Until start(), sends happen only when asked (a nudge, sendDue()); start() adds the timer.
  const manual = startSender({ ...senderOptions, intervalMs: 0 });
  let sender: Sender | undefined;
  const nudge = () => (sender ?? manual).nudge();
  const handle = await createService(runtime, {
    name: 'webhooks',
    schema: SCHEMA,
    // SQL files stay in src/ (tsc does not copy them); this resolves from src/ and dist/ alike.
    migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
    events: eventStore,
    // Every event, as any outside subscriber hears them.
    subscriptions: [fanOutSubscription(db, { now, afterFanOut: nudge })],
    routes(router) {
      webhookRoutes(router, { db, now, urlPolicy, nudge });
    },
  });
  return {
    ...handle,
    mailer,
    sendDue: () => (sender ?? manual).runOnce(),
    async start() {
      await handle.start();
      sender ??= startSender({
        ...senderOptions,
        intervalMs: options.sendIntervalMs ?? DEFAULT_SEND_INTERVAL_MS,
      });
    },
    async stop() {
      await sender?.stop();
      sender = undefined;
      await manual.stop();
      await handle.stop();
      await mailer.close();
    },
  };
}
