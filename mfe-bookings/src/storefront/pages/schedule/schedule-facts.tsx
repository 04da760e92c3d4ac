// The facts a booker weighs: level, format, language, length, seats, and where it happens (the venue
// with a map link for in-person and hybrid sessions).
import type { PublicScheduleDetail } from '../../api';
import { countryName, formatDuration, languageName, seatsUrgency, titleCase } from '../../format';

/** The venue's lines, or null when the schedule has none (online, or not given yet). */
export function venueLines(s: PublicScheduleDetail): string[] | null {
  if (s.mode === 'ONLINE') return null;
  const lines = [s.venueName, s.venueAddress, [s.venueCity, countryName(s.country)].filter(Boolean).join(', ')].filter(
    (x): x is string => Boolean(x),
  );
  return s.venueName || s.venueAddress || s.venueCity ? lines : null;
}

export function mapLink(s: PublicScheduleDetail): string {
  const query = [s.venueName, s.venueAddress, s.venueCity, countryName(s.country)].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

export function ScheduleFacts({ s }: { s: PublicScheduleDetail }) {
  const venue = venueLines(s);
  const language = languageName(s.language);
  const duration = formatDuration(s.startDate, s.endDate);
  const urgency = seatsUrgency(s.seatsLeft);
  return (
    <section className="cw-card" aria-labelledby="facts-title">
      <h2 id="facts-title" className="sf-section-title">
        At a glance
      </h2>
      <dl className="sf-facts">
        <dt>Format</dt>
        <dd>{titleCase(s.mode)}</dd>
        {s.level && (
          <>
            <dt>Level</dt>
            <dd>{titleCase(s.level)}</dd>
          </>
        )}
        {language && (
          <>
            <dt>Language</dt>
            <dd>{language}</dd>
          </>
        )}
        {duration && (
          <>
            <dt>Duration</dt>
            <dd>{duration}</dd>
          </>
        )}
        {urgency && (
          <>
            <dt>Seats</dt>
            <dd>
              <span className="cw-tag sf-urgency" data-testid="seats-urgency">
                {urgency}
              </span>
            </dd>
          </>
        )}
        <dt>Where</dt>
        <dd data-testid="schedule-where">
          {venue ? (
            <address className="sf-venue">
              {venue.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <a href={mapLink(s)} target="_blank" rel="noopener noreferrer">
                Show on map<span className="cw-visually-hidden"> (opens OpenStreetMap in a new tab)</span>
              </a>
            </address>
          ) : s.mode === 'IN-PERSON' ? (
            'The venue will be announced.'
          ) : (
            'Online'
          )}
          {s.mode === 'HYBRID' && <div className="cw-muted">{venue ? 'or join online' : 'Online, or at a venue to be announced'}</div>}
          {s.mode !== 'IN-PERSON' && (
            <div className="cw-muted" data-testid="meeting-link-note">
              Confirmed attendees get the meeting link in My bookings and in their confirmation mail.
            </div>
          )}
        </dd>
      </dl>
    </section>
  );
}
