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
import { auditCopySubscriptions } from './events/audit.subscriber';
import { workshopSubscription } from './events/workshop.subscriber';
import { bookingConfirmedMailSubscription } from './events/booking-confirmed-mail.subscriber';
import { paymentReturnedMailSubscription } from './events/payment-returned-mail.subscriber';
import {
  bookingCancelledMailSubscription,
  refundMailSubscription,
  seatCancelledMailSubscription,
} from './events/after-sale-mail.subscriber';
import { scheduleShortMailSubscription } from './events/schedule-short-mail.subscriber';
import { reminderMailSubscription } from './events/reminder-mail.subscriber';
import { workshopScheduleSubscription } from './events/workshop-schedule.subscriber';
import { identityUserSubscription } from './events/identity-user.subscriber';
import { bookingRoutes } from './http/bookings.routes';
import { auditLogRoutes } from './http/audit-log.routes';
import { reviewRoutes } from './http/reviews.routes';
import {
  reviewHiddenMailSubscription,
  reviewRequestMailSubscription,
} from './events/review-mail.subscriber';
import { bookingSeatRoutes } from './http/booking-seats.routes';
import { waitlistRoutes } from './http/waitlist.routes';
import {
  waitlistJoinedMailSubscription,
  waitlistNudgeSubscription,
  waitlistOfferMailSubscription,
} from './events/waitlist.subscriber';
import { checkInRoutes } from './http/check-ins.routes';
import { cancelQuoteRoutes } from './http/cancel-quotes.routes';
import { moveRoutes } from './http/moves.routes';
import { invitationRoutes } from './http/invitations.routes';
import { startSweeper, type InTurn, type Sweeper, type SweepResult } from './domain/bookings/booking-sweeper';
import type { PaymentsContext } from './domain/payments/payments-context';
import { bookingPaymentRoutes } from './http/booking-payments.routes';
import { paymentMethodRoutes } from './http/payment-methods.routes';
import { paymentWebhookRoutes } from './http/payment-webhooks.routes';
import { publicPaymentRoutes } from './http/public-payments.routes';
import { guestCheckoutRoutes } from './http/guest-checkout.routes';
import { voucherRoutes } from './http/vouchers.routes';
import { dashboardRoutes } from './http/dashboard.routes';
import { payoutRoutes } from './http/payouts.routes';
import { metricsSubscriptions } from './events/metrics.subscriber';
import {
  PAYOUT_DELAY_DAYS_DEFAULT,
  PLATFORM_FEE_PERCENT_DEFAULT,
  type PayoutSettings,
} from './domain/payouts/payout-figures';
import type { PaymentsOptions } from './payments.config';
import { paymentsContext } from './payments.wiring';
import { seedDemoHistory, seedDemoSoldOut } from './data/seed';
import { ticketCodes, type TicketSecrets } from './domain/tickets/ticket-code';

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
  /** `PLATFORM_FEE_PERCENT` (default 15) and `PAYOUT_DELAY_DAYS` (default 7). */
  payouts?: Partial<PayoutSettings>;
  /** Processor, tax, refunds and seller (from `paymentsOptions(config)`); defaults: the sandbox. */
  payments?: PaymentsOptions;
  /**
   * Demo mode: records the history of workshops' ended demo schedule (paid bookings, a refund) once it
   * and the demo booker have arrived, so the dashboard and the payouts have something to show; and fills
   * the sold-out demo date (DEMO_SOLD_OUT_SCHEDULE_ID) for the demo booker, so its waitlist can be tried.
   */
  demoHistory?: boolean;
  /** Tickets' signing secrets (`ticketSecretsOf(config)`); a fixed development secret when left out. */
  ticketSecrets?: TicketSecrets;
}

