// /coaches/{username}: an approved coach's public page, server-rendered: avatar, headline, bio,
// experience, certifications, social links and their upcoming public schedules. Anyone else is a 404.
import { useParams } from 'react-router';
import { SocialLinks } from '@coachwork/web-kit/social';
import { useGetPublicSchedulesQuery, type PublicCoach, type PublicScheduleQuery } from '../api';
import { coachMeta } from '../content-meta';
import { useGetPublicCoachQuery } from '../schedule-api';
import { publicOrigin, usePageMeta } from '../use-page-meta';
import { NotFoundPage } from './not-found';
import { ScheduleCard } from './schedule-card';
import { RatingSummary } from './rating';
import { CoachAvatar, coachName } from './schedule/coach-card';
import { useCoachI18n, type CoachMessage } from './coach-messages';

/** The coach's upcoming public schedules (the server preloads exactly this query). */
export const coachSchedulesQuery = (coachId: string): PublicScheduleQuery => ({
  'filter[coachId]': coachId,
  perPage: 12,
  sort: 'startDate',
});

const yearsText = (t: (id: CoachMessage, values: { n: number }) => string, years: number, months?: number | null) =>
  [years ? t('coach.years', { n: years }) : '', months ? t('coach.months', { n: months }) : ''].filter(Boolean).join(' ');

function Profile({ coach }: { coach: PublicCoach }) {
  const { t } = useCoachI18n();
  const cp = coach.coachProfile;
  const experiences = [...(cp?.experiences ?? [])].sort((a, b) => a.order - b.order);
  const certifications = [...(cp?.certifications ?? [])].sort((a, b) => a.order - b.order);
  return (
    <>
      <header className="sf-coach-head">
        <CoachAvatar coach={coach} size={112} />
        <div className="cw-stack" style={{ gap: 4 }}>
          <h1>{coachName(coach)}</h1>
          {coach.profile?.headline && <p style={{ margin: 0, fontSize: '1.125rem' }}>{coach.profile.headline}</p>}
          {cp?.businessName && <div className="cw-muted">{cp.businessName}</div>}
          <CoachRating coach={coach} />
          <SocialLinks accounts={coach.profile?.socialAccounts} />
        </div>
      </header>
      {cp?.specializations?.length ? (
        <div className="sf-card-meta" aria-label={t('coach.specializations')}>
          {cp.specializations.map((x) => (
            <span key={x} className="cw-tag">
              {x}
            </span>
          ))}
        </div>
      ) : null}
      {cp?.bio && (
        <section aria-labelledby="about-title">
          <h2 id="about-title" className="sf-section-title">
            {t('coach.about')}
          </h2>
          <p className="sf-description">{cp.bio}</p>
        </section>
      )}
      {experiences.length > 0 && (
        <section aria-labelledby="experience-title">
          <h2 id="experience-title" className="sf-section-title">
            {t('coach.experience')}
          </h2>
          <ul className="sf-timeline">
            {experiences.map((x) => (
              <li key={x.order}>
                <strong>{x.title}</strong>, {x.company}
                {yearsText(t, x.years, x.months) && <span className="cw-muted"> · {yearsText(t, x.years, x.months)}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {certifications.length > 0 && (
        <section aria-labelledby="certifications-title">
          <h2 id="certifications-title" className="sf-section-title">
            {t('coach.certifications')}
          </h2>
          <ul className="sf-timeline">
            {certifications.map((x) => (
              <li key={x.order}>
                {x.certificateUrl ? (
                  <a href={x.certificateUrl} target="_blank" rel="noopener noreferrer">
                    <strong>{x.title}</strong>
                  </a>
                ) : (
                  <strong>{x.title}</strong>
                )}
                , {x.issuingOrganization}
                {x.issuingDate && <span className="cw-muted"> · {x.issuingDate.slice(0, 4)}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The coach's rating over all their workshops, as the catalogue gives it with their schedules. */
function CoachRating({ coach }: { coach: PublicCoach }) {
  const { data } = useGetPublicSchedulesQuery(coachSchedulesQuery(coach.id));
  return <RatingSummary rating={data?.data[0]?.coach?.rating} />;
}

function Upcoming({ coach }: { coach: PublicCoach }) {
  const { t } = useCoachI18n();
  const { data } = useGetPublicSchedulesQuery(coachSchedulesQuery(coach.id));
  const schedules = data?.data ?? [];
  return (
    <section aria-labelledby="coach-upcoming-title">
      <h2 id="coach-upcoming-title" className="sf-section-title">
        {t('coach.upcoming')}
      </h2>
      {schedules.length ? (
        <ul className="sf-grid">
          {schedules.map((s) => (
            <ScheduleCard key={s.id} schedule={s} />
          ))}
        </ul>
      ) : (
        <p className="cw-muted">{t('coach.none', { name: coachName(coach) })}</p>
      )}
    </section>
  );
}

export default function CoachPage() {
  const { t } = useCoachI18n();
  const { username = '' } = useParams();
  // currentData: after a client-side navigation from another coach, never that one's profile.
  const { currentData: coach } = useGetPublicCoachQuery(username);
  usePageMeta(coach ? coachMeta(coach, publicOrigin()) : null);
  if (coach === undefined) {
    return (
      <div className="cw-center">
        <div className="cw-spinner" role="status" aria-label={t('coach.loading')} />
      </div>
    );
  }
  if (!coach) return <NotFoundPage />;
  return (
    <article className="cw-stack" style={{ gap: 24 }} data-coach={coach.username}>
      <Profile coach={coach} />
      <Upcoming coach={coach} />
    </article>
  );
}
