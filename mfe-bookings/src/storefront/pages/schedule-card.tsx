// One schedule in a list (home, a coach's page): cover, title, date in the schedule's own zone, format,
// level, seats (urgent when few are left or none), coach and price.
import { ResponsiveImage } from '@coachwork/web-kit';
import type { PublicSchedule } from '../api';
import { useStorefrontI18n, type StorefrontMessage } from '../messages';
import { RatingSummary } from './rating';

export function ScheduleCard({ schedule }: { schedule: PublicSchedule }) {
  const { t, formatDateTimeInZone, formatPrice } = useStorefrontI18n();
  const left = schedule.seatsLeft;
  // Urgent: sold out, or 5 or fewer left.
  const urgency = left == null ? null : left <= 0 ? t('card.soldOut') : left <= 5 ? t('card.fewLeft', { n: left }) : null;
  return (
    <li className={`cw-card sf-card${schedule.seatsLeft === 0 ? ' sf-sold-out' : ''}`} data-schedule-id={schedule.id}>
      {schedule.workshop.image && (
        <ResponsiveImage
          className="sf-card-img"
          src={schedule.workshop.image}
          sizes="(max-width: 600px) 100vw, 400px"
          alt=""
          loading="lazy"
        />
      )}
      <h2>
        <a href={`/schedules/${schedule.id}`}>{schedule.workshop.title}</a>
      </h2>
      <div className="cw-muted">
        {formatDateTimeInZone(schedule.startDate, schedule.timezone)}
      </div>
      <RatingSummary rating={schedule.workshop.rating} />
      <div className="sf-card-meta">
        <span className="cw-tag">{t(`mode.${schedule.mode}` as StorefrontMessage)}</span>
        {schedule.level && <span className="cw-tag">{t(`level.${schedule.level}` as StorefrontMessage)}</span>}
        {schedule.country && <span className="cw-tag">{schedule.country}</span>}
        {left !== null &&
          (urgency ? (
            <span className="cw-tag sf-urgency">{urgency}</span>
          ) : (
            <span className="cw-tag">{t('card.seatsLeft', { n: left })}</span>
          ))}
      </div>
      {schedule.coach && (
        <div className="cw-muted">{t('card.with', { name: schedule.coach.name || schedule.coach.username })}</div>
      )}
      <div className="sf-price">{formatPrice(schedule.price, t('price.free'))}</div>
    </li>
  );
}
