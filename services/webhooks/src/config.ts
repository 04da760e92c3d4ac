import * as yup from 'yup';
import { loadConfig, sharedEnv } from '@coachwork/service-kit';

const schema = yup.object({
  ...sharedEnv,
  PORT: yup.number().integer().min(0).max(65535).default(4105),
  HOST: yup.string().default('127.0.0.1'),
});

export type WebhooksConfig = yup.InferType<typeof schema>;

export function readConfig(env: Record<string, string | undefined> = process.env): WebhooksConfig {
  return loadConfig(schema, env);
}
