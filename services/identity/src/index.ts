export {
  createApp,
  DEFAULT_SESSION_TTL_MS,
  type IdentityHandle,
  type IdentityMailOptions,
  type IdentityOptions,
} from './app';
export { readConfig, type IdentityConfig } from './config';
export type {
  GuestAccount,
  GuestAccountInput,
  SessionView,
  SignedIn,
  SessionMeta,
  ProviderIdentity,
} from './domain/sessions/sessions';
export { PROVIDER_EMAIL_UNVERIFIED } from './domain/sessions/sessions';
export type { UserDto } from './data/user.repository';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/seed';
export {
  claimFile,
  fileUrl,
  sweepTempFiles,
  TEMP_FILE_MAX_AGE_MS,
  type FileUseCases,
} from './domain/files/files';
export { diskStorage, type FileStorage, type StoredStat } from './files/file-storage';
export { sniffImageType } from './domain/files/image-type';
export { IDENTITY_API } from './http/identity.api';
export { USER_DATA_SCHEMA } from './http/identity-data.schemas';
