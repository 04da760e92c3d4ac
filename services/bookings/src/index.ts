export { createApp, type BookingsHandle, type BookingsOptions } from './app';
export { readConfig, bookingsEnv, type BookingsConfig } from './config';
