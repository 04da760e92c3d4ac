// Add to calendar (the .ics the API makes in the schedule's own zone) and share links. Share addresses
// need the page's absolute URL, which the browser knows; they appear once the page has hydrated.
import type { PublicSchedule } from '../../api';
import { useHydrated } from '../../use-hydrated';

export const calendarUrl = (id: string) => `/v1/public/workshop-schedules/${encodeURIComponent(id)}/calendar.ics`;

export function shareTargets(url: string, title: string): { label: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: 'Email', href: `mailto:?subject=${t}&body=${u}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}

export function ShareLinks({ s }: { s: PublicSchedule }) {
  const hydrated = useHydrated();
  const url = hydrated ? `${window.location.origin}/schedules/${s.id}` : null;
  return (
    <div className="cw-card cw-stack">
      <a className="cw-btn cw-btn-block" href={calendarUrl(s.id)} download data-testid="add-to-calendar">
        Add to calendar
      </a>
      {url && (
        <nav aria-label="Share this workshop" className="sf-share">
          <span className="cw-muted">Share:</span>
          {shareTargets(url, s.workshop.title).map((x) => (
            <a key={x.label} href={x.href} target={x.label === 'Email' ? undefined : '_blank'} rel="noopener noreferrer">
              {x.label}
            </a>
          ))}
        </nav>
      )}
    </div>
  );
}
