export { createApp } from './app';
export { readConfig, type BookingsConfig } from './config';
export { paymentsEnv, paymentsOptions, type PaymentsOptions } from './payments.config';
