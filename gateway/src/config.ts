// The gateway's configuration: the only reader of process.env in the gateway (and, in embedded
// mode, the one that configures the services it mounts).
import * as yup from 'yup';
import { assertProductionSecrets, ConfigError, loadConfig, sharedEnv } from '@coachwork/service-kit';
import { bookingsEnv } from '@coachwork/service-bookings';
import type { ConsoleAssetsOptions } from './console-assets';

// URL.canParse, not yup's url(): that one refuses a host without a dot, and on Kubernetes a service
// is reached by its Service name (http://identity:4101).
const url = () =>
  yup
    .string()
    .test(
      'url',
      'must be a URL like http://127.0.0.1:4101',
      (v) => v == null || (/^https?:\/\/[^/]/.test(v) && URL.canParse(v)),
    );
const manifestUrl = () =>
  yup
    .string()
    .url(
      "must be the URL of a remote's mf-manifest.json, like https://cdn.example.com/tenants/mf-manifest.json",
    );

const schema = yup.object({
  ...sharedEnv,
  // Embedded mode configures the bookings service it mounts.
  ...bookingsEnv,
  PORT: yup.number().integer().min(0).max(65535).default(3000),
  HOST: yup.string().default('127.0.0.1'),
  /** Signs the session cookie and binds CSRF tokens to it. */
  SESSION_SECRET: yup
    .string()
    .min(16, 'SESSION_SECRET must be at least 16 characters')
    .default('coachwork-dev-session-secret-change-me'),
  SESSION_TTL_DAYS: yup.number().integer().min(1).max(365).default(14),
  /** Secure cookies: on by default in production. */
  COOKIE_SECURE: yup.boolean().optional(),
  TRUST_PROXY: yup.string().default('false'),
  AUTH_RATE_LIMIT_MAX: yup.number().integer().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: yup.number().integer().min(1000).default(60_000),
  /** Mailed codes and links: per address (whoever asks) and per caller address (whatever it asks for). */
  MAIL_RATE_LIMIT_MAX: yup.number().integer().min(1).default(5),
  MAIL_RATE_LIMIT_IP_MAX: yup.number().integer().min(1).default(20),
  MAIL_RATE_LIMIT_WINDOW_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(15 * 60_000),
  API_RATE_LIMIT_MAX: yup.number().integer().min(1).default(1200),
  UPSTREAM_TIMEOUT_MS: yup.number().integer().min(100).default(10_000),
  /** Distributed mode: where each service listens. Set all five, or none for embedded mode. */
  IDENTITY_URL: url().optional(),
  TENANTS_URL: url().optional(),
  WORKSHOPS_URL: url().optional(),
  BOOKINGS_URL: url().optional(),
  WEBHOOKS_URL: url().optional(),
  /** A console remote deployed on its own host: the URL of its mf-manifest.json. */
  REMOTE_MFE_IDENTITY_URL: manifestUrl().optional(),
  REMOTE_MFE_TENANTS_URL: manifestUrl().optional(),
  REMOTE_MFE_WORKSHOPS_URL: manifestUrl().optional(),
  REMOTE_MFE_BOOKINGS_URL: manifestUrl().optional(),
  /** Demo accounts and catalogue; never in production. */
  SEED_DEMO: yup.boolean().optional(),
  /** Demo schedules for the demo workshops (with SEED_DEMO; tests turn them off for an empty catalogue). */
  SEED_DEMO_SCHEDULES: yup.boolean().optional(),
  /** The demo tenant with its members and job postings (with SEED_DEMO; tests turn it off). */
  SEED_DEMO_TENANT: yup.boolean().optional(),
  /** Check every /v1 answer against the OpenAPI document (on by default outside production, never in it). */
  VALIDATE_RESPONSES: yup.boolean().optional(),
});

