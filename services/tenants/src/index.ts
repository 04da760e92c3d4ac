export { createApp, type TenantsHandle, type TenantsOptions } from './app';
export { readConfig, type TenantsConfig } from './config';
export { TENANTS_API } from './http/tenants.api';
