// The coach area in German (issue 28 item 5) against a stubbed /v1: the account's language, else the
// storefront page's, sets it at the page's root; words, dates, seats and amounts follow. English stays as it
// was.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { CheckInDto, CheckInSheetDto, PayoutDto, WaitlistEntryDto } from '@coachwork/contracts';
import { api, I18nProvider, makeStore, type CurrentUser } from '@coachwork/web-kit';
import type { WorkshopResource } from '../../workshops/api';
import { CoachAreaPage } from '../coach-area-page';
import {
  aBooking,
  aSchedule,
  aSeat,
  aWorkshop,
  list,
  one,
  SCHEDULE_ID,
  stubApi,
  type Reply,
  type Seen,
} from './coach-harness';

jest.setTimeout(30_000);

const WORKSHOP_ID = 'c0ffee00-4444-4d2e-8a00-000000000001';
/** 12 March 2030, 16:00 to 18:00 in Berlin. */
const schedule = aSchedule(0, {
  startDate: '2030-03-12T15:00:00.000Z',
  endDate: '2030-03-12T17:00:00.000Z',
  timezone: 'Europe/Berlin',
});

const payout: PayoutDto = {
  id: '9a000000-0000-4000-8000-000000000001',
  coachId: 'c0ac4000-5555-4e3f-9b00-000000000001',
  workshopScheduleId: SCHEDULE_ID,
  workshopId: WORKSHOP_ID,
  workshopTitle: 'Feedback That Lands',
  scheduleStart: '2026-10-01T09:00:00.000Z',
  scheduleEnd: '2026-10-01T12:00:00.000Z',
  currency: 'EUR',
  gross: 100,
  refunds: 0,
  feePercent: 15,
  fee: 15,
  adjustments: 0,
  amount: 490,
  status: 'DUE',
  dueAt: '2026-10-15T12:00:00.000Z',
  paidAt: null,
  reference: null,
  holdReason: null,
  createdAt: '2026-10-01T12:00:00.000Z',
  updatedAt: '2026-10-01T12:00:00.000Z',
};

const resource: WorkshopResource = {
  id: 'f0000000-0000-4000-8000-000000000001',
  workshopId: WORKSHOP_ID,
  title: 'Slides',
  description: null,
  type: 'link',
  url: 'https://example.com/slides',
  filePath: null,
  fileSize: null,
  fileType: null,
  sortOrder: 1,
  isVisible: false,
  isBroadcast: false,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  deletedAt: null,
};

const waiting: WaitlistEntryDto = {
  id: 'e0000000-0000-4000-8000-000000000001',
  workshopScheduleId: SCHEDULE_ID,
  position: 1,
  userId: 'a5d3c9e0-3333-4b1a-9f00-000000000001',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  seats: 2,
  status: 'WAITING',
  bookingId: null,
  offerExpiresAt: null,
  joinedAt: '2027-03-01T09:00:00.000Z',
  updatedAt: '2027-03-01T09:00:00.000Z',
};

const sheet: CheckInSheetDto = {
  workshopScheduleId: SCHEDULE_ID,
  workshopTitle: 'Feedback That Lands',
  startDate: '2030-03-12T15:00:00.000Z',
  endDate: '2030-03-12T17:00:00.000Z',
  timezone: 'Europe/Berlin',
  checkedIn: 1,
  total: 2,
  attendees: [
    { seatId: 's1', bookingId: 'b1', position: 1, holderName: 'Ada Lovelace', checkedInAt: null, checkedInByName: null },
    {
      seatId: 's2',
      bookingId: 'b2',
      position: 1,
      holderName: 'Grace Hopper',
      checkedInAt: '2030-03-12T14:55:00.000Z',
      checkedInByName: 'Cora Coach',
    },
  ],
};

/** What the coach area's screens read, for the overview, a schedule and its check-in. */
function answer(r: Seen): Reply | undefined {
  if (r.method !== 'GET') return undefined;
  if (r.path === '/workshop-schedules') return list(r.query.has('filter[startsFrom]') ? [schedule] : []);
  if (r.path === `/workshop-schedules/${SCHEDULE_ID}`) return one(schedule);
  if (r.path === '/payouts') return list([payout]);
  if (r.path === '/reviews') return list([]);
  if (r.path === '/workshops') return list([aWorkshop({ id: WORKSHOP_ID, title: 'Storytelling Lab' })]);
  if (r.path === `/workshops/${WORKSHOP_ID}/resources`) return list([resource]);
  if (r.path === '/booking-seats')
    return list([aSeat({ id: 'seat-1', bookingId: 'b1', position: 1, status: 'ACCEPTED', email: 'ada@example.com' })]);
  if (r.path === '/bookings') return list([aBooking({ id: 'b1', seats: 2 })]);
  if (r.path === '/waitlist') return { status: 200, body: { data: [waiting] } };
  if (r.path === `/check-ins/${SCHEDULE_ID}`) return one(sheet);
  return undefined;
}

