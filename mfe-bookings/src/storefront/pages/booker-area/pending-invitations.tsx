// "Invitations for you" on /b (issue 31): seats other people offered the signed-in person, by account or
// to their verified address, still open; Accept or Decline right here (by seat, no link needed). Nothing
// at all when there are none.
import { useState } from 'react';
import type { InvitationDto } from '@coachwork/contracts';
import { toast, withZone } from '@coachwork/web-kit';
import {
  useAnswerInvitationOfSeatMutation,
  useGetMyPendingInvitationsQuery,
  type InvitationAnswer,
} from '../../invitation-api';
import { refusalMessage } from '../invitation-page';
import { useBookerI18n, type BookerMessage } from './messages';

function PendingInvitation({ invitation: i }: { invitation: InvitationDto }) {
  const { t, formatDateTime, formatSpan } = useBookerI18n();
  const [answer, { isLoading }] = useAnswerInvitationOfSeatMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleId = `invitation-${i.seatId}-title`;

  const send = async (choice: InvitationAnswer) => {
    setRefusal(null);
    try {
      await answer({ seatId: i.seatId, answer: choice }).unwrap();
      toast.success(
        choice === 'accept' ? t('booker.invitations.taken') : t('booker.invitations.declined'),
        choice === 'accept'
          ? t('booker.invitations.takenText', { title: i.workshopTitle })
          : t('booker.invitations.declinedText', { inviter: i.inviterUsername }),
      );
    } catch (err) {
      setRefusal(refusalMessage(err) ?? t('booker.invitations.failed'));
    }
  };

  return (
    <li className="cw-card sf-booking" data-seat-id={i.seatId} aria-labelledby={titleId}>
      <h3 id={titleId} className="sf-booking-title">
        <a href={`/schedules/${i.workshopScheduleId}`}>{i.workshopTitle}</a>
      </h3>
      <div className="cw-muted">
        {withZone(formatSpan(i.startDate, i.endDate, i.timezone), i.timezone)} ·{' '}
        {t(`mode.${i.mode}` as BookerMessage)}
      </div>
      <p style={{ margin: 0 }}>
        {t('booker.invitations.invitedYou', { inviter: i.inviterUsername, date: formatDateTime(i.expiresAt) })}
      </p>
      {refusal && (
        <div className="cw-alert" role="alert">
          {refusal}
        </div>
      )}
      <div className="cw-row">
        <button
          type="button"
          className="cw-btn cw-btn-primary"
          disabled={isLoading}
          aria-label={t('booker.invitations.acceptLabel', { title: i.workshopTitle })}
          onClick={() => void send('accept')}
        >
          {t('booker.invitations.accept')}
        </button>
        <button
          type="button"
          className="cw-btn"
          disabled={isLoading}
          aria-label={t('booker.invitations.declineLabel', { title: i.workshopTitle })}
          onClick={() => void send('decline')}
        >
          {t('booker.invitations.decline')}
        </button>
      </div>
    </li>
  );
}

export function PendingInvitations() {
  const { t } = useBookerI18n();
  const { data } = useGetMyPendingInvitationsQuery();
  if (!data?.length) return null;
  return (
    <section className="cw-stack" aria-labelledby="pending-invitations-title">
      <h2 id="pending-invitations-title" style={{ margin: 0, fontSize: 20 }}>
        {t('booker.invitations.title')}
      </h2>
      <ul className="sf-bookings">
        {data.map((i) => (
          <PendingInvitation key={i.seatId} invitation={i} />
        ))}
      </ul>
    </section>
  );
}
