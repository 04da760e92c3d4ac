import { configOrExit, runStandalone } from '@coachwork/service-kit';
import { createApp } from './app';
import { readConfig } from './config';

const config = configOrExit(() => readConfig());
void runStandalone('workshops', config, (runtime) =>
  createApp(runtime, { seedDemo: config.NODE_ENV !== 'production', appUrl: config.APP_URL }),
);
