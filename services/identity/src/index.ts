export {
  createApp,
  DEFAULT_SESSION_TTL_MS,
  type IdentityHandle,
  type IdentityMailOptions,
  type IdentityOptions,
} from './app';
export { readConfig, type IdentityConfig } from './config';
export type { SessionView, SignedIn, SessionMeta } from './domain/sessions/sessions';
export type { UserDto } from './data/user.repository';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/seed';
