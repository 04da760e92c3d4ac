export { createApp } from './app';
export { readConfig, type TenantsConfig } from './config';
