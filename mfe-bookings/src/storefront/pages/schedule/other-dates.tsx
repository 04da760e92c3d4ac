// Other upcoming dates of the same workshop, so a booker who cannot make this one finds the next.
import type { PublicSchedule, PublicScheduleQuery } from '../../api';
import { useGetPublicSchedulesQuery } from '../../api';
import { formatDateTimeInZone } from '@coachwork/web-kit';
import { formatPrice, seatsUrgency, titleCase } from '../../format';

/** The catalogue query for a workshop's dates (the server preloads exactly this one). */
export const otherDatesQuery = (workshopId: string): PublicScheduleQuery => ({
  'filter[workshopId]': workshopId,
  perPage: 7,
  sort: 'startDate',
});

export function OtherDates({ s }: { s: PublicSchedule }) {
  const { data } = useGetPublicSchedulesQuery(otherDatesQuery(s.workshopId));
  const others = (data?.data ?? []).filter((o) => o.id !== s.id).slice(0, 6);
  if (!others.length) return null;
  return (
    <section aria-labelledby="other-dates-title">
      <h2 id="other-dates-title" className="sf-section-title">
        Other dates
      </h2>
      <ul className="sf-other-dates">
        {others.map((o) => (
          <li key={o.id}>
            <a href={`/schedules/${o.id}`}>{formatDateTimeInZone(o.startDate, o.timezone)}</a>
            <span className="cw-muted">
              {' '}
              · {titleCase(o.mode)} · {formatPrice(o.price)}
            </span>
            {seatsUrgency(o.seatsLeft) && <span className="cw-tag sf-urgency">{seatsUrgency(o.seatsLeft)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
