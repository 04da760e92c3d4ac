/**
 * @jest-environment node
 */
// The server's HTML for the new pages, as the gateway gets it: the invitation page whole (with its
// data carried into the page and kept out of search engines), the booker area, and the Book box.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InvitationDto } from '@coachwork/contracts';
import type { CurrentUser } from '@coachwork/web-kit';
import { renderStorefront, type ApiAnswer } from '../server';

const USER = {
  id: '11111111-1111-4111-8111-111111111111',
  username: 'ben',
  email: 'booker@example.com',
  status: 'ACTIVE',
  avatar: null,
  emailVerifiedAt: null,
  defaultTenantSlug: null,
  roles: [],
  profile: {
    firstName: 'Ben',
    middleName: null,
    lastName: null,
    headline: null,
    country: null,
    phoneNumber: null,
    socialAccounts: [],
  },
  coachProfile: null,
} satisfies CurrentUser;

const INVITATION: InvitationDto = {
  seatId: 's2',
  status: 'PENDING',
  email: 'a***@example.org',
  inviterUsername: 'ben',
  expiresAt: '2030-03-05T10:00:00.000Z',
  workshopTitle: 'Negotiation Lab',
  workshopScheduleId: '22222222-2222-4222-8222-222222222222',
  startDate: '2030-03-12T15:00:00.000Z',
  endDate: '2030-03-12T17:00:00.000Z',
  timezone: 'UTC',
  mode: 'ONLINE',
};

const SCHEDULE = {
  id: '22222222-2222-4222-8222-222222222222',
  workshopId: 'w1',
  coachId: 'c1',
  workshop: { id: 'w1', title: 'Negotiation Lab' },
  coach: { id: 'c1', username: 'coach' },
  startDate: '2030-03-12T15:00:00.000Z',
  endDate: '2030-03-12T17:00:00.000Z',
  timezone: 'UTC',
  country: null,
  level: null,
  status: 'PUBLISHED',
  visibility: 'PUBLIC',
  mode: 'ONLINE',
  capacity: 10,
  price: 0,
  seatsLeft: 4,
  cancelledAt: null,
  resources: [],
};

/** The home page's list: six schedules, each with a cover image. */
const HOME_LIST: ApiAnswer = {
  status: 200,
  body: {
    data: Array.from({ length: 6 }, (_, i) => ({
      ...SCHEDULE,
      id: `22222222-2222-4222-8222-22222222222${i}`,
      workshop: { id: `w${i}`, title: `Workshop ${i}`, image: `cover-${i}` },
    })),
    meta: { currentPage: 1, lastPage: 1, perPage: 12, total: 6 },
  },
};

async function render(url: string, signedIn: boolean) {
  const answers: Record<string, ApiAnswer> = {
    '/v1/auth/user': signedIn ? { status: 200, body: { data: USER } } : { status: 401, body: {} },
    '/v1/invitations/tok_ok': { status: 200, body: { data: INVITATION } },
    [`/v1/public/workshop-schedules/${SCHEDULE.id}`]: { status: 200, body: { data: SCHEDULE } },
  };
  const headers: Record<string, string | number | readonly string[]> = {};
  let html = '';
  const res = {
    statusCode: 200,
    headersSent: false,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    write(chunk: unknown) {
      html += String(chunk);
      return true;
    },
    end(chunk?: unknown) {
      if (chunk) html += String(chunk);
    },
  };
  await renderStorefront(
    { url, headers: signedIn ? { cookie: 'session=x' } : {} } as IncomingMessage,
    res as unknown as ServerResponse,
    {
      apiGet: async (path) =>
        answers[path] ??
        (path.startsWith('/v1/public/workshop-schedules?')
          ? HOME_LIST
          : { status: 404, body: { message: 'Not found.' } }),
      scripts: ['/assets/storefront/main.js'],
    },
  );
  return { status: res.statusCode, html, headers };
}

