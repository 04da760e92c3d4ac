// What the use cases share: the database, the clock (tests move it), the hold and money settings,
// and the mailer with the address links point at.
import type { Actor, Db, DbOrTx, Mailer } from '@coachwork/service-kit';
import type { BookingRow } from '../data/schema';
import type { PayoutSettings } from './payouts/payout-figures';
import type { TicketCodes } from './tickets/ticket-code';

/** Work to run once the transaction that asked for it has committed (asking the processor, say). */
export type AfterCommit = () => Promise<void>;

/**
 * Payments' say when paid bookings end or shrink: the refunds (with their credit notes) are written
 * in the same transaction as the cancellation; the processor is asked after the commit.
 */
export interface CancellationRefunds {
  bookingsCancelled(
    tx: DbOrTx,
    ended: BookingRow[],
    /**
     * 'schedule-moved': the booker turned down a moved schedule's new time; 'booking-moved': replaced
     * by a booking paid in full on a dearer date. Both refund everything left.
     */
    cause: 'booking' | 'schedule' | 'schedule-moved' | 'booking-moved',
    /** Who asked (the request's actor, whose address the audit log keeps; an id from an event; null). */
    requestedBy: Actor | string | null,
    now: Date,
  ): Promise<AfterCommit>;
  /** `booking` as it is after the seat went, priced again for the seats it keeps. */
  seatCancelled(
    tx: DbOrTx,
    booking: BookingRow,
    requestedBy: Actor | string | null,
    now: Date,
    /** Printed on the credit note instead of 'One seat cancelled'. */
    reason?: string | null,
  ): Promise<AfterCommit>;
  /** Asks the processor again for refunds it has not taken yet (the sweeper); returns how many. */
  retryPending(now: Date): Promise<number>;
  /**
   * Settles captures the ledger does not hold (payments reconciliation over the last two days), at
   * most every ten minutes of the clock; returns how many it settled.
   */
  reconcileDue(now: Date): Promise<number>;
}

export interface BookingsContext {
  db: Db;
  now: () => Date;
  holdMinutes: number;
  currency: string;
  appUrl: string;
  mailer: Mailer;
  /** Platform fee and payout delay (`PLATFORM_FEE_PERCENT`, `PAYOUT_DELAY_DAYS`). */
  payouts: PayoutSettings;
  /** Signs and checks tickets' codes (TICKET_SECRET, rotation-safe). */
  tickets: TicketCodes;
  /** Set when Payments is wired in (always, in the product; some unit tests leave it out). */
  refunds?: CancellationRefunds;
}

export const nothingAfterCommit: AfterCommit = async () => undefined;
