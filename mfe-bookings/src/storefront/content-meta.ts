// The meta of the pages made of data (a schedule, a coach, an invitation): built the same way by the
// server for the first visit and by the page in the browser after a client-side navigation.
import type { InvitationDto } from '@coachwork/contracts';
import { siteMetadata } from '@coachwork/web-kit';
import type { PublicCoach, PublicScheduleDetail } from './api';
import { formatDateTimeInZone } from '@coachwork/web-kit';
import { formatPrice, titleCase } from './format';
import type { PageMeta } from './route-meta';
import { eventJsonLd, personJsonLd } from './structured-data';

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 297)}...` : text);

export function invitationMeta(i: InvitationDto | null): PageMeta {
  if (!i) return { title: 'Invitation not found', description: siteMetadata.description, noindex: true };
  return {
    title: `Invitation: ${i.workshopTitle}`,
    description: `${i.inviterUsername} invited you to a seat at ${i.workshopTitle}, ${formatDateTimeInZone(i.startDate, i.timezone)}.`,
    noindex: true,
  };
}

export function coachMeta(c: PublicCoach, origin: string | undefined): PageMeta {
  const name = [c.profile?.firstName, c.profile?.lastName].filter(Boolean).join(' ') || c.username;
  const about = [c.profile?.headline, c.coachProfile?.bio].filter(Boolean).join('. ');
  return {
    title: name,
    description: clip(about || `Workshops with ${name}.`),
    image: c.avatarUrl,
    canonical: `/coaches/${encodeURIComponent(c.username)}`,
    jsonLd: personJsonLd(c, origin ?? ''),
  };
}

export function scheduleMeta(s: PublicScheduleDetail, coach: PublicCoach | null, origin: string | undefined): PageMeta {
  const when = formatDateTimeInZone(s.startDate, s.timezone);
  const about = s.workshop.description ? ` ${s.workshop.description.replace(/[#*_`>]+/g, '').replace(/\s+/g, ' ').trim()}` : '';
  return {
    title: s.workshop.title,
    description: clip(`${when} · ${titleCase(s.mode)}${s.level ? ` · ${titleCase(s.level)}` : ''} · ${formatPrice(s.price)}.${about}`),
    image: s.workshop.image,
    canonical: `/schedules/${s.id}`,
    // An unlisted schedule is for whoever has the link: no structured data invites crawlers to it.
    jsonLd: s.visibility === 'UNLISTED' ? undefined : eventJsonLd(s, coach, origin ?? ''),
    noindex: s.visibility === 'UNLISTED',
  };
}
