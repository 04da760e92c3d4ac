// Where an online or hybrid session happens, for someone who is going: the server sends the link only
// to confirmed attendees, so its presence alone decides; without one, an online session says where it
// will appear.
import type { BookingScheduleDto } from '@coachwork/contracts';
import { useBookerI18n } from './messages';

export function MeetingLink({ schedule, going }: { schedule: BookingScheduleDto; going: boolean }) {
  const { t } = useBookerI18n();
  if (!going || schedule.cancelledAt || schedule.mode === 'IN-PERSON') return null;
  if (!schedule.meetingUrl)
    return (
      <p className="cw-muted" style={{ margin: 0 }} data-testid="meeting-link-later">
        {t('booker.meeting.later')}
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
        aria-label={t('booker.meeting.joinLabel')}
      >
        {t('booker.meeting.join')}
      </a>
      <span className="cw-muted" style={{ wordBreak: 'break-all' }}>
        {schedule.meetingUrl}
      </span>
    </p>
  );
}
