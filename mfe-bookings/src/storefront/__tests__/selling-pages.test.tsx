/**
 * @jest-environment node
 */
// The server's HTML of the pages that sell a workshop, as the gateway gets it: the schedule page's
// content, facts, other dates, calendar and coach links and its JSON-LD Event; the coach page with its
// Person; the cards' seat urgency.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderStorefront, type ApiAnswer } from '../server';

const COACH_ID = '33333333-3333-4333-8333-333333333333';
const base = {
  workshopId: 'w1',
  coachId: COACH_ID,
  workshop: {
    id: 'w1',
    title: 'Facilitation Masterclass',
    slug: 'facilitation-masterclass',
    description: '## What you will learn\n- Decision-first design',
    descriptionHtml: '<h2>What you will learn</h2>\n<ul>\n<li>Decision-first design</li>\n</ul>',
    image: '/v1/files/6f1d3c2a-7b5e-4c1a-9d2e-0a1b2c3d4e04',
    tags: ['facilitation'],
  },
  coach: { id: COACH_ID, username: 'coach', name: 'Cora Coach' },
  timezone: 'Europe/Berlin',
  country: 'DE',
  level: 'ADVANCED',
  status: 'PUBLISHED',
  visibility: 'PUBLIC',
  mode: 'HYBRID',
  capacity: 10,
  price: 490,
  cancelledAt: null,
  venueName: 'Factory Berlin',
  venueAddress: 'Lohmühlenstraße 65',
  venueCity: 'Berlin',
  language: 'en',
  resources: [],
};
const SCHEDULE = {
  ...base,
  id: '22222222-2222-4222-8222-222222222222',
  startDate: '2030-07-01T07:30:00.000Z',
  endDate: '2030-07-01T15:30:00.000Z',
  seatsLeft: 3,
};
const LATER = {
  ...base,
  id: '44444444-4444-4444-8444-444444444444',
  startDate: '2030-09-01T07:30:00.000Z',
  endDate: '2030-09-01T15:30:00.000Z',
  seatsLeft: 0,
};
const COACH = {
  id: COACH_ID,
  username: 'coach',
  avatarUrl: '/v1/files/6f1d3c2a-7b5e-4c1a-9d2e-0a1b2c3d4e01',
  profile: {
    firstName: 'Cora',
    lastName: 'Coach',
    headline: 'Leadership coach for new team leads',
    country: null,
    socialAccounts: [{ platform: 'linkedin', url: 'https://www.linkedin.com/in/cora', order: 1 }],
  },
  coachProfile: {
    businessName: 'Cora Coaching',
    specializations: ['leadership'],
    bio: 'Coaches team leads through change.',
    experiences: [{ title: 'Head of Product', company: 'Northwind', order: 1, years: 7, months: null }],
    certifications: [
      { title: 'PCC', issuingOrganization: 'International Coaching Federation', issuingDate: '2021-03-15', certificateUrl: null, order: 1 },
    ],
  },
};
const list = (data: unknown[]) => ({ status: 200, body: { data, meta: { page: 1, perPage: 12, total: data.length, lastPage: 1 } } });

async function render(url: string, schedule: Record<string, unknown> = SCHEDULE) {
  const answers: Record<string, ApiAnswer> = {
    [`/v1/public/workshop-schedules/${SCHEDULE.id}`]: { status: 200, body: { data: schedule } },
    [`/v1/public/users/${COACH_ID}`]: { status: 200, body: { data: COACH } },
    '/v1/public/users/coach': { status: 200, body: { data: COACH } },
    '/v1/public/workshop-schedules?filter%5BworkshopId%5D=w1&perPage=7&sort=startDate': list([SCHEDULE, LATER]),
    [`/v1/public/workshop-schedules?filter%5BcoachId%5D=${COACH_ID}&perPage=12&sort=startDate`]: list([SCHEDULE, LATER]),
    '/v1/public/workshop-schedules?page=1&perPage=12&sort=startDate': list([SCHEDULE, LATER]),
    '/v1/public/workshop-schedules?page=1&perPage=12&sort=-price': list([LATER]),
  };
  return renderHtml(url, async (path) => answers[path] ?? { status: 404, body: { message: 'Not found.' } });
}

