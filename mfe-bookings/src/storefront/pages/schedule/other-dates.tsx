// Other upcoming dates of the same workshop, so a booker who cannot make this one finds the next.
import type { PublicSchedule, PublicScheduleQuery } from '../../api';
import { useGetPublicSchedulesQuery } from '../../api';
import { useScheduleI18n, type ScheduleMessage } from './messages';

/** The catalogue query for a workshop's dates (the server preloads exactly this one). */
export const otherDatesQuery = (workshopId: string): PublicScheduleQuery => ({
  'filter[workshopId]': workshopId,
  perPage: 7,
  sort: 'startDate',
});

export function OtherDates({ s }: { s: PublicSchedule }) {
  const { t, formatDateTimeInZone, formatPrice } = useScheduleI18n();
  const { data } = useGetPublicSchedulesQuery(otherDatesQuery(s.workshopId));
  const others = (data?.data ?? []).filter((o) => o.id !== s.id).slice(0, 6);
  if (!others.length) return null;
  return (
    <section aria-labelledby="other-dates-title">
      <h2 id="other-dates-title" className="sf-section-title">
        {t('detail.otherDates')}
      </h2>
      <ul className="sf-other-dates">
        {others.map((o) => (
          <li key={o.id}>
            <a href={`/schedules/${o.id}`}>{formatDateTimeInZone(o.startDate, o.timezone)}</a>
            <span className="cw-muted">
              {' '}
              · {t(`mode.${o.mode}` as ScheduleMessage)} · {formatPrice(o.price, t('price.free'))}
            </span>
            {o.seatsLeft != null && o.seatsLeft <= 5 && (
              <span className="cw-tag sf-urgency">
                {o.seatsLeft <= 0 ? t('card.soldOut') : t('card.fewLeft', { n: o.seatsLeft })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
