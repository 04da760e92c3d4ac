import { configOrExit, runStandalone } from '@coachwork/service-kit';
import { createApp } from './app';
import { readConfig } from './config';

const config = configOrExit(() => readConfig());
void runStandalone('webhooks', config, (runtime) =>
  createApp(runtime, {
    appUrl: config.APP_URL,
    allowLoopback: config.NODE_ENV !== 'production',
    mail: {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      production: config.NODE_ENV === 'production',
    },
  }),
);