/** The server's answer to `url` with `apiGet` as the API. */
async function renderHtml(url: string, apiGet: (path: string) => Promise<ApiAnswer>) {
  let html = '';
  const res = {
    statusCode: 200,
    headersSent: false,
    setHeader() {},
    write(chunk: unknown) {
      html += String(chunk);
      return true;
    },
    end(chunk?: unknown) {
      if (chunk) html += String(chunk);
    },
  };
  await renderStorefront({ url, headers: {} } as IncomingMessage, res as unknown as ServerResponse, {
    apiGet,
    scripts: ['/assets/storefront/main.js'],
    origin: 'https://coachwork.example',
  });
  return { status: res.statusCode, html };
}

function jsonLd(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no JSON-LD in the page');
  return JSON.parse(m[1]!) as Record<string, unknown>;
}

describe('the schedule page', () => {
  it('shows the description as HTML, the facts, the venue with a map link and the seats urgency', async () => {
    const { status, html } = await render(`/schedules/${SCHEDULE.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<h2>What you will learn</h2>');
    expect(html).toContain('Advanced');
    expect(html).toContain('English');
    expect(html).toContain('8 h');
    expect(html).toContain('3 seats left');
    expect(html).toContain('Factory Berlin');
    expect(html).toContain('Berlin, Germany');
    expect(html).toMatch(/href="https:\/\/www\.openstreetmap\.org\/search\?query=Factory%20Berlin/);
    // The cover through the resizer, at every width.
    expect(html).toMatch(/srcSet="\/v1\/files\/6f1d3c2a-7b5e-4c1a-9d2e-0a1b2c3d4e04\?w=320&amp;dpr=1&amp;format=webp 320w/);
  });

  it('says how many more seats the session needs to go ahead, and nothing once it has them (issue 31 item 11)', async () => {
    // 10 seats, 3 left: 7 taken. A minimum of 9 needs 2 more; a minimum of 7 is met.
    const short = { ...SCHEDULE, workshop: { ...SCHEDULE.workshop, minSeats: 9 } };
    const { html } = await render(`/schedules/${SCHEDULE.id}`, short);
    // React's text separators (<!-- -->) are not what a reader sees.
    expect(html.replace(/<!-- -->/g, '')).toContain('>2 more seats needed for this session to go ahead (9 minimum).');
    const met = { ...SCHEDULE, workshop: { ...SCHEDULE.workshop, minSeats: 7 } };
    expect((await render(`/schedules/${SCHEDULE.id}`, met)).html).not.toContain('seats-needed');
  });

  it('lists the other dates, offers the calendar file and links the coach page', async () => {
    const { html } = await render(`/schedules/${SCHEDULE.id}`);
    expect(html).toContain('Other dates');
    expect(html).toContain(`href="/schedules/${LATER.id}"`);
    expect(html).not.toContain(`href="/schedules/${SCHEDULE.id}"`);
    expect(html).toContain('Sold out');
    expect(html).toContain(`href="/v1/public/workshop-schedules/${SCHEDULE.id}/calendar.ics"`);
    expect(html).toContain('href="/coaches/coach"');
    expect(html).toContain('Cora Coach');
  });

  it('carries a canonical URL and a JSON-LD Event a search engine accepts', async () => {
    const { html } = await render(`/schedules/${SCHEDULE.id}?utm_source=x`);
    expect(html).toContain(`<link rel="canonical" href="https://coachwork.example/schedules/${SCHEDULE.id}">`);
    const event = jsonLd(html);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Facilitation Masterclass',
      startDate: SCHEDULE.startDate,
      endDate: SCHEDULE.endDate,
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      image: ['https://coachwork.example/v1/files/6f1d3c2a-7b5e-4c1a-9d2e-0a1b2c3d4e04'],
      offers: {
        '@type': 'Offer',
        price: '490.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `https://coachwork.example/schedules/${SCHEDULE.id}`,
      },
      organizer: { '@type': 'Person', name: 'Cora Coach', url: 'https://coachwork.example/coaches/coach' },
    });
    expect(event.location).toEqual([
      {
        '@type': 'Place',
        name: 'Factory Berlin',
        address: { '@type': 'PostalAddress', streetAddress: 'Lohmühlenstraße 65', addressLocality: 'Berlin', addressCountry: 'DE' },
      },
      { '@type': 'VirtualLocation', url: `https://coachwork.example/schedules/${SCHEDULE.id}` },
    ]);
  });

  it('marks a cancelled, sold-out session so, and keeps an unlisted one out of search engines', async () => {
    const cancelled = jsonLd((await render(`/schedules/${SCHEDULE.id}`, { ...SCHEDULE, cancelledAt: '2030-01-01T00:00:00.000Z', seatsLeft: 0 })).html);
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    expect((cancelled.offers as { availability: string }).availability).toBe('https://schema.org/SoldOut');
    const { html } = await render(`/schedules/${SCHEDULE.id}`, { ...SCHEDULE, visibility: 'UNLISTED' });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('application/ld+json');
  });

  it('says Online with no address for an online session', async () => {
    const { html } = await render(`/schedules/${SCHEDULE.id}`, { ...SCHEDULE, mode: 'ONLINE', venueName: null, venueAddress: null, venueCity: null });
    expect(html).not.toContain('openstreetmap');
    expect(jsonLd(html).location).toEqual({ '@type': 'VirtualLocation', url: `https://coachwork.example/schedules/${SCHEDULE.id}` });
    // The room itself is never on the page (the public answer has none): only where attendees find it.
    expect(html).toContain('Confirmed attendees get the meeting link in My bookings and in their confirmation mail.');
  });

  it('says nothing of a meeting link for an in-person session', async () => {
    const { html } = await render(`/schedules/${SCHEDULE.id}`, { ...SCHEDULE, mode: 'IN-PERSON' });
    expect(html).not.toContain('meeting link');
  });
});

