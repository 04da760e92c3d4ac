// Seats other people booked for the signed-in person and they accepted: the workshop, its date in its
// own zone, and (once the booking is confirmed) the meeting link. Shown above the person's own
// bookings in the upcoming tab, each with a way to hand the seat to someone else or give it up before
// the start; nothing at all when there are none.
import { Link } from 'react-router';
import { withZone } from '@coachwork/web-kit';
import { invitedSeatsOf, useGetMyAcceptedSeatsQuery } from '../../bookings-api';
import { GiveBackSeat } from './give-back-seat';
import { MeetingLink } from './meeting-link';
import { useBookerI18n, type BookerMessage } from './messages';
import { TransferSeat } from './transfer-seat';

export function InvitedSeats({ userId, now }: { userId: string; now: number }) {
  const { t, formatSpan } = useBookerI18n();
  const { data } = useGetMyAcceptedSeatsQuery();
  const seats = invitedSeatsOf(data?.data ?? [], userId, now);
  if (!seats.length) return null;
  return (
    <section className="cw-stack" aria-labelledby="invited-seats-title">
      <h2 id="invited-seats-title" style={{ margin: 0, fontSize: 20 }}>
        {t('booker.invited.title')}
      </h2>
      <ul className="sf-bookings">
        {seats.map((seat) => {
          const s = seat.schedule!;
          return (
            <li
              key={seat.id}
              className="cw-card sf-booking"
              data-seat-id={seat.id}
              aria-labelledby={`seat-${seat.id}-title`}
            >
              <h3 id={`seat-${seat.id}-title`} className="sf-booking-title">
                <a href={`/schedules/${s.id}`}>{s.workshopTitle}</a>
              </h3>
              <div className="cw-muted">
                {withZone(formatSpan(s.startDate, s.endDate, s.timezone), s.timezone)} ·{' '}
                {t(`mode.${s.mode}` as BookerMessage)}
              </div>
              {s.cancelledAt ? (
                <p className="cw-alert" role="status" style={{ margin: 0 }}>
                  {t('booker.card.sessionCancelled')}
                </p>
              ) : (
                <>
                  <MeetingLink schedule={s} going />
                  <Link className="cw-btn cw-btn-link" to={`/b/tickets/${seat.id}`} style={{ alignSelf: 'flex-start' }}>
                    {t('booker.invited.ticket')}
                  </Link>
                </>
              )}
              {!s.cancelledAt && Date.parse(s.startDate) > now && (
                <div className="cw-row" style={{ justifyContent: 'flex-end' }}>
                  <TransferSeat seatId={seat.id} workshopTitle={s.workshopTitle} />
                  <GiveBackSeat
                    seatId={seat.id}
                    position={seat.position}
                    workshopTitle={s.workshopTitle}
                    mine
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
