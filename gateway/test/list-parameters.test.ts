// Every list route of the product with hostile parameters (issue 18): each answer is a 422 on the
// parameter or a 200, never a 500. The filters of each route are asked of the route itself (its 422
// for an unknown filter names them), so a filter added later is walked too.
import {
  bootTestGateway,
  HOSTILE_FILTER_VALUES,
  HOSTILE_LIST_PARAMS,
  type Browser,
  type TestGateway,
} from '@coachwork/test-support';
import { PERMISSION_MATRIX } from './support/permission-matrix';

let gw: TestGateway;
let admin: Browser;
let guest: Browser;
const ids: Record<string, string> = {};

/** Every list route; `{workshop}` and `{self}` are filled in once the objects exist. */
const LIST_ROUTES: { path: string; as: 'admin' | 'guest'; inTenant?: boolean; noFilters?: boolean }[] = [
  { path: '/v1/users', as: 'admin' },
  { path: '/v1/roles', as: 'admin' },
  { path: '/v1/permissions', as: 'admin' },
  { path: '/v1/public/users', as: 'guest' },
  { path: '/v1/users/{self}/tenants', as: 'admin' },
  { path: '/v1/workshop-templates', as: 'admin' },
  { path: '/v1/workshops', as: 'admin' },
  { path: '/v1/workshops/{workshop}/history', as: 'admin' },
  { path: '/v1/workshops/{workshop}/resources', as: 'admin' },
  { path: '/v1/tags', as: 'admin' },
  { path: '/v1/workshop-schedules', as: 'admin' },
  { path: '/v1/workshop-schedules/coaches', as: 'admin' },
  { path: '/v1/public/workshop-schedules', as: 'guest' },
  { path: '/v1/tenants', as: 'admin' },
  { path: '/v1/tenants/{tenant}/members', as: 'admin', noFilters: true },
  { path: '/v1/tenants/{tenant}/invitations', as: 'admin', noFilters: true },
  { path: '/v1/bookings', as: 'admin' },
  { path: '/v1/booking-seats', as: 'admin' },
  { path: '/v1/vouchers', as: 'admin' },
  { path: '/v1/payments/invoices', as: 'admin' },
  { path: '/v1/payouts', as: 'admin' },
  { path: '/v1/audit-log', as: 'admin' },
  { path: '/v1/reviews', as: 'admin' },
  // The current tenant's lists, named by the X-Tenant header.
  { path: '/v1/t/job-postings', as: 'admin', inTenant: true },
];

/** GET routes of the matrix that are not lists (or not of one collection). */
const NOT_LISTS = new Set([
  '/v1/health',
  '/v1/csrf-cookie',
  '/v1/auth/user',
  '/v1/t',
  // One schedule's attendees as a CSV file (its one parameter is checked in bookings' own tests).
  '/v1/booking-seats/attendees.csv',
  // Payments: the processor's key, the caller's saved cards (the processor's short list), a PDF.
  '/v1/public/payments/stripe-key',
  '/v1/payments/payment-methods',
  '/v1/payments/bookings/{}/invoice',
  // A voucher's redemptions (at most 500, newest first: a voucher's uses are bounded by maxUses).
  '/v1/vouchers/{}/redemptions',
  // Dashboard figures (their from/to/groupBy are checked in bookings' own tests); one payout's statement.
  '/v1/dashboard/metrics',
  '/v1/payouts/{}/statement',
  // One's own sessions open to review (a short list, no list contract).
  '/v1/reviews/reviewable',
  // The API documents and their reference page; a schedule's calendar file.
  '/v1/openapi.json',
  '/v1/asyncapi.json',
  '/v1/docs',
  '/v1/docs/redoc.standalone.js',
  '/v1/public/workshop-schedules/{}/calendar.ics',
  // What cancelling would refund now (one booking's, one seat's); bookings counted per schedule for the
  // ids given (at most 100, checked in bookings' own tests); one's own pending invitations (a short list
  // of what is addressed to the caller); the address of one's own latest booking (one object or null).
  '/v1/bookings/{}/cancel-quote',
  '/v1/booking-seats/{}/cancel-quote',
  '/v1/bookings/counts',
  '/v1/invitations',
  '/v1/bookings/last-address',
  // Issue 27: a booking's other dates and one move's quote (a handful of dates, no list contract); a seat's
  // ticket and its PDF; a schedule's waitlist in its order (bounded by the schedule), one's own open entries,
  // and what a waitlist mail's token is about.
  '/v1/bookings/{}/move-options',
  '/v1/bookings/{}/move-quote',
  '/v1/booking-seats/{}/ticket',
  '/v1/booking-seats/{}/ticket.pdf',
  '/v1/waitlist',
  '/v1/waitlist/mine',
  '/v1/public/waitlist/link',
]);
// A matrix row may name a variant of a route after it ('/v1/t/job-postings (own tenant)').
const shape = (path: string) => path.replace(/ \(.*\)$/, '').replace(/\{[^}]*\}/g, '{}');

