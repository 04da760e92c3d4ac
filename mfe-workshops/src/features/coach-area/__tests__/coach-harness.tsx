// The coach area's screens in jsdom: the real store and api, answered by a stubbed /v1 that records what
// the screen asked for (the console's bookings tests have the same stub; remotes do not import each other).
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { BookingDto, BookingSeatDto } from '@coachwork/contracts';
import { api, configureApi, makeStore, toast, type ToastSink } from '@coachwork/web-kit';
import type { WorkshopSchedule } from '../../workshop-schedules/api';
import type { Workshop } from '../../workshops/api';

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export type Reply = { status: number; body?: unknown };

const ORIGIN = 'http://localhost';
configure({ asyncUtilTimeout: 10_000 });

/** JSON bodies as values; anything else (a multipart upload) as its text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Answers /v1 with `handler` (404 when it has no answer) and keeps every request and toast. */
export function stubApi(handler: (request: Seen) => Reply | undefined) {
  const seen: Seen[] = [];
  const toasts: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init);
    const url = new URL(request.url);
    const text = request.body ? await request.text() : '';
    const entry: Seen = {
      method: request.method,
      path: url.pathname.replace(/^\/v1/, ''),
      query: url.searchParams,
      body: text ? parseBody(text) : undefined,
    };
    seen.push(entry);
    const reply = handler(entry) ?? { status: 404, body: { message: 'Not found.' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: reply.body === undefined ? {} : { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  configureApi({ baseUrl: `${ORIGIN}/v1`, retryDelay: () => 0, onError: (_t, message) => toasts.push(message) });
  const sink: ToastSink = { open: (args) => toasts.push(String(args.message)) };
  const detach = toast.attach(sink);
  document.cookie = 'XSRF-TOKEN=test-token';
  return {
    seen,
    toasts,
    detach,
    calls: (method: string, path: string) => seen.filter((s) => s.method === method && s.path === path),
  };
}

export const list = <T,>(data: T[]) => ({
  status: 200,
  body: { data, meta: { page: 1, perPage: 100, total: data.length, lastPage: 1 } },
});
export const one = <T,>(data: T, status = 200) => ({ status, body: { data } });

export function renderLight(element: ReactNode) {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter>{element}</MemoryRouter>
    </Provider>,
  );
  return {
    ...view,
    cleanup: () => {
      view.unmount();
      store.dispatch(api.util.resetApiState());
    },
  };
}

export const SCHEDULE_ID = '5c1e0a52-1111-4c3b-9c0d-000000000001';

/** A workshop of 2 to 12 seats at 129, both reminders on. */
export const aWorkshop = (over: Partial<Workshop> & Pick<Workshop, 'id' | 'title'>): Workshop => ({
  workshopTemplateId: 'a0000000-4444-4d2e-8a00-000000000001',
  slug: over.title.toLowerCase().replace(/ /g, '-'),
  description: null,
  image: null,
  video: null,
  price: 129,
  minSeats: 2,
  maxSeats: 12,
  tags: [],
  coachIds: [],
  remindDayBefore: true,
  remindHourBefore: true,
  waitlistWindowHours: 24,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  deletedAt: null,
  ...over,
});

/** A published schedule of 8 seats (3 taken) starting `startsInHours` from now. */
export const aSchedule = (startsInHours: number, over: Partial<WorkshopSchedule> = {}): WorkshopSchedule => ({
  id: SCHEDULE_ID,
  workshopId: 'c0ffee00-4444-4d2e-8a00-000000000001',
  coachId: 'c0ac4000-5555-4e3f-9b00-000000000001',
  startDate: new Date(Date.now() + startsInHours * 3_600_000).toISOString(),
  endDate: new Date(Date.now() + (startsInHours + 2) * 3_600_000).toISOString(),
  timezone: 'UTC',
  country: null,
  level: null,
  status: 'PUBLISHED',
  visibility: 'PUBLIC',
  mode: 'ONLINE',
  capacity: 8,
  seatsLeft: 5,
  price: 0,
  cancelledAt: null,
  cancelledBy: null,
  cancellationReason: null,
  workshop: { id: 'c0ffee00-4444-4d2e-8a00-000000000001', title: 'Storytelling Lab' },
  coach: { id: 'c0ac4000-5555-4e3f-9b00-000000000001', username: 'coach' },
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  deletedAt: null,
  ...over,
});

export function aBooking(over: Partial<BookingDto> & Pick<BookingDto, 'id'>): BookingDto {
  return {
    userId: 'a5d3c9e0-3333-4b1a-9f00-000000000001',
    workshopScheduleId: SCHEDULE_ID,
    seats: 2,
    status: 'CONFIRMED',
    voucherCode: null,
    currency: 'EUR',
    unitPrice: 0,
    subtotal: 0,
    discount: 0,
    amount: 0,
    amountPaid: null,
    paymentMethod: null,
    paymentTransactionId: null,
    notes: null,
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
      price: 0,
      seatsLeft: 6,
      meetingUrl: null,
      cancelledAt: null,
    },
    user: null,
    createdAt: '2027-03-01T08:59:00.000Z',
    updatedAt: '2027-03-01T09:00:00.000Z',
    deletedAt: null,
    ...over,
  };
}

export function aSeat(over: Partial<BookingSeatDto> & Pick<BookingSeatDto, 'id' | 'bookingId' | 'position'>): BookingSeatDto {
  return {
    workshopScheduleId: SCHEDULE_ID,
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
