export { createApp, type WebhooksHandle, type WebhooksOptions } from './app';
export { readConfig, type WebhooksConfig } from './config';
export { WEBHOOKS_API } from './http/webhooks.api';
export { SIGNATURE_HEADER, verifySignature } from './domain/signature';
