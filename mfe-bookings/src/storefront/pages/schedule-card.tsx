// One schedule in a list (home, a coach's page): cover, title, date in the schedule's own zone, format,
// level, seats (urgent when few are left or none), coach and price.
import { ResponsiveImage } from '@coachwork/web-kit';
import type { PublicSchedule } from '../api';
import { formatDateTimeInZone } from '@coachwork/web-kit';
import { formatPrice, seatsUrgency, titleCase } from '../format';
import { RatingSummary } from './rating';

export function ScheduleCard({ schedule }: { schedule: PublicSchedule }) {
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
        <span className="cw-tag">{titleCase(schedule.mode)}</span>
        {schedule.level && <span className="cw-tag">{titleCase(schedule.level)}</span>}
        {schedule.country && <span className="cw-tag">{schedule.country}</span>}
        {schedule.seatsLeft !== null &&
          (seatsUrgency(schedule.seatsLeft) ? (
            <span className="cw-tag sf-urgency">{seatsUrgency(schedule.seatsLeft)}</span>
          ) : (
            <span className="cw-tag">{`${schedule.seatsLeft} seats left`}</span>
          ))}
      </div>
      {schedule.coach && <div className="cw-muted">with {schedule.coach.name || schedule.coach.username}</div>}
      <div className="sf-price">{formatPrice(schedule.price)}</div>
    </li>
  );
}
