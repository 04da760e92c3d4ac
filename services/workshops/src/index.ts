export { createApp } from './app';
export { readConfig, type WorkshopsConfig } from './config';
export * as workshopsSchema from './data/schema';
