// Where an online or hybrid session happens, for someone who is going: the server sends the link only
// to confirmed attendees, so its presence alone decides; without one, an online session says where it
// will appear.
import type { BookingScheduleDto } from '@coachwork/contracts';

export function MeetingLink({ schedule, going }: { schedule: BookingScheduleDto; going: boolean }) {
  if (!going || schedule.cancelledAt || schedule.mode === 'IN-PERSON') return null;
  if (!schedule.meetingUrl)
    return (
      <p className="cw-muted" style={{ margin: 0 }} data-testid="meeting-link-later">
        The meeting link appears here once the coach adds it.
      </p>
    );
  return (
    <p className="sf-join cw-row" style={{ margin: 0 }}>
      <a
        className="cw-btn cw-btn-primary"
        style={{ color: 'var(--cw-on-primary)' }}
        href={schedule.meetingUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="meeting-link"
        aria-label="Join online (opens in a new tab)"
      >
        Join online
      </a>
      <span className="cw-muted" style={{ wordBreak: 'break-all' }}>
        {schedule.meetingUrl}
      </span>
    </p>
  );
}
