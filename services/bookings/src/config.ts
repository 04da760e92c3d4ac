import * as yup from 'yup';
import { BOOKING_HOLD_MINUTES_DEFAULT } from '@coachwork/contracts';
import { loadConfig, sharedEnv } from '@coachwork/service-kit';

/** Variables of the bookings service; the gateway repeats them to configure embedded mode. */
export const bookingsEnv = {
  /** Minutes a booking with an amount to pay holds its seats before it is cancelled ('Hold expired'). */
  BOOKING_HOLD_MINUTES: yup
    .number()
    .typeError('BOOKING_HOLD_MINUTES must be a whole number of minutes')
    .integer('BOOKING_HOLD_MINUTES must be a whole number of minutes')
    .min(1, 'BOOKING_HOLD_MINUTES must be at least 1')
    .max(24 * 60, 'BOOKING_HOLD_MINUTES must be at most 1440')
    .default(BOOKING_HOLD_MINUTES_DEFAULT),
  /** ISO 4217 code every amount is in. */
  CURRENCY: yup
    .string()
    .uppercase()
    .matches(/^[A-Z]{3}$/, 'CURRENCY must be a three-letter ISO 4217 code like EUR')
    .default('EUR'),
};

const schema = yup.object({
  ...sharedEnv,
  ...bookingsEnv,
  PORT: yup.number().integer().min(0).max(65535).default(4104),
  HOST: yup.string().default('127.0.0.1'),
});

export type BookingsConfig = yup.InferType<typeof schema>;

export function readConfig(env: Record<string, string | undefined> = process.env): BookingsConfig {
  return loadConfig(schema, env);
}