describe('the home page', () => {
  it('shows cards with cover, date in the schedule’s zone, format, price, seat urgency and the coach by name', async () => {
    const { status, html } = await render('/');
    expect(status).toBe(200);
    expect(html).toContain('with Cora Coach');
    expect(html).not.toContain('with coach');
    expect(html).toContain('1 Jul 2030, 09:30 (Europe/Berlin)');
    expect(html).toContain('3 seats left');
    expect(html).toMatch(/class="cw-card sf-card sf-sold-out"[^>]*data-schedule-id="44444444/);
    expect(html).toContain('€490.00');
    expect(html).toContain('Hybrid');
    expect(html).toMatch(/<img[^>]*class="sf-card-img"/);
  });

  it('sorts by price when asked, and ignores an order it does not know', async () => {
    const byPrice = await render('/?sort=-price');
    expect(byPrice.html).toContain(`data-schedule-id="${LATER.id}"`);
    expect(byPrice.html).not.toContain(`data-schedule-id="${SCHEDULE.id}"`);
    expect(byPrice.html).toMatch(/<option value="-price" selected="">/);
    expect(byPrice.html).toContain('Upcoming workshops');
    const unknown = await render('/?sort=drop-table');
    expect(unknown.html).toContain(`data-schedule-id="${SCHEDULE.id}"`);
  });
});

describe('the coach page', () => {
  it('renders an approved coach’s profile and upcoming schedules, with a Person and a canonical URL', async () => {
    const { status, html } = await render('/coaches/coach');
    expect(status).toBe(200);
    expect(html).toContain('<title>Cora Coach | Coachwork');
    expect(html).toContain('Leadership coach for new team leads');
    expect(html).toContain('Head of Product');
    expect(html).toContain('International Coaching Federation');
    expect(html).toContain('href="https://www.linkedin.com/in/cora"');
    expect(html).toContain(`href="/schedules/${SCHEDULE.id}"`);
    expect(html).toContain('<link rel="canonical" href="https://coachwork.example/coaches/coach">');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Person',
      name: 'Cora Coach',
      url: 'https://coachwork.example/coaches/coach',
      image: 'https://coachwork.example/v1/files/6f1d3c2a-7b5e-4c1a-9d2e-0a1b2c3d4e01',
      jobTitle: 'Leadership coach for new team leads',
      sameAs: ['https://www.linkedin.com/in/cora'],
    });
  });

  it('answers 404 for anyone who is not an approved coach', async () => {
    const { status, html } = await render('/coaches/booker');
    expect(status).toBe(404);
    expect(html).toContain('Page Not Found');
    expect(html).not.toContain('application/ld+json');
  });
});

