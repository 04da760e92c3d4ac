// "Invitations for you" on /b (issue 31): seats other people offered the signed-in person, by account or
// to their verified address, still open; Accept or Decline right here (by seat, no link needed). Nothing
// at all when there are none.
import { useState } from 'react';
import type { InvitationDto } from '@coachwork/contracts';
import { toast } from '@coachwork/web-kit';
import { formatDateTime, formatSpan, withZone } from '@coachwork/web-kit';
import { titleCase } from '../../format';
import {
  useAnswerInvitationOfSeatMutation,
  useGetMyPendingInvitationsQuery,
  type InvitationAnswer,
} from '../../invitation-api';
import { refusalMessage } from '../invitation-page';

function PendingInvitation({ invitation: i }: { invitation: InvitationDto }) {
  const [answer, { isLoading }] = useAnswerInvitationOfSeatMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleId = `invitation-${i.seatId}-title`;

  const send = async (choice: InvitationAnswer) => {
    setRefusal(null);
    try {
      await answer({ seatId: i.seatId, answer: choice }).unwrap();
      toast.success(
        choice === 'accept' ? 'Seat taken' : 'Invitation declined',
        choice === 'accept'
          ? `You have a seat at ${i.workshopTitle}.`
          : `${i.inviterUsername} can invite someone else.`,
      );
    } catch (err) {
      setRefusal(refusalMessage(err) ?? 'The invitation could not be answered. Please try again.');
    }
  };

  return (
    <li className="cw-card sf-booking" data-seat-id={i.seatId} aria-labelledby={titleId}>
      <h3 id={titleId} className="sf-booking-title">
        <a href={`/schedules/${i.workshopScheduleId}`}>{i.workshopTitle}</a>
      </h3>
      <div className="cw-muted">
        {withZone(formatSpan(i.startDate, i.endDate, i.timezone), i.timezone)} ·{' '}
        {titleCase(i.mode)}
      </div>
      <p style={{ margin: 0 }}>
        {i.inviterUsername} invited you to a seat. Answer by {formatDateTime(i.expiresAt)}.
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
          aria-label={`Accept the invitation to ${i.workshopTitle}`}
          onClick={() => void send('accept')}
        >
          Accept
        </button>
        <button
          type="button"
          className="cw-btn"
          disabled={isLoading}
          aria-label={`Decline the invitation to ${i.workshopTitle}`}
          onClick={() => void send('decline')}
        >
          Decline
        </button>
      </div>
    </li>
  );
}

export function PendingInvitations() {
  const { data } = useGetMyPendingInvitationsQuery();
  if (!data?.length) return null;
  return (
    <section className="cw-stack" aria-labelledby="pending-invitations-title">
      <h2 id="pending-invitations-title" style={{ margin: 0, fontSize: 20 }}>
        Invitations for you
      </h2>
      <ul className="sf-bookings">
        {data.map((i) => (
          <PendingInvitation key={i.seatId} invitation={i} />
        ))}
      </ul>
    </section>
  );
}
