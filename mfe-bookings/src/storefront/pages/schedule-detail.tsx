// /schedules/{id}: one public (or unlisted) schedule, server-rendered. Times show in the schedule's
// own zone on the server; after hydration the browser adds the viewer's zone (an effect, so the
// first client render matches the server's HTML). Loaded as its own chunk: the home page never pays for it;
// the checkout behind its Book button is another chunk again.
import { useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ResponsiveImage, useViewerTimeZone, withZone } from '@coachwork/web-kit';
import type { PublicScheduleDetail } from '../api';
import { useGetPublicCoachQuery, useGetPublicScheduleQuery } from '../schedule-api';
import { scheduleMeta } from '../content-meta';
import { useScheduleI18n, type ScheduleMessage } from './schedule/messages';
import { usePageMeta, publicOrigin } from '../use-page-meta';
import { NotFoundPage } from './not-found';
import { ScheduleBook } from './schedule-book';
import { CoachCard } from './schedule/coach-card';
import { OtherDates } from './schedule/other-dates';
import { ScheduleFacts } from './schedule/schedule-facts';
import { ShareLinks } from './schedule/share-links';
import { LatestReviews, RatingSummary } from './rating';

function When({ s }: { s: PublicScheduleDetail }) {
  const { t, formatDateTime, formatSpan, formatDate, formatTime } = useScheduleI18n();
  const viewer = useViewerTimeZone();
  // The end: a time on the start's day, else a date and time.
  const end =
    formatDate(s.startDate, s.timezone) === formatDate(s.endDate, s.timezone)
      ? formatTime(s.endDate, s.timezone)
      : formatDateTime(s.endDate, s.timezone);
  return (
    <div className="sf-when">
      <div data-testid="schedule-time">
        <strong>{formatDateTime(s.startDate, s.timezone)}</strong> – {end}{' '}
        <span className="cw-muted">{`(${s.timezone})`}</span>
      </div>
      {viewer && viewer !== s.timezone && (
        <div className="cw-muted" data-testid="viewer-time">
          {t('detail.yourTime', { time: withZone(formatSpan(s.startDate, s.endDate, viewer), viewer) })}
        </div>
      )}
    </div>
  );
}

function ScheduleCoach({ s }: { s: PublicScheduleDetail }) {
  const { data: coach } = useGetPublicCoachQuery(s.coachId);
  return <CoachCard coach={coach} username={coach?.username ?? s.coach?.username} />;
}

export default function ScheduleDetailPage() {
  const { t } = useScheduleI18n();
  const { id = '' } = useParams();
  // currentData: after a client-side navigation from another schedule, never that one's content.
  const { currentData: s, isError, refetch } = useGetPublicScheduleQuery(id);
  const { currentData: coach, isFetching: coachLoading } = useGetPublicCoachQuery(s?.coachId ?? skipToken);
  // The head waits for the coach too, whose name goes into the Event's structured data.
  usePageMeta(s && !coachLoading ? scheduleMeta(s, coach ?? null, publicOrigin()) : null);

  if (s === undefined && !isError) {
    return (
      <div className="cw-center">
        <div className="cw-spinner" role="status" aria-label={t('detail.loading')} />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="cw-card sf-empty" role="alert">
        <h1>{t('detail.loadFailed')}</h1>
        <button type="button" className="cw-btn" onClick={() => void refetch()}>
          {t('home.tryAgain')}
        </button>
      </div>
    );
  }
  if (!s) return <NotFoundPage />;

  return (
    <article className="sf-detail" data-schedule-id={s.id}>
      <p style={{ margin: '0 0 12px' }}>
        <a href="/">{t('detail.allWorkshops')}</a>
      </p>
      <div className="sf-detail-grid">
        <div className="cw-stack">
          {s.workshop.image && (
            <ResponsiveImage className="sf-detail-img" src={s.workshop.image} sizes="(max-width: 800px) 100vw, 760px" alt="" />
          )}
          <h1 style={{ margin: 0 }}>{s.workshop.title}</h1>
          <RatingSummary rating={s.workshop.rating} />
          {s.cancelledAt && (
            <div className="cw-alert" role="status">
              {t('detail.cancelled')}
            </div>
          )}
          <When s={s} />
          <div className="sf-card-meta">
            <span className="cw-tag">{t(`mode.${s.mode}` as ScheduleMessage)}</span>
            {s.level && <span className="cw-tag">{t(`level.${s.level}` as ScheduleMessage)}</span>}
            {s.country && <span className="cw-tag">{s.country}</span>}
            {(s.workshop.tags ?? []).map((tag) => (
              <span key={tag} className="cw-tag">
                #{tag}
              </span>
            ))}
          </div>
          {s.workshop.descriptionHtml ? (
            // Rendered and sanitized by the workshops service (markdown-it, then sanitize-html's allow-list).
            <div className="sf-prose" data-testid="schedule-description" dangerouslySetInnerHTML={{ __html: s.workshop.descriptionHtml }} />
          ) : (
            s.workshop.description && <p className="sf-description">{s.workshop.description}</p>
          )}
          <ScheduleFacts s={s} />
          {s.resources.length > 0 && (
            <section aria-labelledby="resources-title">
              <h2 id="resources-title" className="sf-section-title">
                {t('detail.whatYouGet')}
              </h2>
              <ul className="sf-resources">
                {s.resources.map((r) => (
                  <li key={r.id}>
                    <span className="cw-tag">{r.type}</span> {r.title}
                    {r.description && <div className="cw-muted">{r.description}</div>}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <LatestReviews reviews={s.reviews} timeZone={s.timezone} />
          <OtherDates s={s} />
        </div>
        <aside className="cw-stack">
          <ScheduleBook s={s} onRefresh={() => void refetch()} />
          <ShareLinks s={s} />
          <ScheduleCoach s={s} />
        </aside>
      </div>
    </article>
  );
}
