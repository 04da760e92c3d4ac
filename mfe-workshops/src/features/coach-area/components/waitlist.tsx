// A schedule's waitlist for its coach: who is waiting (in turn), who holds an offer and until when, and
// how it ended for the rest. "Offer now" holds the free seats for a waiting entry out of turn, after a
// question; a refusal (not enough seats free, no longer waiting) is said next to the entry.
import { useState } from 'react';
import type { WaitlistEntryDto, WaitlistStatus } from '@coachwork/contracts';
import { formatDateTime, toast } from '@coachwork/web-kit';
import type { WorkshopSchedule } from '../../workshop-schedules/api';
import { useListScheduleWaitlistQuery, useOfferWaitlistEntryMutation } from '../waitlist-api';
import { ConfirmDialog } from './confirm-dialog';

/** How an entry's status reads, in the coach area and the console alike. */
export const WAITLIST_STATUS_LABEL: Record<WaitlistStatus, string> = {
  WAITING: 'Waiting',
  OFFERED: 'Offer sent',
  BOOKED: 'Booked',
  EXPIRED: 'Offer expired',
  DECLINED: 'Declined',
  LEFT: 'Left the list',
};

const seatsText = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

function refusalOf(error: unknown): string {
  const body = (error as { data?: { message?: string } } | undefined)?.data;
  return body?.message ?? 'The offer could not be made. Please try again.';
}

function EntryRow({ entry, timeZone, canOffer }: { entry: WaitlistEntryDto; timeZone: string; canOffer: boolean }) {
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [offer, { isLoading }] = useOfferWaitlistEntryMutation();
  return (
    <li className="ca-row" data-entry-id={entry.id} aria-label={`${entry.name}, ${seatsText(entry.seats)}`}>
      <div className="cw-row" style={{ justifyContent: 'space-between', width: '100%' }}>
        <div className="cw-stack" style={{ gap: 2 }}>
          <span>
            {entry.position != null && <span className="cw-muted">#{entry.position} </span>}
            <strong>{entry.name}</strong> <span className="cw-muted">{entry.email}</span>
          </span>
          <span className="cw-muted">
            {seatsText(entry.seats)} · joined {formatDateTime(entry.joinedAt, timeZone)}
            {entry.status === 'OFFERED' && entry.offerExpiresAt
              ? ` · held until ${formatDateTime(entry.offerExpiresAt, timeZone)}`
              : ''}
          </span>
          {refusal && (
            <span className="cw-field-error" role="alert">
              {refusal}
            </span>
          )}
        </div>
        <span className="cw-row" style={{ gap: 8 }}>
          <span className="cw-tag">{WAITLIST_STATUS_LABEL[entry.status]}</span>
          {entry.status === 'WAITING' && canOffer && (
            <button
              type="button"
              className="cw-btn"
              aria-label={`Offer now: ${entry.name}`}
              onClick={() => {
                setRefusal(null);
                setAsking(true);
              }}
            >
              Offer now
            </button>
          )}
        </span>
      </div>
      {asking && (
        <ConfirmDialog
          title={`Offer ${seatsText(entry.seats)} to ${entry.name} now?`}
          confirmLabel="Offer now"
          busy={isLoading}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            try {
              await offer(entry).unwrap();
              toast.success('Offer sent', `${entry.name} has been mailed a link to book.`);
            } catch (err) {
              setRefusal(refusalOf(err));
            }
            setAsking(false);
          }}
        >
          <p style={{ margin: 0 }}>
            The seats are held for them, out of turn, and they get a mail with a link to book at the current
            price. Others waiting keep their place.
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}

export function Waitlist({ schedule }: { schedule: WorkshopSchedule }) {
  const list = useListScheduleWaitlistQuery(schedule.id);
  const entries = list.data ?? [];
  const open = entries.filter((e) => e.status === 'WAITING' || e.status === 'OFFERED');
  const canOffer = !schedule.cancelledAt && Date.now() < Date.parse(schedule.startDate);
  return (
    <section className="cw-card cw-stack" aria-labelledby="ca-waitlist">
      <h2 id="ca-waitlist" style={{ margin: 0, fontSize: '1.125rem' }}>
        Waitlist
      </h2>
      {list.isLoading ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          Loading the waitlist...
        </p>
      ) : list.isError ? (
        <p className="cw-field-error">The waitlist could not be loaded.</p>
      ) : entries.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          Nobody is on the waitlist. When this session sells out, people can join it, and freed seats are
          offered to them in turn.
        </p>
      ) : (
        <>
          <p className="cw-muted" style={{ margin: 0 }}>
            {open.length} waiting or holding an offer · {seatsText(open.reduce((n, e) => n + e.seats, 0))} wanted
          </p>
          <ul className="ca-list">
            {entries.map((e) => (
              <EntryRow key={e.id} entry={e} timeZone={schedule.timezone} canOffer={canOffer} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