const user = (language?: 'en' | 'de'): CurrentUser => ({
  id: 'c0ac4000-5555-4e3f-9b00-000000000001',
  username: 'cora',
  email: 'cora@example.com',
  status: 'ACTIVE' as CurrentUser['status'],
  avatar: null,
  emailVerifiedAt: null,
  defaultTenantSlug: null,
  roles: ['coach'],
  profile: {} as CurrentUser['profile'],
  coachProfile: null,
  ...(language ? { language } : {}),
});

let teardown: () => void = () => undefined;
afterEach(() => {
  teardown();
});

/** The coach area at `path` (under /c), signed in as a coach whose account may name a language. */
function open(
  path: string,
  language?: 'en' | 'de',
  extra?: (r: Seen) => Reply | undefined,
  page: 'en' | 'de' = 'en',
) {
  const stub = stubApi((r) => extra?.(r) ?? answer(r));
  const store = makeStore({ auth: { user: user(language), checked: true } });
  const view = render(
    <Provider store={store}>
      <I18nProvider lang={page}>
        <MemoryRouter initialEntries={[path]}>
          <CoachAreaPage />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  teardown = () => {
    view.unmount();
    store.dispatch(api.util.resetApiState());
    stub.detach();
  };
  return stub;
}

describe('the coach area in German', () => {
  it('shows the overview in the account’s language: schedules, dates, seats, payouts and resources', async () => {
    open('/', 'de');
    expect(await screen.findByRole('heading', { name: 'Coach-Bereich' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neuer Termin' })).toBeTruthy();
    expect(screen.getByText(/Angemeldet als cora\./).textContent).toContain('Ihre Termine, Teilnehmenden und Unterlagen.');

    const upcoming = screen.getByRole('region', { name: 'Anstehende Termine' });
    expect(await within(upcoming).findByText('12.03.2030, 16:00 – 18:00 (Europe/Berlin)')).toBeTruthy();
    expect(within(upcoming).getByText('Veröffentlicht')).toBeTruthy();
    expect(within(upcoming).getByText('Öffentlich')).toBeTruthy();
    expect(within(upcoming).getByText('Noch 5 von 8 Plätzen frei')).toBeTruthy();
    expect(within(upcoming).getByRole('link', { name: 'Bearbeiten' })).toBeTruthy();
    const past = screen.getByRole('region', { name: 'Vergangene Termine' });
    expect(await within(past).findByText('Hier ist noch nichts.')).toBeTruthy();

    const payouts = screen.getByRole('region', { name: 'Meine Auszahlungen' });
    expect(await within(payouts).findByText('490,00 €')).toBeTruthy();
    expect(within(payouts).getByText('Fällig')).toBeTruthy();
    expect(within(payouts).getByText('Überfällig')).toBeTruthy();
    expect(within(payouts).getByText('fällig am 15.10.2026')).toBeTruthy();
    expect(within(payouts).getByRole('link', { name: 'Abrechnung' })).toBeTruthy();
    // web-kit's export buttons speak the page's language too.
    expect(within(payouts).getByRole('button', { name: 'Auszahlungen als Excel exportieren' }).textContent).toBe('Excel');

    expect(await screen.findByText('Noch keine Bewertungen.', { exact: false })).toBeTruthy();
    const resources = screen.getByRole('region', { name: 'Unterlagen meiner Workshops' });
    expect(await within(resources).findByText('Slides')).toBeTruthy();
    expect(within(resources).getByText('für Buchende ausgeblendet')).toBeTruthy();
    expect(within(resources).getByRole('button', { name: 'Unterlage zu Storytelling Lab hinzufügen' })).toBeTruthy();
    expect(within(resources).getByRole('button', { name: 'Einblenden: Slides' })).toBeTruthy();
    expect(document.title).toContain('Coach-Bereich');
  });

  it('shows a schedule with its attendees and waitlist in German (the page’s language, no account language)', async () => {
    open(`/schedules/${SCHEDULE_ID}`, undefined, undefined, 'de');
    expect(await screen.findByText('Wann')).toBeTruthy();
    expect(screen.getByText('12.03.2030, 16:00 – 18:00 (Europe/Berlin)')).toBeTruthy();
    expect(screen.getByText('Öffentlich · Online')).toBeTruthy();
    expect(screen.getByText('noch 5 von 8 frei')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check-in' })).toBeTruthy();

    const attendees = screen.getByRole('region', { name: 'Teilnehmende' });
    expect(await within(attendees).findByText('1 von 1 Plätzen belegt · 0 anwesend')).toBeTruthy();
    const booking = within(attendees).getByRole('listitem', { name: /^Buchung von / });
    expect(within(booking).getByText('Bestätigt')).toBeTruthy();
    expect(within(booking).getByText('1 Platz')).toBeTruthy();
    expect(within(booking).getByText('Platz 1')).toBeTruthy();
    expect(within(booking).getByText('Angenommen')).toBeTruthy();
    expect(within(booking).getByRole('switch', { name: 'Anwesend: ada@example.com' })).toBeTruthy();
    expect(within(booking).getByRole<HTMLButtonElement>('button', { name: 'Notizen speichern für ada@example.com' }).disabled).toBe(true);

    const waitlist = screen.getByRole('region', { name: 'Warteliste' });
    expect(await within(waitlist).findByText('Wartet')).toBeTruthy();
    expect(within(waitlist).getByText('2 Plätze · eingetragen am 01.03.2027, 10:00')).toBeTruthy();
    expect(within(waitlist).getByText('1 wartend oder mit Angebot · 2 Plätze gewünscht')).toBeTruthy();
    fireEvent.click(within(waitlist).getByRole('button', { name: 'Jetzt anbieten: Ada Lovelace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ada Lovelace jetzt 2 Plätze anbieten?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  });

  it('checks people in at the door in German', async () => {
    const stub = open(`/schedules/${SCHEDULE_ID}/check-in`, 'de', (r) =>
      r.method === 'POST' && r.path === '/check-ins'
        ? one<CheckInDto>({
            seatId: 's1',
            bookingId: 'b1',
            workshopScheduleId: SCHEDULE_ID,
            holderName: 'Ada Lovelace',
            checkedInAt: '2030-03-12T14:58:00.000Z',
            checkedInById: 'c0ac4000-5555-4e3f-9b00-000000000001',
            checkedInByName: 'Cora Coach',
            alreadyCheckedIn: false,
          })
        : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Check-in: Feedback That Lands' })).toBeTruthy();
    expect(screen.getByText(/von 2 eingecheckt/).textContent).toContain('1 von 2 eingecheckt');
    expect(screen.getByRole('button', { name: 'Mit der Kamera scannen' })).toBeTruthy();
    expect(screen.getByLabelText('Ticket-Code')).toBeTruthy();
    expect(screen.getByText('Eingecheckt um 15:55 von Cora Coach')).toBeTruthy();

    fireEvent.submit(screen.getByLabelText('Ticket-Code').closest('form')!);
    expect(await screen.findByText('Bitte geben Sie einen Ticket-Code ein')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace einchecken' }));
    expect(await screen.findByText('Eingecheckt: Ada Lovelace')).toBeTruthy();
    expect(stub.calls('POST', '/check-ins')).toHaveLength(1);
  });

  it('shows the new-schedule form in German, with countries by their German names', async () => {
    open('/schedules/new', 'de');
    expect(await screen.findByRole('heading', { name: 'Neuer Termin' })).toBeTruthy();
    expect(screen.getByLabelText('Beginn')).toBeTruthy();
    expect(screen.getByLabelText('Zeitzone').getAttribute('placeholder')).toBe('Zonen suchen, z. B. Berlin');
    expect(screen.getByRole('option', { name: 'Veröffentlicht' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Vor Ort' })).toBeTruthy();
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Deutschland' }).value).toBe('DE');
    expect(screen.getByRole('button', { name: 'Termin speichern' })).toBeTruthy();
  });
});

it('keeps the coach area in English when neither the account nor the page asks for German', async () => {
  open('/', 'en');
  expect(await screen.findByRole('heading', { name: 'Coach area' })).toBeTruthy();
  expect(screen.getByText(/Signed in as cora\./).textContent).toContain('Signed in as cora. Your schedules, attendees and resources.');
  const upcoming = screen.getByRole('region', { name: 'Upcoming schedules' });
  expect(await within(upcoming).findByText('12 Mar 2030, 16:00 – 18:00 (Europe/Berlin)')).toBeTruthy();
  expect(within(upcoming).getByText('PUBLISHED')).toBeTruthy();
  expect(within(upcoming).getByText('5 of 8 seats left')).toBeTruthy();
  const payouts = screen.getByRole('region', { name: 'My payouts' });
  expect(await within(payouts).findByText('€490.00')).toBeTruthy();
  expect(within(payouts).getByText('Due')).toBeTruthy();
  expect(within(payouts).getByText('due 15 Oct 2026')).toBeTruthy();
  const resources = screen.getByRole('region', { name: 'My workshops’ resources' });
  expect(await within(resources).findByText('hidden from bookers')).toBeTruthy();
  expect(within(resources).getByText('link')).toBeTruthy();
  expect(within(resources).getByRole('button', { name: 'Show: Slides' })).toBeTruthy();
});