export interface BookingsHandle extends ServiceHandle {
  context: PaymentsContext;
  mailer: Mailer;
  /** Runs one sweep now (tests, after moving the clock). */
  sweep(): Promise<SweepResult>;
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
  const base: BookingsContext = {
    db,
    now: options.now ?? (() => new Date()),
    holdMinutes: options.holdMinutes ?? BOOKING_HOLD_MINUTES_DEFAULT,
    currency: options.currency ?? 'EUR',
    appUrl: options.appUrl ?? 'http://localhost:3000',
    mailer,
    payouts: {
      feePercent: options.payouts?.feePercent ?? PLATFORM_FEE_PERCENT_DEFAULT,
      delayDays: options.payouts?.delayDays ?? PAYOUT_DELAY_DAYS_DEFAULT,
    },
    tickets: ticketCodes(options.ticketSecrets ?? { current: 'coachwork-dev-ticket-secret-change-me' }),
  };
  const ctx = paymentsContext(base, options.payments);
  // Sweeps and the demo history take turns: the history books on a past clock, which a sweep in the
  // middle would read as holds long expired.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn: InTurn = (work) => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };
  let sweeper: Sweeper | undefined;
  const demoHistory = async () => {
    // Demo data is a convenience: a failure is logged, never allowed to stop the service.
    await inTurn(() => seedDemoSoldOut(ctx))
      .then((booked) => booked && runtime.logger.info('sold-out demo date booked'))
      .catch((err: unknown) => runtime.logger.warn({ err }, 'sold-out demo date not booked'));
    try {
      if (!(await inTurn(() => seedDemoHistory(ctx)))) return;
      runtime.logger.info('demo history recorded');
      // Completes the bookings and makes the payout now rather than at the next tick.
      await (sweeper ?? manual).runOnce();
      handle.relay.nudge();
    } catch (err) {
      // Demo data is a convenience: a failure is logged, never allowed to stop the service.
      runtime.logger.warn({ err }, 'demo history not recorded');
    }
  };
  const demo = options.demoHistory ? demoHistory : undefined;
  const handle = await createService(runtime, {
    name: 'bookings',
    schema: SCHEMA,
    // SQL files stay in src/ (tsc does not copy them); this resolves from src/ and dist/ alike.
    migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
    events: eventStore,
    // Schedules, templates and users come from the other services' events, never their tables.
    subscriptions: [
      workshopTemplateSubscription(db),
      workshopSubscription(db),
      workshopScheduleSubscription(ctx, { afterDemoSchedule: demo }),
      identityUserSubscription(db, { afterDemoBooker: demo }),
      bookingConfirmedMailSubscription(ctx),
      paymentReturnedMailSubscription(ctx),
      seatCancelledMailSubscription(ctx),
      bookingCancelledMailSubscription(ctx),
      refundMailSubscription(ctx),
      scheduleShortMailSubscription(ctx),
      reminderMailSubscription(ctx),
      reviewRequestMailSubscription(ctx),
      reviewHiddenMailSubscription(ctx),
      waitlistJoinedMailSubscription(ctx),
      waitlistOfferMailSubscription(ctx),
      waitlistNudgeSubscription(ctx, runtime.logger),
      // The dashboard's read model hears bookings' own events too, through the same bus.
      ...metricsSubscriptions(db),
      // The other services' audit entries, into the one log the console reads.
      ...auditCopySubscriptions(db),
    ],
    routes(router, relay) {
      bookingRoutes(router, ctx, relay);
      bookingSeatRoutes(router, ctx, relay);
      checkInRoutes(router, ctx, relay);
      cancelQuoteRoutes(router, ctx);
      moveRoutes(router, ctx, relay);
      invitationRoutes(router, ctx, relay);
      voucherRoutes(router, ctx, relay);
      publicPaymentRoutes(router, ctx);
      guestCheckoutRoutes(router, ctx, relay);
      paymentMethodRoutes(router, ctx);
      bookingPaymentRoutes(router, ctx, relay);
      paymentWebhookRoutes(router, ctx, relay, runtime.logger);
      dashboardRoutes(router, ctx);
      payoutRoutes(router, ctx, relay);
      auditLogRoutes(router, ctx);
      reviewRoutes(router, ctx, relay);
      waitlistRoutes(router, ctx, relay);
    },
  });
  const nudge = () => handle.relay.nudge();
  const manual = startSweeper(ctx, 0, runtime.logger, nudge, inTurn);
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
        inTurn,
      );
      // A restart after the schedule and the booker arrived but before the history was written.
      if (demo) void demo();
    },
    async stop() {
      await sweeper?.stop();
      sweeper = undefined;
      await manual.stop();
      await queue;
      await handle.stop();
      await mailer.close();
    },
  };
}
