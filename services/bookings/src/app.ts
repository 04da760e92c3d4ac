import path from 'node:path';
import {
  createMailer,
  createService,
  type Mailer,
  type ServiceHandle,
  type ServiceRuntime,
} from '@coachwork/service-kit';
import { BOOKING_HOLD_MINUTES_DEFAULT } from '@coachwork/contracts';
import { eventStore, SCHEMA } from './data/schema';
import type { BookingsContext } from './domain/context';
import { workshopTemplateSubscription } from './events/workshop-template.subscriber';
import { workshopScheduleSubscription } from './events/workshop-schedule.subscriber';
import { identityUserSubscription } from './events/identity-user.subscriber';
import { bookingRoutes } from './http/bookings.routes';
import { bookingSeatRoutes } from './http/booking-seats.routes';
import { invitationRoutes } from './http/invitations.routes';
import { startSweeper, type Sweeper } from './domain/bookings/booking-sweeper';

export interface BookingsMailOptions {
  /** Unset: mail is only written under `${dataDir}/mail/` and logged. */
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  production: boolean;
}

export interface BookingsOptions {
  /** Minutes a booking with an amount to pay holds its seats (`BOOKING_HOLD_MINUTES`). */
  holdMinutes?: number;
  /** ISO 4217 code of every amount (`CURRENCY`). */
  currency?: string;
  /** Where people open the product; invitation links point there. */
  appUrl?: string;
  mail?: BookingsMailOptions;
  /** The clock of holds, starts and invitation expiry; tests move it instead of waiting. */
  now?: () => Date;
  /** How often expired holds, ended schedules and old invitations are swept; 0 turns the timer off. */
  sweepIntervalMs?: number;
}

export interface BookingsHandle extends ServiceHandle {
  context: BookingsContext;
  mailer: Mailer;
  /** Runs one sweep now (tests, after moving the clock). */
  sweep(): Promise<{ expired: number; completed: number }>;
}

export const DEFAULT_SWEEP_INTERVAL_MS = 15_000;

export async function createApp(
  runtime: ServiceRuntime,
  options: BookingsOptions = {},
): Promise<BookingsHandle> {
  const db = runtime.database.db;
  const mailer = createMailer({
    ...(options.mail ?? {
      from: 'Coachwork <no-reply@coachwork.localhost>',
      dataDir: './data',
      production: false,
    }),
    logger: runtime.logger,
  });
  const ctx: BookingsContext = {
    db,
    now: options.now ?? (() => new Date()),
    holdMinutes: options.holdMinutes ?? BOOKING_HOLD_MINUTES_DEFAULT,
    currency: options.currency ?? 'EUR',
    appUrl: options.appUrl ?? 'http://localhost:3000',
    mailer,
  };
  const handle = await createService(runtime, {
    name: 'bookings',
    schema: SCHEMA,
    // SQL files stay in src/ (tsc does not copy them); this resolves from src/ and dist/ alike.
    migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
    events: eventStore,
    // Schedules, templates and users come from the other services' events, never their tables.
    subscriptions: [
      workshopTemplateSubscription(db),
      workshopScheduleSubscription(ctx),
      identityUserSubscription(db),
    ],
    routes(router, relay) {
      bookingRoutes(router, ctx, relay);
      bookingSeatRoutes(router, ctx, relay);
      invitationRoutes(router, ctx, relay);
    },
  });
  const nudge = () => handle.relay.nudge();
  let sweeper: Sweeper | undefined;
  const manual = startSweeper(ctx, 0, runtime.logger, nudge);
  return {
    ...handle,
    context: ctx,
    mailer,
    sweep: () => (sweeper ?? manual).runOnce(),
    async start() {
      await handle.start();
      sweeper ??= startSweeper(
        ctx,
        options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS,
        runtime.logger,
        nudge,
      );
    },
    async stop() {
      await sweeper?.stop();
      sweeper = undefined;
      await manual.stop();
      await handle.stop();
      await mailer.close();
    },
  };
}