/** An external OpenID provider people may sign in with (`/v1/auth/connect/{name}/...`). */
export interface OAuthProviderConfig {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

/**
 * Providers come from `OAUTH_<NAME>_ISSUER`, `OAUTH_<NAME>_CLIENT_ID`, `OAUTH_<NAME>_CLIENT_SECRET` and
 * optionally `OAUTH_<NAME>_SCOPE`; the provider is called `<name>` in lower case with `-` for `_`.
 */
export function readOAuthProviders(env: Record<string, string | undefined>): OAuthProviderConfig[] {
  const problems: string[] = [];
  const providers: OAuthProviderConfig[] = [];
  for (const key of Object.keys(env).sort()) {
    const m = /^OAUTH_([A-Z0-9_]+)_ISSUER$/.exec(key);
    if (!m || !env[key]) continue;
    const prefix = `OAUTH_${m[1]}`;
    const issuer = env[key]!;
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!/^https?:\/\//.test(issuer) || !URL.canParse(issuer)) {
      problems.push(`${key}: must be the provider's issuer URL, like https://accounts.example.com`);
    }
    if (!clientId) problems.push(`${prefix}_CLIENT_ID: required when ${key} is set`);
    if (!clientSecret) problems.push(`${prefix}_CLIENT_SECRET: required when ${key} is set`);
    providers.push({
      name: m[1]!.toLowerCase().replace(/_/g, '-'),
      issuer,
      clientId: clientId ?? '',
      clientSecret: clientSecret ?? '',
      scope: env[`${prefix}_SCOPE`] || 'openid email profile',
    });
  }
  if (problems.length) throw new ConfigError(problems);
  return providers;
}

export type GatewayConfig = yup.InferType<typeof schema> & {
  /** External OpenID providers, from the OAUTH_<NAME>_* variables. */
  oauthProviders: OAuthProviderConfig[];
  mode: 'embedded' | 'distributed';
  cookieSecure: boolean;
  seedDemo: boolean;
  seedDemoSchedules: boolean;
  seedDemoTenant: boolean;
  production: boolean;
  /** Answers are checked against GET /v1/openapi.json (gateway/src/response-check.ts). */
  validateResponses: boolean;
  /** Remote name → manifest URL, for the remotes that live on their own hosts. */
  remoteUrls: NonNullable<ConsoleAssetsOptions['remoteUrls']>;
};

/**
 * Where people open the product when APP_URL is unset: this gateway's own address, so mailed links,
 * robots.txt and og:url point at the running product whatever port it listens on.
 */
export function localAppUrl(host: string, port: number): string {
  const name = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(host) ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

export function readConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const c = loadConfig(schema, env);
  const urls = [c.IDENTITY_URL, c.TENANTS_URL, c.WORKSHOPS_URL, c.BOOKINGS_URL, c.WEBHOOKS_URL];
  const given = urls.filter(Boolean).length;
  if (given !== 0 && given !== urls.length) {
    throw new Error(
      'Invalid configuration:\n  - set all of IDENTITY_URL, TENANTS_URL, WORKSHOPS_URL, BOOKINGS_URL and WEBHOOKS_URL (distributed mode) or none (embedded mode)',
    );
  }
  const production = c.NODE_ENV === 'production';
  assertProductionSecrets(c.NODE_ENV, {
    SESSION_SECRET: c.SESSION_SECRET,
    INTERNAL_TOKEN_SECRET: c.INTERNAL_TOKEN_SECRET,
  });
  return {
    ...c,
    APP_URL: env.APP_URL ? c.APP_URL : localAppUrl(c.HOST, c.PORT),
    oauthProviders: readOAuthProviders(env),
    mode: given === urls.length ? 'distributed' : 'embedded',
    cookieSecure: c.COOKIE_SECURE ?? production,
    seedDemo: production ? false : (c.SEED_DEMO ?? true),
    seedDemoSchedules: production ? false : (c.SEED_DEMO ?? true) && (c.SEED_DEMO_SCHEDULES ?? true),
    seedDemoTenant: production ? false : (c.SEED_DEMO ?? true) && (c.SEED_DEMO_TENANT ?? true),
    production,
    validateResponses: production ? false : (c.VALIDATE_RESPONSES ?? true),
    remoteUrls: {
      mfe_identity: c.REMOTE_MFE_IDENTITY_URL,
      mfe_tenants: c.REMOTE_MFE_TENANTS_URL,
      mfe_workshops: c.REMOTE_MFE_WORKSHOPS_URL,
      mfe_bookings: c.REMOTE_MFE_BOOKINGS_URL,
    },
  };
}
