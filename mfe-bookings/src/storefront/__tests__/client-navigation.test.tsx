// Spec §1 in jsdom: once the storefront runs, a click on a link to one of its pages changes the page
// through the router (its data read through /v1) instead of a new document; the head follows the page,
// focus goes to the new heading, and links the browser must follow (the console, a download, a new tab,
// a jump within the page) are left to it.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { authSlice, makeStore } from '@coachwork/web-kit';
import { StorefrontApp, isKnownPath } from '../app';
import { internalTarget } from '../client-navigation';
import { on, serve, sent } from './support/render';

const COACH_ID = '33333333-3333-4333-8333-333333333333';
const SCHEDULE_ID = '22222222-2222-4222-8222-222222222222';
const SCHEDULE = {
  id: SCHEDULE_ID,
  workshopId: 'w1',
  coachId: COACH_ID,
  workshop: { id: 'w1', title: 'Facilitation Masterclass', slug: 'facilitation-masterclass', description: 'Decide first.', descriptionHtml: null, image: null, tags: [] },
  coach: { id: COACH_ID, username: 'cora' },
  startDate: '2030-07-01T07:30:00.000Z',
  endDate: '2030-07-01T15:30:00.000Z',
  timezone: 'Europe/Berlin',
  country: 'DE',
  level: 'ADVANCED',
  status: 'PUBLISHED',
  visibility: 'PUBLIC',
  mode: 'ONLINE',
  capacity: 10,
  price: 490,
  seatsLeft: 3,
  cancelledAt: null,
  venueName: null,
  venueAddress: null,
  venueCity: null,
  language: 'en',
  resources: [],
};
const COACH = {
  id: COACH_ID,
  username: 'cora',
  avatarUrl: null,
  profile: { firstName: 'Cora', lastName: 'Coach', headline: 'Leadership coach', country: null, socialAccounts: [] },
  coachProfile: { businessName: null, specializations: [], bio: 'Coaches team leads.', experiences: [], certifications: [] },
};
const list = (data: unknown[]) => ({ status: 200, body: { data, meta: { page: 1, perPage: 12, total: data.length, lastPage: 1 } } });

let where = '';
function Where() {
  const location = useLocation();
  where = `${location.pathname}${location.search}`;
  return null;
}

function renderApp(path: string) {
  const store = makeStore();
  store.dispatch(authSlice.actions.cleared());
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <StorefrontApp />
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

beforeEach(() => {
  serve(
    on('GET', `/v1/public/workshop-schedules/${SCHEDULE_ID}`, { status: 200, body: { data: SCHEDULE } }),
    on('GET', '/v1/public/workshop-schedules', list([SCHEDULE])),
    on('GET', `/v1/public/users/${COACH_ID}`, { status: 200, body: { data: COACH } }),
    on('GET', '/v1/public/users/cora', { status: 200, body: { data: COACH } }),
  );
  window.scrollTo = jest.fn();
});

describe('the storefront as a single-page application', () => {
  it('goes from home to a schedule and to its coach without a new document, the head and focus following', async () => {
    renderApp('/');
    const title = await screen.findByRole('link', { name: 'Facilitation Masterclass' });
    await waitFor(() => expect(document.title).toMatch(/^Workshops \| Coachwork/));

    // fireEvent returns false when a handler prevented the default: the browser would not load a document.
    expect(fireEvent.click(title)).toBe(false);
    await waitFor(() => expect(where).toBe(`/schedules/${SCHEDULE_ID}`));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Facilitation Masterclass' });
    expect(sent('GET', `/v1/public/workshop-schedules/${SCHEDULE_ID}`)).toHaveLength(1);
    await waitFor(() => expect(document.title).toMatch(/^Facilitation Masterclass \| Coachwork/));
    expect(description()).toMatch(/Online · Advanced/);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`http://localhost/schedules/${SCHEDULE_ID}`);
    const event = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!) as { '@type': string };
    expect(event['@type']).toBe('Event');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);

    expect(fireEvent.click(screen.getByTestId('coach-link'))).toBe(false);
    await waitFor(() => expect(where).toBe('/coaches/cora'));
    const coach = await screen.findByRole('heading', { level: 1, name: 'Cora Coach' });
    await waitFor(() => expect(document.title).toMatch(/^Cora Coach \| Coachwork/));
    expect(description()).toBe('Leadership coach. Coaches team leads.');
    const person = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!) as { '@type': string };
    expect(person['@type']).toBe('Person');
    await waitFor(() => expect(document.activeElement).toBe(coach));

    // Home again: no canonical address, no structured data left over from the coach.
    await act(async () => {
      fireEvent.click(screen.getAllByRole('link', { name: /Workshops|Coachwork/ })[0]!);
    });
    await waitFor(() => expect(where).toBe('/'));
    await waitFor(() => expect(document.title).toMatch(/^Workshops \| Coachwork/));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('sends the sign-in link of a guest through the router too', async () => {
    // The sign-in form is the identity remote's, which jsdom cannot load: its fallback says so.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/');
    await screen.findByRole('link', { name: 'Facilitation Masterclass' });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Sign in' }))).toBe(false);
    await waitFor(() => expect(where).toBe('/login'));
    await waitFor(() => expect(document.title).toMatch(/^Sign in \| Coachwork/));
  });
});

describe('which clicks stay with the browser', () => {
  const here = new URL('http://localhost/schedules/1') as unknown as Location;
  function click(href: string, attributes: Record<string, string> = {}, init: MouseEventInit = {}) {
    const a = document.createElement('a');
    a.href = href;
    for (const [k, v] of Object.entries(attributes)) a.setAttribute(k, v);
    document.body.appendChild(a);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: a });
    const target = internalTarget(event, here, isKnownPath);
    a.remove();
    return target;
  }

  it('takes the storefront’s pages, with their query', () => {
    expect(click('/coaches/cora')).toBe('/coaches/cora');
    expect(click('http://localhost/?q=lead&page=2#upcoming-title')).toBe('/?q=lead&page=2#upcoming-title');
    expect(click('/register?redirect=%2Fb')).toBe('/register?redirect=%2Fb');
  });

  it('leaves the console, the API, files, other sites, new tabs, downloads and modified clicks alone', () => {
    // The language links: the server sets the cookie.
    expect(click('/?lang=de', { 'data-document': '' })).toBeNull();
    expect(click('/admin/')).toBeNull();
    expect(click('/v1/public/workshop-schedules/1/calendar.ics')).toBeNull();
    expect(click('/og-image.png')).toBeNull();
    expect(click('https://www.linkedin.com/in/cora')).toBeNull();
    expect(click('/coaches/cora', { target: '_blank' })).toBeNull();
    expect(click('/b', { download: '' })).toBeNull();
    expect(click('/coaches/cora', {}, { ctrlKey: true })).toBeNull();
    expect(click('/coaches/cora', {}, { button: 1 })).toBeNull();
    expect(click('/schedules/1#main')).toBeNull();
  });
});
