// The facts a booker weighs: level, format, language, length, seats, and where it happens (the venue
// with a map link for in-person and hybrid sessions).
import type { PublicScheduleDetail } from '../../api';
import { countryName, formatDuration, languageName } from '../../format';
import { useScheduleI18n, type ScheduleMessage } from './messages';

/** The venue's lines, or null when the schedule has none (online, or not given yet). */
export function venueLines(s: PublicScheduleDetail, lang = 'en'): string[] | null {
  if (s.mode === 'ONLINE') return null;
  const lines = [s.venueName, s.venueAddress, [s.venueCity, countryName(s.country, lang)].filter(Boolean).join(', ')].filter(
    (x): x is string => Boolean(x),
  );
  return s.venueName || s.venueAddress || s.venueCity ? lines : null;
}

export function mapLink(s: PublicScheduleDetail): string {
  const query = [s.venueName, s.venueAddress, s.venueCity, countryName(s.country)].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

export function ScheduleFacts({ s }: { s: PublicScheduleDetail }) {
  const { t, lang } = useScheduleI18n();
  const venue = venueLines(s, lang);
  const language = languageName(s.language, lang);
  const duration = formatDuration(s.startDate, s.endDate, t);
  const left = s.seatsLeft;
  const urgency = left == null ? null : left <= 0 ? t('card.soldOut') : left <= 5 ? t('card.fewLeft', { n: left }) : null;
  return (
    <section className="cw-card" aria-labelledby="facts-title">
      <h2 id="facts-title" className="sf-section-title">
        {t('facts.title')}
      </h2>
      <dl className="sf-facts">
        <dt>{t('facts.format')}</dt>
        <dd>{t(`mode.${s.mode}` as ScheduleMessage)}</dd>
        {s.level && (
          <>
            <dt>{t('facts.level')}</dt>
            <dd>{t(`level.${s.level}` as ScheduleMessage)}</dd>
          </>
        )}
        {language && (
          <>
            <dt>{t('facts.language')}</dt>
            <dd>{language}</dd>
          </>
        )}
        {duration && (
          <>
            <dt>{t('facts.duration')}</dt>
            <dd>{duration}</dd>
          </>
        )}
        {urgency && (
          <>
            <dt>{t('facts.seats')}</dt>
            <dd>
              <span className="cw-tag sf-urgency" data-testid="seats-urgency">
                {urgency}
              </span>
            </dd>
          </>
        )}
        <dt>{t('facts.where')}</dt>
        <dd data-testid="schedule-where">
          {venue ? (
            <address className="sf-venue">
              {venue.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <a href={mapLink(s)} target="_blank" rel="noopener noreferrer">
                {t('facts.showOnMap')}
                <span className="cw-visually-hidden">{t('facts.mapNewTab')}</span>
              </a>
            </address>
          ) : s.mode === 'IN-PERSON' ? (
            t('facts.venueTba')
          ) : (
            t('facts.online')
          )}
          {s.mode === 'HYBRID' && (
            <div className="cw-muted">{venue ? t('facts.orOnline') : t('facts.onlineOrTba')}</div>
          )}
          {s.mode !== 'IN-PERSON' && (
            <div className="cw-muted" data-testid="meeting-link-note">
              {t('facts.meetingNote')}
            </div>
          )}
        </dd>
      </dl>
    </section>
  );
}
