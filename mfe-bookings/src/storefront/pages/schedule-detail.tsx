// /schedules/{id}: one public (or unlisted) schedule, server-rendered. Times show in the schedule's
// own zone on the server; after hydration the browser adds the viewer's zone (an effect, so the
// first client render matches the server's HTML). Loaded as its own chunk: the home page never pays for it;
// the checkout behind its Book button is another chunk again.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ResponsiveImage, SocialLinks, usePageTitle } from '@coachwork/web-kit';
import type { PublicScheduleDetail } from '../api';
import { useGetPublicCoachQuery, useGetPublicScheduleQuery } from '../schedule-api';
import { formatInZone, formatTimeInZone, titleCase } from '../format';
import { NotFoundPage } from './not-found';
import { ScheduleBook } from './schedule-book';

function useViewerTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    try {
      setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || null);
    } catch {
      setZone(null);
    }
  }, []);
  return zone;
}

function When({ s }: { s: PublicScheduleDetail }) {
  const viewer = useViewerTimeZone();
  return (
    <div className="sf-when">
      <div data-testid="schedule-time">
        <strong>{formatInZone(s.startDate, s.timezone)}</strong> – {formatTimeInZone(s.endDate, s.timezone)}{' '}
        <span className="cw-muted">{`(${s.timezone})`}</span>
      </div>
      {viewer && viewer !== s.timezone && (
        <div className="cw-muted" data-testid="viewer-time">
          {`Your time: ${formatInZone(s.startDate, viewer)} – ${formatTimeInZone(s.endDate, viewer)} (${viewer})`}
        </div>
      )}
    </div>
  );
}

function Coach({ s }: { s: PublicScheduleDetail }) {
  const { data: profile } = useGetPublicCoachQuery(s.coachId);
  const name = [profile?.profile?.firstName, profile?.profile?.lastName].filter(Boolean).join(' ');
  const username = profile?.username ?? s.coach?.username;
  if (!username) return null;
  return (
    <section className="cw-card" aria-labelledby="coach-title">
      <h2 id="coach-title" className="sf-section-title">
        Your coach
      </h2>
      <div className="cw-row">
        {profile?.avatarUrl ? (
          <ResponsiveImage className="sf-coach-avatar" src={profile.avatarUrl} width={48} alt="" />
        ) : (
          <div className="sf-coach-avatar sf-avatar" aria-hidden="true">
            {username.slice(0, 2).toUpperCase()}
          </div>
        )}
        <div>
          <div style={{ fontWeight: 600 }}>{name || username}</div>
          {name && <div className="cw-muted">@{username}</div>}
          {profile?.profile?.headline && <div>{profile.profile.headline}</div>}
          <SocialLinks accounts={profile?.profile?.socialAccounts} style={{ marginTop: 6 }} />
        </div>
      </div>
      {profile?.coachProfile?.specializations?.length ? (
        <div className="sf-card-meta" style={{ marginTop: 12 }}>
          {profile.coachProfile.specializations.map((x) => (
            <span key={x} className="cw-tag">
              {x}
            </span>
          ))}
        </div>
      ) : null}
      {profile?.coachProfile?.bio && <p style={{ marginBottom: 0 }}>{profile.coachProfile.bio}</p>}
      {profile?.coachProfile?.experiences?.length ? (
        <ul className="cw-muted" style={{ margin: '12px 0 0', paddingLeft: 18 }} aria-label="Experience">
          {[...profile.coachProfile.experiences]
            .sort((a, b) => a.order - b.order)
            .map((x) => (
              <li key={x.order}>
                {x.title}, {x.company} · {x.years} {x.years === 1 ? 'year' : 'years'}
              </li>
            ))}
        </ul>
      ) : null}
    </section>
  );
}

export default function ScheduleDetailPage() {
  const { id = '' } = useParams();
  const { data: s, isLoading, isError, refetch } = useGetPublicScheduleQuery(id);
  usePageTitle(s ? s.workshop.title : s === null ? 'Page Not Found' : 'Workshop');

  if (isLoading) {
    return (
      <div className="cw-center">
        <div className="cw-spinner" role="status" aria-label="Loading" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="cw-card sf-empty" role="alert">
        <h1>The workshop could not be loaded.</h1>
        <button type="button" className="cw-btn" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!s) return <NotFoundPage />;

  return (
    <article className="sf-detail" data-schedule-id={s.id}>
      <p style={{ margin: '0 0 12px' }}>
        <a href="/">← All workshops</a>
      </p>
      <div className="sf-detail-grid">
        <div className="cw-stack">
          {s.workshop.image && (
            <ResponsiveImage className="sf-detail-img" src={s.workshop.image} sizes="(max-width: 800px) 100vw, 760px" alt="" />
          )}
          <h1 style={{ margin: 0 }}>{s.workshop.title}</h1>
          {s.cancelledAt && (
            <div className="cw-alert" role="status">
              This session was cancelled.
            </div>
          )}
          <When s={s} />
          <div className="sf-card-meta">
            <span className="cw-tag">{titleCase(s.mode)}</span>
            {s.level && <span className="cw-tag">{titleCase(s.level)}</span>}
            {s.country && <span className="cw-tag">{s.country}</span>}
            {(s.workshop.tags ?? []).map((t) => (
              <span key={t} className="cw-tag">
                #{t}
              </span>
            ))}
          </div>
          {s.workshop.description && <p className="sf-description">{s.workshop.description}</p>}
          {s.resources.length > 0 && (
            <section aria-labelledby="resources-title">
              <h2 id="resources-title" className="sf-section-title">
                What you get
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
        </div>
        <aside className="cw-stack">
          <ScheduleBook s={s} onRefresh={() => void refetch()} />
          <Coach s={s} />
        </aside>
      </div>
    </article>
  );
}
