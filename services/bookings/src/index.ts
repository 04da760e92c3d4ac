export { createApp, type BookingsHandle, type BookingsOptions } from './app';
export { readConfig, bookingsEnv, type BookingsConfig } from './config';
export { paymentsEnv, paymentsOptions, type PaymentsOptions } from './payments.config';
export { BOOKINGS_API } from './http/bookings.api';
export { seedDemoHistory } from './data/seed';
export { ticketSecretsOf, type TicketSecrets } from './domain/tickets/ticket-code';
export { movableClock } from './domain/clock';
