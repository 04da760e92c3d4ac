import * as yup from 'yup';
import { loadConfig, sharedEnv } from '@coachwork/service-kit';
import { paymentsEnv } from './payments.config';

const schema = yup.object({
  ...sharedEnv,
  ...paymentsEnv,
  PORT: yup.number().integer().min(0).max(65535).default(4104),
  HOST: yup.string().default('127.0.0.1'),
});

export type BookingsConfig = yup.InferType<typeof schema>;

export function readConfig(env: Record<string, string | undefined> = process.env): BookingsConfig {
  return loadConfig(schema, env);
}
