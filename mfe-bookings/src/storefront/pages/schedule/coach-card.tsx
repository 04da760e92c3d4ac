// The coach beside a schedule: avatar, name, headline and a short bio, linking to the coach's page.
import { ResponsiveImage } from '@coachwork/web-kit';
import { SocialLinks } from '@coachwork/web-kit/social';
import type { PublicCoach } from '../../api';

export const coachName = (c: Pick<PublicCoach, 'username' | 'profile'>) =>
  [c.profile?.firstName, c.profile?.lastName].filter(Boolean).join(' ') || c.username;

export const coachPath = (username: string) => `/coaches/${encodeURIComponent(username)}`;

export function CoachAvatar({ coach, size }: { coach: Pick<PublicCoach, 'username' | 'avatarUrl'>; size: number }) {
  return coach.avatarUrl ? (
    <ResponsiveImage
      className="sf-coach-avatar"
      src={coach.avatarUrl}
      width={size}
      style={{ width: size, height: size }}
      alt=""
    />
  ) : (
    <div className="sf-coach-avatar sf-avatar" style={{ width: size, height: size }} aria-hidden="true">
      {coach.username.slice(0, 2).toUpperCase()}
    </div>
  );
}

export function CoachCard({ coach, username }: { coach: PublicCoach | null | undefined; username: string | undefined }) {
  const name = coach ? coachName(coach) : username;
  if (!username) return null;
  const bio = coach?.coachProfile?.bio;
  return (
    <section className="cw-card" aria-labelledby="coach-title">
      <h2 id="coach-title" className="sf-section-title">
        Your coach
      </h2>
      <div className="cw-row">
        <CoachAvatar coach={coach ?? { username, avatarUrl: null }} size={48} />
        <div>
          <a href={coachPath(username)} style={{ fontWeight: 600 }} data-testid="coach-link">
            {name}
          </a>
          {name !== username && <div className="cw-muted">@{username}</div>}
          {coach?.profile?.headline && <div>{coach.profile.headline}</div>}
          <SocialLinks accounts={coach?.profile?.socialAccounts} style={{ marginTop: 6 }} />
        </div>
      </div>
      {coach?.coachProfile?.specializations?.length ? (
        <div className="sf-card-meta" style={{ marginTop: 12 }}>
          {coach.coachProfile.specializations.map((x) => (
            <span key={x} className="cw-tag">
              {x}
            </span>
          ))}
        </div>
      ) : null}
      {bio && <p style={{ marginBottom: 0 }}>{bio.length > 280 ? `${bio.slice(0, 277)}...` : bio}</p>}
      <p style={{ marginBottom: 0 }}>
        <a href={coachPath(username)}>More about {name}</a>
      </p>
    </section>
  );
}
