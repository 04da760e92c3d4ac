// A schedule's attendees for its coach, booking by booking: each seat with its holder, invitation state
// and attendance; no-show per booking once the schedule has started; the list as CSV or Excel.
import type { BookingDto, BookingSeatDto } from '@coachwork/contracts';
import { ExportButtons } from '@coachwork/web-kit/export';
import type { WorkshopSchedule } from '../../workshop-schedules/api';
import { attendeesCsvUrl, useListScheduleAttendeesQuery, useListScheduleBookingsQuery } from '../attendees-api';
import { useCoachAreaI18n } from '../messages';
import { bookingStatusLabel, bookingTone } from '../status-tones';
import { AttendeeRow, seatHolder } from './attendee-row';
import { NoShowAction } from './no-show-action';

interface Group {
  bookingId: string;
  booking: BookingDto | undefined;
  seats: BookingSeatDto[];
}

/** Seats by booking, in the order the bookings were made (seats by position inside each). */
export function groupByBooking(seats: BookingSeatDto[], bookings: BookingDto[]): Group[] {
  const byId = new Map(bookings.map((b) => [b.id, b]));
  const groups = new Map<string, Group>();
  for (const seat of [...seats].sort((a, b) => a.position - b.position)) {
    let group = groups.get(seat.bookingId);
    if (!group) groups.set(seat.bookingId, (group = { bookingId: seat.bookingId, booking: byId.get(seat.bookingId), seats: [] }));
    group.seats.push(seat);
  }
  const made = (g: Group) => g.booking?.createdAt ?? g.seats[0]?.createdAt ?? '';
  return [...groups.values()].sort((a, b) => made(a).localeCompare(made(b)));
}

function BookingGroup({ group, started }: { group: Group; started: boolean }) {
  const { t } = useCoachAreaI18n();
  const { booking, seats } = group;
  const first = seats.find((s) => s.position === 1) ?? seats[0];
  const booker = booking?.user?.name ?? (first && seatHolder(first)) ?? t('attendees.booker');
  return (
    <li className="cw-card" style={{ padding: 16 }} aria-label={t('attendees.bookingBy', { booker })} data-booking-id={group.bookingId}>
      <div className="cw-row" style={{ justifyContent: 'space-between' }}>
        <div className="cw-row" style={{ gap: 8 }}>
          <strong>{booker}</strong>
          {booking && (
            <span className="cw-tag" style={bookingTone(booking.status)}>
              {bookingStatusLabel(t, booking.status)}
            </span>
          )}
          <span className="cw-muted">{t('common.seats', { n: seats.length })}</span>
        </div>
        {booking?.status === 'CONFIRMED' && started && <NoShowAction booking={booking} booker={booker} />}
      </div>
      <ul className="ca-list">
        {seats.map((seat) => (
          <AttendeeRow key={seat.id} seat={seat} />
        ))}
      </ul>
    </li>
  );
}

export function Attendees({ schedule }: { schedule: WorkshopSchedule }) {
  const { t } = useCoachAreaI18n();
  const seats = useListScheduleAttendeesQuery(schedule.id);
  const bookings = useListScheduleBookingsQuery(schedule.id);
  const list = seats.data?.data ?? [];
  const groups = groupByBooking(list, bookings.data?.data ?? []);
  const started = Date.now() >= Date.parse(schedule.startDate);
  const taken = list.filter((s) => s.status === 'ACCEPTED').length;
  const attended = list.filter((s) => s.attended).length;

  return (
    <section className="cw-card cw-stack" aria-labelledby="ca-attendees">
      <div className="cw-row" style={{ justifyContent: 'space-between' }}>
        <h2 id="ca-attendees" style={{ margin: 0, fontSize: '1.125rem' }}>
          {t('attendees.title')}
        </h2>
        {list.length > 0 && (
          <span className="cw-row">
            <a className="cw-btn" href={attendeesCsvUrl(schedule.id)} download>
              {t('attendees.csv')}
            </a>
            {/* The same seats as a workbook: the seats list's export for this schedule. */}
            <ExportButtons
              path="/booking-seats"
              label={t('attendees.exportList')}
              formats={['xlsx']}
              params={() => ({ 'filter[workshopScheduleId]': schedule.id })}
            />
          </span>
        )}
      </div>
      {seats.isLoading ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          {t('attendees.loading')}
        </p>
      ) : seats.isError ? (
        <p className="cw-field-error">{t('attendees.loadFailed')}</p>
      ) : list.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          {t('attendees.empty')}
        </p>
      ) : (
        <>
          <p className="cw-muted" style={{ margin: 0 }}>
            {t('attendees.summary', { taken, total: list.length, attended })}
          </p>
          <ul className="cw-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {groups.map((g) => (
              <BookingGroup key={g.bookingId} group={g} started={started} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
