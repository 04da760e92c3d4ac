import { configOrExit, runStandalone } from '@coachwork/service-kit';
import { createApp } from './app';
import { readConfig } from './config';
import { paymentsOptions } from './payments.config';
import { ticketSecretsOf } from './domain/tickets/ticket-code';
import { movableClock } from './domain/clock';

const config = configOrExit(() => readConfig());
void runStandalone('bookings', config, (runtime) =>
  createApp(runtime, {
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    currency: config.CURRENCY,
    appUrl: config.APP_URL,
    mail: {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      production: config.NODE_ENV === 'production',
    },
    payouts: { feePercent: config.PLATFORM_FEE_PERCENT, delayDays: config.PAYOUT_DELAY_DAYS },
    payments: paymentsOptions(config),
    ticketSecrets: ticketSecretsOf(config),
    // As workshops seeds its demo schedules: everywhere but production.
    demoHistory: config.NODE_ENV !== 'production',
    ...(config.TEST_CLOCK && { now: movableClock(config.DATA_DIR) }),
  }),
);
