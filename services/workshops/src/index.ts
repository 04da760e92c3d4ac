export { createApp } from './app';
export { readConfig, type WorkshopsConfig } from './config';
export * as workshopsSchema from './data/schema';
export { seedDemoSchedules, seedDemoPastSchedule, seedDemoSoldOutSchedule, DEMO_COACH_USERNAME } from './data/seed';
export { WORKSHOPS_API } from './http/workshops.api';
