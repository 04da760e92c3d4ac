export { createApp } from './app';
export { readConfig, type BookingsConfig } from './config';
