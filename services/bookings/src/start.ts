import { configOrExit, runStandalone } from '@coachwork/service-kit';
import { createApp } from './app';
import { readConfig } from './config';

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
  }),
);