describe('server rendering', () => {
  it("loads the home page's first row of covers at once, the first one before anything else, each sized for its slot", async () => {
    const { status, html } = await render('/', false);
    expect(status).toBe(200);
    const covers = html.match(/<img[^>]*class="sf-card-img"[^>]*>/g) ?? [];
    expect(covers).toHaveLength(6);
    expect(covers.map((img) => /loading="(\w+)"/.exec(img)?.[1])).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(
      covers.map((img) => img.includes('fetchPriority="high"') || img.includes('fetchpriority="high"')),
    ).toEqual([true, false, false, false, false, false]);
    expect(covers[0]).toContain(
      'sizes="(max-width: 600px) 100vw, (max-width: 876px) 50vw, (max-width: 1152px) 34vw, 272px"',
    );
    expect(covers[0]).toMatch(/srcSet="[^"]*cover-0[^"]* \d+w/i);
  });

  it('keeps nothing of a page once it is out: no timers holding its store and data', async () => {
    // RTK Query times an unused answer's removal (5 minutes here); on the server each of those timers
    // held a whole page's store, so every page of the last minutes stayed in memory.
    const timers = async () => {
      // Redux's batched notifications fire after 10 ms: let them.
      await new Promise((r) => setTimeout(r, 50));
      return process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    };
    await render('/', false);
    const before = await timers();
    for (let i = 0; i < 20; i++) await render(i % 2 ? '/' : `/schedules/${SCHEDULE.id}`, i % 3 === 0);
    expect((await timers()) - before).toBeLessThan(3);
  });

  it('renders an invitation whole for a guest, with its data in the page and noindex', async () => {
    const { status, html } = await render('/invitations/tok_ok', false);
    expect(status).toBe(200);
    expect(html).toContain('<title>Invitation: Negotiation Lab | Coachwork');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('ben invited you to a seat');
    expect(html).toContain('12 Mar 2030, 15:00');
    expect(html).toContain('Sign in to accept');
    expect(html).toContain(`href="/login?redirect=${encodeURIComponent('/invitations/tok_ok')}"`);
    // The browser hydrates from the same answer instead of asking again.
    expect(html).toMatch(/"getInvitation\(\\?"tok_ok\\?"\)"/);
  });

  it('offers Accept and Decline to a signed-in visitor', async () => {
    const { html } = await render('/invitations/tok_ok', true);
    expect(html).toMatch(/<button[^>]*>Accept<\/button>/);
    expect(html).toMatch(/<button[^>]*>Decline<\/button>/);
  });

  it("renders the waitlist mails' links whole, kept out of search engines, with the button and not the result", async () => {
    for (const [path, button] of [
      ['/waitlist/leave', 'Leave the waitlist'],
      ['/waitlist/decline', 'Decline the seats'],
    ]) {
      const { status, html } = await render(`${path}?token=${'A'.repeat(43)}`, false);
      expect(status).toBe(200);
      expect(html).toMatch(new RegExp(`<button[^>]*>${button}</button>`));
      expect(html).toContain('noindex');
      expect(html).not.toContain('You have left the waitlist.');
    }
    const offer = await render(`/waitlist/offer?booking=b1&token=${'A'.repeat(43)}`, false);
    expect(offer.status).toBe(200);
    expect(offer.html).toContain('Seats are held for you</h1>');
  });

  it('answers 404 for an unknown invitation, saying the link is not valid', async () => {
    const { status, html } = await render('/invitations/nope', false);
    expect(status).toBe(404);
    expect(html).toContain('This invitation link is not valid.');
  });

  it('sends a guest from /b to sign in and back, and renders the booker area for a signed-in visitor', async () => {
    const guest = await render('/b?tab=past', false);
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe(`/login?redirect=${encodeURIComponent('/b?tab=past')}`);
    const { status, html } = await render('/b', true);
    expect(status).toBe(200);
    expect(html).toContain('My bookings</h1>');
    expect(html).toContain('Welcome back, Ben.');
  });

  it('renders the Book button for a signed-in visitor and the sign-in link for a guest', async () => {
    const signedIn = await render(`/schedules/${SCHEDULE.id}`, true);
    expect(signedIn.html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Book<\/button>/);
    const guest = await render(`/schedules/${SCHEDULE.id}`, false);
    expect(guest.html).toContain('Sign in to book');
    expect(guest.html).not.toMatch(/>Book<\/button>/);
  });
});
