// The console's bookings screens in jsdom: the real store and api, answered by a stubbed /v1 that
// records what the screen asked for; antd in English without motion, inside the console's router.
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import type { BookingDto, BookingSeatDto } from '@coachwork/contracts';
import { api, configureApi, makeStore } from '@coachwork/web-kit';
import { ToastProvider } from '@coachwork/web-kit/ui';

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export type Reply = { status: number; body?: unknown };
export type Handler = (request: Seen) => Reply | undefined;

const ORIGIN = 'http://localhost';

// ProTable renders slowly in jsdom on a busy machine: wait up to 10 s for what the screen should show.
configure({ asyncUtilTimeout: 10_000 });

/** Answers /v1 with `handler` (404 when it has no answer) and keeps every request in `seen`. */
export function stubApi(handler: Handler) {
  const seen: Seen[] = [];
  const errors: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init);
    const url = new URL(request.url);
    const text = request.body ? await request.text() : '';
    const entry: Seen = {
      method: request.method,
      path: url.pathname.replace(/^\/v1/, ''),
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(entry);
    const reply = handler(entry) ?? { status: 404, body: { message: 'Not found.' } };
    return reply.body === undefined
      ? new Response(null, { status: reply.status })
      : new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  configureApi({ baseUrl: `${ORIGIN}/v1`, retryDelay: () => 0, onError: (_t, message) => errors.push(message) });
  // A CSRF cookie is present, so mutations go out at once.
  document.cookie = 'XSRF-TOKEN=test-token';
  return { seen, errors, calls: (method: string, path: string) => seen.filter((s) => s.method === method && s.path === path) };
}

export const list = <T,>(data: T[], total = data.length) => ({
  status: 200,
  body: { data, meta: { page: 1, perPage: 10, total, lastPage: Math.max(1, Math.ceil(total / 10)) } },
});
export const one = <T,>(data: T, status = 200) => ({ status, body: { data } });

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `element` at `path` (a route pattern) with the address `at`. */
export function renderAt(at: string, path: string, element: ReactNode) {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <ConfigProvider locale={enUS} theme={{ token: { motion: false } }}>
        <ToastProvider>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<Where />} />
            </Routes>
            <Where />
          </MemoryRouter>
        </ToastProvider>
      </ConfigProvider>
    </Provider>,
  );
  return {
    ...view,
    store,
    cleanup: () => {
      view.unmount();
      store.dispatch(api.util.resetApiState());
    },
  };
}

const SCHEDULE_ID = '5c1e0a52-1111-4c3b-9c0d-000000000001';
let counter = 0;
const uuid = (n: number) => `0b6f2d1e-2222-4a7c-8e1f-${String(n).padStart(12, '0')}`;

export function aBooking(over: Partial<BookingDto> = {}): BookingDto {
  const id = over.id ?? uuid(++counter);
  return {
    id,
    userId: 'a5d3c9e0-3333-4b1a-9f00-000000000001',
    workshopScheduleId: SCHEDULE_ID,
    seats: 2,
    status: 'CONFIRMED',
    voucherCode: null,
    currency: 'EUR',
    unitPrice: 90,
    subtotal: 180,
    discount: 0,
    amount: 180,
    amountPaid: null,
    paymentMethod: null,
    paymentTransactionId: null,
    notes: 'Vegetarian lunch, please.',
    coachNotes: null,
    cancellationReason: null,
    cancelledAt: null,
    expiresAt: null,
    confirmedAt: '2027-03-01T09:00:00.000Z',
    address: { addressLine1: 'Hauptstraße 1', addressLine2: null, city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' },
    meta: null,
    schedule: {
      id: SCHEDULE_ID,
      workshopId: 'c0ffee00-4444-4d2e-8a00-000000000001',
      workshopTitle: 'Storytelling Lab',
      coachId: 'c0ac4000-5555-4e3f-9b00-000000000001',
      startDate: '2027-03-12T09:00:00.000Z',
      endDate: '2027-03-12T11:00:00.000Z',
      timezone: 'Europe/Berlin',
      mode: 'ONLINE',
      status: 'PUBLISHED',
      visibility: 'PUBLIC',
      capacity: 8,
      price: 90,
      seatsLeft: 6,
      meetingUrl: null,
      cancelledAt: null,
    },
    user: { id: 'a5d3c9e0-3333-4b1a-9f00-000000000001', username: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' },
    createdAt: '2027-03-01T08:59:00.000Z',
    updatedAt: '2027-03-01T09:00:00.000Z',
    deletedAt: null,
    ...over,
  };
}

export function aSeat(over: Partial<BookingSeatDto> = {}): BookingSeatDto {
  return {
    id: over.id ?? uuid(1000 + ++counter),
    bookingId: uuid(1),
    workshopScheduleId: SCHEDULE_ID,
    position: 1,
    userId: null,
    email: null,
    inviterId: null,
    status: null,
    invitedAt: null,
    invitationExpiresAt: null,
    respondedAt: null,
    attended: null,
    attendanceNotes: null,
    cancelledAt: null,
    meta: null,
    user: null,
    createdAt: '2027-03-01T08:59:00.000Z',
    updatedAt: '2027-03-01T08:59:00.000Z',
    deletedAt: null,
    ...over,
  };
}
