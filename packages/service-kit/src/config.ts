// Typed configuration: the caller passes the environment in, so each service's config.ts stays the
// only reader of process.env. A bad or missing value stops the process with one clear message.
import * as yup from 'yup';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig<S extends yup.AnyObjectSchema>(
  schema: S,
  env: Record<string, string | undefined>,
): yup.InferType<S> {
  // Empty strings count as unset, as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  try {
    return schema.validateSync(cleaned, { abortEarly: false, stripUnknown: true }) as yup.InferType<S>;
  } catch (err) {
    if (err instanceof yup.ValidationError) {
      throw new ConfigError(
        err.inner.length ? err.inner.map((e) => `${e.path}: ${e.message}`) : [err.message],
      );
    }
    throw err;
  }
}

/** Variables every service and the gateway share, with their defaults. */
export const sharedEnv = {
  NODE_ENV: yup.string().oneOf(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: yup
    .string()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  /** `postgres://...` selects node-postgres; unset selects embedded PGlite under DATA_DIR. */
  DATABASE_URL: yup.string().optional(),
  DATA_DIR: yup.string().default('./data'),
  /** `nats://...` selects JetStream; unset selects the in-process bus. */
  NATS_URL: yup.string().optional(),
  /** Copies of the event stream when the bus first makes it: 3 on a 3-node JetStream cluster. */
  NATS_STREAM_REPLICAS: yup
    .number()
    .typeError('NATS_STREAM_REPLICAS must be 1, 3 or 5')
    .oneOf([1, 3, 5], 'NATS_STREAM_REPLICAS must be 1, 3 or 5')
    .default(1),
  /** Where GET /metrics (Prometheus) listens, on HOST; unset: no metrics. Never the public port. */
  METRICS_PORT: yup
    .number()
    .typeError('METRICS_PORT must be a port number')
    .integer('METRICS_PORT must be a port number')
    .min(0, 'METRICS_PORT must be a port number')
    .max(65535, 'METRICS_PORT must be a port number')
    .optional(),
  /** Outgoing mail server, `smtp://host:port`; unset keeps mail as files under DATA_DIR/mail. */
  SMTP_URL: yup
    .string()
    .matches(/^smtps?:\/\/./, 'SMTP_URL must look like smtp://host:port or smtps://user:pass@host:port')
    .optional(),
  MAIL_FROM: yup.string().default('Coachwork <no-reply@coachwork.localhost>'),
  /** Where people open the product; links in mail point here. */
  // URL.canParse, not yup's url(): that one refuses http://localhost:3000.
  APP_URL: yup
    .string()
    .test(
      'url',
      'APP_URL must be a URL like https://coachwork.example.com',
      (v) => v == null || (/^https?:\/\//.test(v) && URL.canParse(v)),
    )
    .default('http://localhost:3000'),
  /** Signs the internal token the gateway hands to services. */
  INTERNAL_TOKEN_SECRET: yup
    .string()
    .min(16, 'INTERNAL_TOKEN_SECRET must be at least 16 characters')
    .default('coachwork-dev-internal-secret-change-me'),
};

/** Refuses the development default secrets in production. */
export function assertProductionSecrets(nodeEnv: string, secrets: Record<string, string>): void {
  if (nodeEnv !== 'production') return;
  const weak = Object.entries(secrets)
    .filter(([, v]) => v.includes('dev') && v.includes('change-me'))
    .map(([k]) => `${k}: set a real secret in production`);
  if (weak.length) throw new ConfigError(weak);
}