beforeAll(async () => {
  gw = await bootTestGateway({ API_RATE_LIMIT_MAX: '100000' });
  admin = gw.browser();
  ids.self = (await admin.login('admin@example.com')).id;
  guest = gw.browser();
  const template = await admin.post('/v1/workshop-templates', { title: 'Hostile template', price: 10 });
  const workshop = await admin.post('/v1/workshops', {
    workshopTemplateId: template.body.data.id,
    title: 'Hostile workshop',
    price: 10,
    minSeats: 1,
    maxSeats: 5,
  });
  ids.workshop = workshop.body.data.id;
  const tenant = await admin.post('/v1/tenants', { name: 'Hostile tenant', slug: 'hostile-tenant' });
  ids.tenant = tenant.body.data.id;
}, 60_000);
afterAll(async () => {
  await gw?.close();
});

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`,
    )
    .join('&');

/** The filter names a route declares, from its own answer to an unknown one. */
async function filtersOf(b: Browser, path: string): Promise<string[]> {
  const res = await b.get(`${path}?filter[zzprobe]=1`);
  if (res.status === 200) return []; // not the list contract (a user's tenants): ignores parameters
  const message: string = res.body.errors?.['filter.zzprobe']?.[0] ?? '';
  return /Use one of: (.*)\.$/.exec(message)?.[1]?.split(', ') ?? [];
}

describe('list parameters', () => {
  it('walks every list route of the permission matrix', () => {
    const walked = new Set(LIST_ROUTES.map((r) => shape(r.path)));
    const lists = PERMISSION_MATRIX.filter(
      (row) =>
        row.method === 'GET' &&
        !NOT_LISTS.has(shape(row.path)) &&
        !/\}$/.test(shape(row.path)) &&
        // A list's exports: files, their parameters parsed by the list's own parser (listExportRoutes).
        !/\/export\.(csv|xlsx)$/.test(shape(row.path)),
    ).map((row) => shape(row.path));
    expect(lists.filter((path) => !walked.has(path))).toEqual([]);
  });

  it.each(LIST_ROUTES)(
    '$path answers 422 or 200 to hostile parameters, never 500',
    async ({ path, as, inTenant, noFilters }) => {
      const caller = as === 'admin' ? admin : guest;
      const b = inTenant
        ? ({ get: (url: string) => caller.get(url).set('X-Tenant', 'hostile-tenant') } as Browser)
        : caller;
      const url = path
        .replace('{workshop}', ids.workshop!)
        .replace('{self}', ids.self!)
        .replace('{tenant}', ids.tenant!);
      expect((await b.get(url)).status).toBe(200);
      const filters = await filtersOf(b, url);
      // Each route of the list contract has filters to walk; a user's tenants and a tenant's members and
      // invitations are plain lists (still paged, sorted and searched).
      if (!path.endsWith('/tenants') && !noFilters) expect(filters.length).toBeGreaterThan(0);
      const attempts = [
        ...HOSTILE_LIST_PARAMS,
        ...filters.flatMap((name) => HOSTILE_FILTER_VALUES.map((value) => ({ [`filter[${name}]`]: value }))),
      ];
      const failures: string[] = [];
      for (const params of attempts) {
        const res = await b.get(`${url}?${query(params)}`);
        if (res.status === 422 && Object.keys(res.body.errors ?? {}).length) continue;
        if (res.status === 200 && Array.isArray(res.body.data)) continue;
        failures.push(`${JSON.stringify(params)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it.each([
    ['page=99999999999999999999', 'page'],
    ['perPage=100&page=92233720368547758', 'page'],
    ['filter[mode]=x%00y', 'filter.mode'],
    ['filter[tag]=a%00', 'filter.tag'],
    ['filter[startsFrom]=0000-01-01', 'filter.startsFrom'],
  ])('answers the reproduction GET /v1/public/workshop-schedules?%s with a 422 on %s', async (q, key) => {
    const res = await guest.get(`/v1/public/workshop-schedules?${q}`);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([key]);
  });
});
