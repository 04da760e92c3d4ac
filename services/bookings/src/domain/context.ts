// What the use cases share: the database, the clock (tests move it), the hold and money settings,
// and the mailer with the address links point at.
import type { Db, Mailer } from '@coachwork/service-kit';

export interface BookingsContext {
  db: Db;
  now: () => Date;
  holdMinutes: number;
  currency: string;
  appUrl: string;
  mailer: Mailer;
}

/** Amounts live in minor units (cents) inside the service and travel in major units. */
export const toMinor = (major: number): number => Math.round(major * 100);
export const toMajor = (minor: number): number => minor / 100;