describe('ratings (issue 28 item 1)', () => {
  const RATED = {
    ...SCHEDULE,
    workshop: { ...SCHEDULE.workshop, rating: { average: 4.5, count: 2 } },
    coach: { ...SCHEDULE.coach, rating: { average: 4.7, count: 3 } },
    reviews: [
      {
        id: '55555555-5555-4555-8555-555555555555',
        authorName: 'Bea B.',
        rating: 5,
        body: 'Clear & <useful>.',
        reply: 'Thank you, Bea!',
        repliedAt: '2030-06-02T10:00:00.000Z',
        createdAt: '2030-06-01T10:00:00.000Z',
      },
      {
        id: '66666666-6666-4666-8666-666666666666',
        authorName: 'Fran F.',
        rating: 4,
        body: null,
        reply: null,
        repliedAt: null,
        createdAt: '2030-05-01T10:00:00.000Z',
      },
    ],
  };

  it('shows the workshop’s rating and latest reviews on the schedule page, and both in its JSON-LD', async () => {
    const { html } = await render(`/schedules/${SCHEDULE.id}`, RATED);
    expect(html).toContain('Rated 4.5 out of 5 · 2 reviews');
    expect(html).toContain('What participants say');
    expect(html).toContain('Bea B.');
    expect(html).toContain('Clear &amp; &lt;useful&gt;.');
    expect(html).toContain('Reply from the coach');
    expect(html).toContain('Thank you, Bea!');
    const event = jsonLd(html);
    expect(event.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(event.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Bea B.' },
        datePublished: '2030-06-01',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Clear & <useful>.',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Fran F.' },
        datePublished: '2030-05-01',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
    // Nothing '<' can end the data block early.
    expect(html).not.toMatch(/application\/ld\+json">[^<]*<useful>/);
  });

  it('says nothing of ratings, and has none in its JSON-LD, before the first review', async () => {
    const { html } = await render(`/schedules/${SCHEDULE.id}`);
    expect(html).not.toContain('out of 5');
    expect(jsonLd(html)).not.toHaveProperty('aggregateRating');
    expect(jsonLd(html)).not.toHaveProperty('review');
  });

  it('shows the rating on the catalogue cards and the coach’s on the coach page', async () => {
    const answers = [RATED, { ...LATER, coach: RATED.coach }];
    const home = await renderWith('/', answers);
    expect(home).toContain('Rated 4.5 out of 5 · 2 reviews');
    const coach = await renderWith('/coaches/coach', answers);
    expect(coach).toContain('Rated 4.7 out of 5 · 3 reviews');
  });
});

/** The home and coach pages over a catalogue of `schedules`. */
async function renderWith(url: string, schedules: unknown[]) {
  const { html } = await renderHtml(url, async (path) =>
    path.startsWith('/v1/public/workshop-schedules?')
      ? list(schedules)
      : path === '/v1/public/users/coach' || path === `/v1/public/users/${COACH_ID}`
        ? { status: 200, body: { data: COACH } }
        : { status: 404, body: { message: 'Not found.' } },
  );
  return html;
}
