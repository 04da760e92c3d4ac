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
