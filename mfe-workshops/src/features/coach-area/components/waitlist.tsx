// A schedule's waitlist for its coach: who is waiting (in turn), who holds an offer and until when, and
// how it ended for the rest. "Offer now" holds the free seats for a waiting entry out of turn, after a
// question; a refusal (not enough seats free, no longer waiting) is said next to the entry.
import { useState } from 'react';
import type { WaitlistEntryDto, WaitlistStatus } from '@coachwork/contracts';
import { toast } from '@coachwork/web-kit';
import type { WorkshopSchedule } from '../../workshop-schedules/api';
import { useCoachAreaI18n } from '../messages';
import { useListScheduleWaitlistQuery, useOfferWaitlistEntryMutation } from '../waitlist-api';
import { ConfirmDialog } from './confirm-dialog';

/** How an entry's status reads in the console (English; the coach area reads its catalogue's words). */
export const WAITLIST_STATUS_LABEL: Record<WaitlistStatus, string> = {
  WAITING: 'Waiting',
  OFFERED: 'Offer sent',
  BOOKED: 'Booked',
  EXPIRED: 'Offer expired',
  DECLINED: 'Declined',
  LEFT: 'Left the list',
};

function refusalOf(error: unknown, fallback: string): string {
  const body = (error as { data?: { message?: string } } | undefined)?.data;
  return body?.message ?? fallback;
}

function EntryRow({ entry, timeZone, canOffer }: { entry: WaitlistEntryDto; timeZone: string; canOffer: boolean }) {
  const { t, formatDateTime } = useCoachAreaI18n();
  const seatsText = (n: number) => t('common.seats', { n });
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [offer, { isLoading }] = useOfferWaitlistEntryMutation();
  return (
    <li className="ca-row" data-entry-id={entry.id} aria-label={t('waitlist.entry', { name: entry.name, seats: seatsText(entry.seats) })}>
      <div className="cw-row" style={{ justifyContent: 'space-between', width: '100%' }}>
        <div className="cw-stack" style={{ gap: 2 }}>
          <span>
            {entry.position != null && <span className="cw-muted">#{entry.position} </span>}
            <strong>{entry.name}</strong> <span className="cw-muted">{entry.email}</span>
          </span>
          <span className="cw-muted">
            {t('waitlist.joined', {
              seats: seatsText(entry.seats),
              when: formatDateTime(entry.joinedAt, timeZone),
            })}
            {entry.status === 'OFFERED' && entry.offerExpiresAt
              ? t('waitlist.heldUntil', { when: formatDateTime(entry.offerExpiresAt, timeZone) })
              : ''}
          </span>
          {refusal && (
            <span className="cw-field-error" role="alert">
              {refusal}
            </span>
          )}
        </div>
        <span className="cw-row" style={{ gap: 8 }}>
          <span className="cw-tag">{t(`waitlist.status.${entry.status}`)}</span>
          {entry.status === 'WAITING' && canOffer && (
            <button
              type="button"
              className="cw-btn"
              aria-label={t('waitlist.offerNowLabel', { name: entry.name })}
              onClick={() => {
                setRefusal(null);
                setAsking(true);
              }}
            >
              {t('waitlist.offerNow')}
            </button>
          )}
        </span>
      </div>
      {asking && (
        <ConfirmDialog
          title={t('waitlist.confirmTitle', { seats: seatsText(entry.seats), name: entry.name })}
          confirmLabel={t('waitlist.offerNow')}
          busy={isLoading}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            try {
              await offer(entry).unwrap();
              toast.success(t('waitlist.offerSent'), t('waitlist.offerSentBody', { name: entry.name }));
            } catch (err) {
              setRefusal(refusalOf(err, t('waitlist.refused')));
            }
            setAsking(false);
          }}
        >
          <p style={{ margin: 0 }}>
            {t('waitlist.confirmBody')}
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}

export function Waitlist({ schedule }: { schedule: WorkshopSchedule }) {
  const { t } = useCoachAreaI18n();
  const list = useListScheduleWaitlistQuery(schedule.id);
  const entries = list.data ?? [];
  const open = entries.filter((e) => e.status === 'WAITING' || e.status === 'OFFERED');
  const canOffer = !schedule.cancelledAt && Date.now() < Date.parse(schedule.startDate);
  return (
    <section className="cw-card cw-stack" aria-labelledby="ca-waitlist">
      <h2 id="ca-waitlist" style={{ margin: 0, fontSize: '1.125rem' }}>
        {t('waitlist.title')}
      </h2>
      {list.isLoading ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          {t('waitlist.loading')}
        </p>
      ) : list.isError ? (
        <p className="cw-field-error">{t('waitlist.loadFailed')}</p>
      ) : entries.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          {t('waitlist.empty')}
        </p>
      ) : (
        <>
          <p className="cw-muted" style={{ margin: 0 }}>
            {t('waitlist.summary', {
              open: open.length,
              seats: t('common.seats', { n: open.reduce((n, e) => n + e.seats, 0) }),
            })}
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
