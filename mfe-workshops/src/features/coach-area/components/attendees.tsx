// A schedule's attendees for its coach, booking by booking: each seat with its holder, invitation state
// and attendance; no-show per booking once the schedule has started; the list as CSV or Excel.
import type { BookingDto, BookingSeatDto } from '@coachwork/contracts';
import { ExportButtons } from '@coachwork/web-kit';
import type { WorkshopSchedule } from '../../workshop-schedules/api';
import { attendeesCsvUrl, useListScheduleAttendeesQuery, useListScheduleBookingsQuery } from '../attendees-api';
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
  const { booking, seats } = group;
  const first = seats.find((s) => s.position === 1) ?? seats[0];
  const booker = booking?.user?.name ?? (first && seatHolder(first)) ?? 'Booker';
  return (
    <li className="cw-card" style={{ padding: 16 }} aria-label={`Booking by ${booker}`} data-booking-id={group.bookingId}>
      <div className="cw-row" style={{ justifyContent: 'space-between' }}>
        <div className="cw-row" style={{ gap: 8 }}>
          <strong>{booker}</strong>
          {booking && (
            <span className="cw-tag" style={bookingTone(booking.status)}>
              {bookingStatusLabel(booking.status)}
            </span>
          )}
          <span className="cw-muted">
            {seats.length} {seats.length === 1 ? 'seat' : 'seats'}
          </span>
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
          Attendees
        </h2>
        {list.length > 0 && (
          <span className="cw-row">
            <a className="cw-btn" href={attendeesCsvUrl(schedule.id)} download>
              Download CSV
            </a>
            {/* The same seats as a workbook: the seats list's export for this schedule. */}
            <ExportButtons
              path="/booking-seats"
              label="attendees"
              formats={['xlsx']}
              params={() => ({ 'filter[workshopScheduleId]': schedule.id })}
            />
          </span>
        )}
      </div>
      {seats.isLoading ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          Loading attendees...
        </p>
      ) : seats.isError ? (
        <p className="cw-field-error">The attendees could not be loaded.</p>
      ) : list.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          No attendees yet. People who book a seat in this schedule appear here once their booking is confirmed.
        </p>
      ) : (
        <>
          <p className="cw-muted" style={{ margin: 0 }}>
            {taken} of {list.length} seats taken · {attended} attended
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
