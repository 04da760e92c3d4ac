import * as yup from 'yup';
import { BOOKING_HOLD_MINUTES_DEFAULT } from '@coachwork/contracts';
import { loadConfig, sharedEnv } from '@coachwork/service-kit';
import { paymentsEnv } from './payments.config';
import { PAYOUT_DELAY_DAYS_DEFAULT, PLATFORM_FEE_PERCENT_DEFAULT } from './domain/payouts/payout-figures';

/**
 * Variables of the bookings service; the gateway repeats them to configure embedded mode. `CURRENCY`
 * and the payment, tax, refund and seller settings come from `paymentsEnv` (one copy of each rule).
 */
export const bookingsEnv = {
  /** Minutes a booking with an amount to pay holds its seats before it is cancelled ('Hold expired'). */
  BOOKING_HOLD_MINUTES: yup
    .number()
    .typeError('BOOKING_HOLD_MINUTES must be a whole number of minutes')
    .integer('BOOKING_HOLD_MINUTES must be a whole number of minutes')
    .min(1, 'BOOKING_HOLD_MINUTES must be at least 1')
    .max(24 * 60, 'BOOKING_HOLD_MINUTES must be at most 1440')
    .default(BOOKING_HOLD_MINUTES_DEFAULT),
  /** The platform's share of what bookers paid and kept paid, in percent (whole numbers). */
  PLATFORM_FEE_PERCENT: yup
    .number()
    .typeError('PLATFORM_FEE_PERCENT must be a whole number from 0 to 100')
    .integer('PLATFORM_FEE_PERCENT must be a whole number from 0 to 100')
    .min(0, 'PLATFORM_FEE_PERCENT must be a whole number from 0 to 100')
    .max(100, 'PLATFORM_FEE_PERCENT must be a whole number from 0 to 100')
    .default(PLATFORM_FEE_PERCENT_DEFAULT),
  /** Days after a schedule's end when its coach's payout falls due. */
  PAYOUT_DELAY_DAYS: yup
    .number()
    .typeError('PAYOUT_DELAY_DAYS must be a whole number of days from 0 to 365')
    .integer('PAYOUT_DELAY_DAYS must be a whole number of days from 0 to 365')
    .min(0, 'PAYOUT_DELAY_DAYS must be a whole number of days from 0 to 365')
    .max(365, 'PAYOUT_DELAY_DAYS must be a whole number of days from 0 to 365')
    .default(PAYOUT_DELAY_DAYS_DEFAULT),
  /**
   * The key tickets' codes are signed with (at least 16 characters); unset, one is derived from
   * INTERNAL_TOKEN_SECRET. To rotate it, move the old value to TICKET_SECRET_PREVIOUS: tickets issued
   * under it stay valid.
   */
  TICKET_SECRET: yup.string().min(16, 'TICKET_SECRET must be at least 16 characters').optional(),
  TICKET_SECRET_PREVIOUS: yup
    .string()
    .min(16, 'TICKET_SECRET_PREVIOUS must be at least 16 characters')
    .optional(),
  /**
   * Lets `npm run clock` move the product's clock (DATA_DIR/test-clock.json; domain/clock.ts) for browser
   * stories and demos. Refused in production.
   */
  TEST_CLOCK: yup
    .boolean()
    .typeError('TEST_CLOCK must be true or false')
    .default(false)
    .when('NODE_ENV', {
      is: 'production',
      then: (s) => s.oneOf([false], 'TEST_CLOCK cannot be used in production'),
    }),
  ...paymentsEnv,
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
