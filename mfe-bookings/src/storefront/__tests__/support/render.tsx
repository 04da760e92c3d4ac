// The storefront's pages in jsdom with the real api, store and router, against a stubbed fetch that
// answers like the gateway: each test names its routes and reads back what was sent.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { BookingDto, BookingSeatDto, BookingScheduleDto } from '@coachwork/contracts';
import type { PublicScheduleDetail } from '../../api';
import { authSlice, configureApi, makeStore, toast, type CurrentUser, type ToastSink } from '@coachwork/web-kit';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: SeenRequest) => Reply | Promise<Reply> | undefined;

export const ORIGIN = 'http://localhost';
export let seen: SeenRequest[] = [];
export let toasts: { kind: string; title: string; description?: string }[] = [];
let detachToasts: (() => void) | undefined;

configureApi({ baseUrl: `${ORIGIN}/v1`, retryDelay: () => 0, onUnauthenticated: () => undefined });

beforeEach(() => {
  seen = [];
  toasts = [];
  // The CSRF cookie is already there, as after any page load.
  document.cookie = 'XSRF-TOKEN=test-token';
  const sink: ToastSink = {
    open: (args) => toasts.push({ kind: String(args.type), title: String(args.message), description: args.description as string }),
  };
  detachToasts = toast.attach(sink);
});

afterEach(() => {
  detachToasts?.();
  window.localStorage.clear();
});

/** Answers every request with the first route that returns a reply; anything else is a 404. */
export function serve(...routes: Handler[]) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init);
    const url = new URL(request.url);
    const text = request.body ? await request.text() : '';
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(entry);
    let reply: Reply | undefined;
    for (const route of routes) {
      reply = await route(entry);
      if (reply) break;
    }
    reply ??= { status: 404, body: { message: 'Not found.' } };
    if (reply.status === 0) throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  }) as typeof fetch;
}

export const on =
  (method: string, path: string | RegExp, reply: Reply | ((r: SeenRequest) => Reply)): Handler =>
  (r) =>
    r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path))
      ? typeof reply === 'function'
        ? reply(r)
        : reply
      : undefined;

export const sent = (method: string, path: string | RegExp) =>
  seen.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));

export const USER: CurrentUser = {
  id: '11111111-1111-4111-8111-111111111111',
  username: 'ben',
  email: 'booker@example.com',
  status: 'ACTIVE',
  avatar: null,
  emailVerifiedAt: '2026-01-01T00:00:00.000Z',
  defaultTenantSlug: null,
  roles: [],
  profile: {
    firstName: 'Ben',
    middleName: null,
    lastName: 'Booker',
    headline: null,
    country: 'DE',
    phoneNumber: null,
    socialAccounts: [],
  },
  coachProfile: null,
};

export function renderAt(path: string, routes: { path: string; element: ReactNode }[], user: CurrentUser | null = USER) {
  const store = makeStore();
  if (user) store.dispatch(authSlice.actions.set(user));
  else store.dispatch(authSlice.actions.cleared());
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}

export const SCHEDULE_ID = '22222222-2222-4222-8222-222222222222';

/** The public schedule page's data (GET /v1/public/workshop-schedules/{id}) the checkout tests open. */
export const PUBLIC_SCHEDULE: PublicScheduleDetail = {
  id: SCHEDULE_ID,
  workshopId: '33333333-3333-4333-8333-333333333333',
  coachId: '44444444-4444-4444-8444-444444444444',
  workshop: { id: '33333333-3333-4333-8333-333333333333', title: 'Negotiation Lab', description: 'Deals.' },
  coach: { id: '44444444-4444-4444-8444-444444444444', username: 'coach' },
  startDate: '2030-03-12T15:00:00.000Z',
  endDate: '2030-03-12T17:00:00.000Z',
  timezone: 'UTC',
  country: null,
  level: null,
  status: 'PUBLISHED',
  visibility: 'PUBLIC',
  mode: 'ONLINE',
  capacity: 10,
  price: 90,
  seatsLeft: 3,
  cancelledAt: null,
  resources: [],
};


export function scheduleCopy(over: Partial<BookingScheduleDto> = {}): BookingScheduleDto {
  return {
    id: SCHEDULE_ID,
    workshopId: '33333333-3333-4333-8333-333333333333',
    workshopTitle: 'Negotiation Lab',
    coachId: '44444444-4444-4444-8444-444444444444',
    startDate: '2030-03-12T15:00:00.000Z',
    endDate: '2030-03-12T17:00:00.000Z',
    timezone: 'America/New_York',
    mode: 'ONLINE',
    status: 'PUBLISHED',
    visibility: 'PUBLIC',
    capacity: 10,
    price: 90,
    seatsLeft: 5,
    meetingUrl: null,
    cancelledAt: null,
    ...over,
  };
}

export function seat(position: number, over: Partial<BookingSeatDto> = {}): BookingSeatDto {
  const owner = position === 1;
  return {
    id: `55555555-5555-4555-8555-55555555555${position}`,
    bookingId: '66666666-6666-4666-8666-666666666666',
    workshopScheduleId: SCHEDULE_ID,
    position,
    userId: owner ? USER.id : null,
    email: owner ? USER.email : null,
    inviterId: null,
    status: owner ? 'ACCEPTED' : null,
    invitedAt: null,
    invitationExpiresAt: null,
    respondedAt: null,
    attended: null,
    attendanceNotes: null,
    cancelledAt: null,
    meta: null,
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    deletedAt: null,
    ...over,
  };
}

export function booking(over: Partial<BookingDto> = {}): BookingDto {
  const seats = over.seats ?? 2;
  return {
    id: '66666666-6666-4666-8666-666666666666',
    userId: USER.id,
    workshopScheduleId: SCHEDULE_ID,
    seats,
    status: 'CONFIRMED',
    voucherCode: null,
    currency: 'EUR',
    unitPrice: 90,
    subtotal: 90 * seats,
    discount: 0,
    amount: 90 * seats,
    amountPaid: null,
    paymentMethod: null,
    paymentTransactionId: null,
    notes: null,
    coachNotes: null,
    cancellationReason: null,
    cancelledAt: null,
    expiresAt: null,
    confirmedAt: '2030-01-01T10:00:00.000Z',
    address: { addressLine1: 'Main St 1', addressLine2: null, city: 'Berlin', state: 'BE', zip: '10115', country: 'DE' },
    meta: null,
    schedule: scheduleCopy(),
    bookingSeats: Array.from({ length: seats }, (_, i) => seat(i + 1)),
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    deletedAt: null,
    ...over,
  };
}
