import { configOrExit, runStandalone } from '@coachwork/service-kit';
import { createApp } from './app';
import { readConfig } from './config';
import { paymentsOptions } from './payments.config';

const config = configOrExit(() => readConfig());
void runStandalone('bookings', config, (runtime) =>
  createApp(runtime, { payments: paymentsOptions(config) }),
);
