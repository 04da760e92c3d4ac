// One schedule in a list (home, a coach's page): cover, title, date in the schedule's own zone, format,
// level, seats (urgent when few are left or none), coach and price.
import { ResponsiveImage } from '@coachwork/web-kit';
import type { PublicSchedule } from '../api';
import { useStorefrontI18n, type StorefrontMessage } from '../messages';
import { RatingSummary } from './rating';

/**
 * The slot a card's cover fills: the grid's columns are at least 260 px in a 1,088 px column with 16 px
 * gaps, so one column up to 600 px wide, two up to 876, three up to 1,152 (a third of the window, give or
 * take the padding), then four of 260–272 px.
 */
export const CARD_IMAGE_SIZES =
  '(max-width: 600px) 100vw, (max-width: 876px) 50vw, (max-width: 1152px) 34vw, 272px';

/** Cards in a wide window's first row: their covers are in the first screen. */
export const FIRST_ROW = 4;

export function ScheduleCard({
  schedule,
  eager = false,
  priority = false,
}: {
  schedule: PublicSchedule;
  /** In the first screen: loaded at once rather than when scrolled near (lazy images wait for layout). */
  eager?: boolean;
  /** The page's largest paint: fetched before the other images. */
  priority?: boolean;
}) {
  const { t, formatDateTimeInZone, formatPrice } = useStorefrontI18n();
  const left = schedule.seatsLeft;
  // Urgent: sold out, or 5 or fewer left.
  const urgency =
    left == null ? null : left <= 0 ? t('card.soldOut') : left <= 5 ? t('card.fewLeft', { n: left }) : null;
  return (
    <li
      className={`cw-card sf-card${schedule.seatsLeft === 0 ? ' sf-sold-out' : ''}`}
      data-schedule-id={schedule.id}
    >
      {schedule.workshop.image && (
        <ResponsiveImage
          className="sf-card-img"
          src={schedule.workshop.image}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      )}
      <h2>
        <a href={`/schedules/${schedule.id}`}>{schedule.workshop.title}</a>
      </h2>
      <div className="cw-muted">{formatDateTimeInZone(schedule.startDate, schedule.timezone)}</div>
      <RatingSummary rating={schedule.workshop.rating} />
      <div className="sf-card-meta">
        <span className="cw-tag">{t(`mode.${schedule.mode}` as StorefrontMessage)}</span>
        {schedule.level && (
          <span className="cw-tag">{t(`level.${schedule.level}` as StorefrontMessage)}</span>
        )}
        {schedule.country && <span className="cw-tag">{schedule.country}</span>}
        {left !== null &&
          (urgency ? (
            <span className="cw-tag sf-urgency">{urgency}</span>
          ) : (
            <span className="cw-tag">{t('card.seatsLeft', { n: left })}</span>
          ))}
      </div>
      {schedule.coach && (
        <div className="cw-muted">
          {t('card.with', { name: schedule.coach.name || schedule.coach.username })}
        </div>
      )}
      <div className="sf-price">{formatPrice(schedule.price, t('price.free'))}</div>
    </li>
  );
}
