// schema.org structured data for search engines: an Event per schedule page (with its workshop's
// aggregateRating and latest reviews once it has any) and a Person per coach page, written into the page's <head> as JSON-LD (a data block, which no CSP treats as a script).
import type { PublicCoach, PublicScheduleDetail } from './api';

const ATTENDANCE: Record<string, string> = {
  ONLINE: 'https://schema.org/OnlineEventAttendanceMode',
  'IN-PERSON': 'https://schema.org/OfflineEventAttendanceMode',
  HYBRID: 'https://schema.org/MixedEventAttendanceMode',
};

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

const personName = (c: Pick<PublicCoach, 'username' | 'profile'>) =>
  [c.profile?.firstName, c.profile?.lastName].filter(Boolean).join(' ') || c.username;

/** Text without Markdown's marks, for a description field that search engines show as it is. */
function plain(markdown: string | null | undefined, max = 500): string | undefined {
  if (!markdown) return undefined;
  const text = markdown
    .replace(/^#+\s*/gm, '')
    .replace(/[*_`>]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

export function personJsonLd(coach: PublicCoach, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: personName(coach),
    alternateName: coach.username,
    url: `${origin}/coaches/${encodeURIComponent(coach.username)}`,
    ...(coach.avatarUrl ? { image: absolute(origin, coach.avatarUrl) } : {}),
    ...(coach.profile?.headline ? { jobTitle: coach.profile.headline } : {}),
    ...(coach.coachProfile?.bio ? { description: plain(coach.coachProfile.bio) } : {}),
    ...(coach.coachProfile?.businessName ? { worksFor: { '@type': 'Organization', name: coach.coachProfile.businessName } } : {}),
    ...(coach.coachProfile?.specializations?.length ? { knowsAbout: coach.coachProfile.specializations } : {}),
    ...(coach.profile?.socialAccounts?.length ? { sameAs: coach.profile.socialAccounts.map((a) => a.url) } : {}),
  };
}

export function eventJsonLd(
  s: PublicScheduleDetail,
  coach: PublicCoach | null,
  origin: string,
  now = Date.now(),
): Record<string, unknown> {
  const url = `${origin}/schedules/${s.id}`;
  const place =
    s.mode !== 'ONLINE' && (s.venueName || s.venueAddress || s.venueCity)
      ? {
          '@type': 'Place',
          name: s.venueName ?? s.venueCity ?? undefined,
          address: {
            '@type': 'PostalAddress',
            ...(s.venueAddress ? { streetAddress: s.venueAddress } : {}),
            ...(s.venueCity ? { addressLocality: s.venueCity } : {}),
            ...(s.country ? { addressCountry: s.country } : {}),
          },
        }
      : null;
  const virtual = s.mode !== 'IN-PERSON' ? { '@type': 'VirtualLocation', url } : null;
  const location = [place, virtual].filter(Boolean);
  const soldOut = s.seatsLeft === 0;
  const bookable = !s.cancelledAt && s.status !== 'CLOSED' && Date.parse(s.startDate) > now;
  const person = coach
    ? { '@type': 'Person', name: personName(coach), url: `${origin}/coaches/${encodeURIComponent(coach.username)}` }
    : s.coach
      ? { '@type': 'Person', name: s.coach.name || s.coach.username }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: s.workshop.title,
    ...(s.workshop.description ? { description: plain(s.workshop.description) } : {}),
    startDate: s.startDate,
    endDate: s.endDate,
    eventAttendanceMode: ATTENDANCE[s.mode] ?? ATTENDANCE.ONLINE,
    eventStatus: s.cancelledAt ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    location: location.length === 1 ? location[0] : location,
    ...(s.workshop.image ? { image: [absolute(origin, s.workshop.image)] } : {}),
    ...(s.language ? { inLanguage: s.language } : {}),
    url,
    offers: {
      '@type': 'Offer',
      price: (s.price ?? 0).toFixed(2),
      priceCurrency: 'EUR',
      availability: soldOut
        ? 'https://schema.org/SoldOut'
        : bookable
          ? 'https://schema.org/InStock'
          : 'https://schema.org/Discontinued',
      url,
    },
    ...(person ? { organizer: person, performer: person } : {}),
    ...ratingJsonLd(s),
  };
}

/** The workshop's rating and latest reviews (only once it has any: an empty rating is invalid). */
function ratingJsonLd(s: PublicScheduleDetail): Record<string, unknown> {
  const rating = s.workshop.rating;
  if (!rating?.count) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      ratingCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(s.reviews?.length
      ? {
          review: s.reviews.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.authorName },
            datePublished: r.createdAt.slice(0, 10),
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
            // Plain text as written (not Markdown): only its runs of white space are closed up.
            ...(r.body ? { reviewBody: r.body.replace(/\s+/g, ' ').trim() } : {}),
          })),
        }
      : {}),
  };
}

/** JSON for inside <script>: no '<' can end the block early. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
