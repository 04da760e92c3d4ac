// A second language (issue 28 item 5) beyond the schedule page: the checkout (form, payment step and
// confirmation), the waitlist and the small pages (ticket, moved-session refund, invitation, coach,
// not found) in German, with German dates and prices; the server's own words stay as they arrive; and
// the same screens in English word for word as before.
import type { ReactNode } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { InvitationDto, TicketDto } from '@coachwork/contracts';
import { I18nProvider } from '@coachwork/web-kit';
import type { PublicScheduleDetail } from '../api';
import CoachPage from '../pages/coach-page';
import InvitationPage from '../pages/invitation-page';
import { NotFoundPage } from '../pages/not-found';
import ScheduleDetailPage from '../pages/schedule-detail';
import ScheduleRefundPage from '../pages/schedule-refund-page';
import TicketPage from '../pages/tickets/ticket-page';
import { LeaveWaitlistPage } from '../pages/waitlist/waitlist-link-page';
import WaitlistOfferPage from '../pages/waitlist/waitlist-offer-page';
import { booking, on, PUBLIC_SCHEDULE, renderAt, serve, type Reply, SCHEDULE_ID } from './support/render';

const BOOKING_ID = booking().id;
const INTENT = 'pi_sbx_0123456789abcdef01234567';
const ok = (data: unknown, status = 200): Reply => ({ status, body: { data } });

const german = (element: ReactNode) => <I18nProvider lang="de">{element}</I18nProvider>;

/** Intl writes a no-break space between the amount and the euro sign. */
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\u00a0/g, ' ');

const held = booking({ seats: 1, status: 'PENDING', amount: 90, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() });
const paid = booking({ seats: 1, status: 'CONFIRMED', amount: 90, amountPaid: 90, paymentMethod: 'Visa •••• 4242' });

function openSchedule(lang: 'de' | 'en', user?: null, s: Partial<PublicScheduleDetail> = {}) {
  let attempt = 0;
  serve(
    on('GET', `/v1/public/workshop-schedules/${SCHEDULE_ID}`, ok({ ...PUBLIC_SCHEDULE, ...s })),
    on('GET', /^\/v1\/public\/users\//, { status: 404 }),
    on('GET', '/v1/bookings/last-address', ok(null)),
    on('POST', '/v1/bookings', { status: 201, body: { data: held }, headers: { date: new Date().toUTCString() } }),
    on('GET', '/v1/public/payments/stripe-key', ok({ provider: 'sandbox', publishableKey: null })),
    on('GET', '/v1/payments/payment-methods', ok([])),
    on('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`, () =>
      ok({
        bookingId: BOOKING_ID,
        paymentIntentId: INTENT,
        clientSecret: `${INTENT}_secret`,
        amount: 90,
        currency: 'EUR',
        status: 'requires_payment_method',
        error: null,
        expiresAt: held.expiresAt,
      }),
    ),
    on('POST', '/v1/public/payments/sandbox/payment-methods', ok({ id: 'pm_sbx_new' }, 201)),
    // The first card is declined in the processor's (English) words, the second one pays.
    on('POST', `/v1/public/payments/sandbox/payment-intents/${INTENT}/confirm`, () =>
      ++attempt === 1
        ? ok({ id: INTENT, status: 'requires_payment_method', error: 'Your card was declined.' })
        : ok({ id: INTENT, status: 'succeeded', error: null }),
    ),
    on('POST', `/v1/payments/bookings/${BOOKING_ID}/finalize`, ok(paid)),
  );
  const page = <ScheduleDetailPage />;
  renderAt(`/schedules/${SCHEDULE_ID}`, [{ path: '/schedules/:id', element: lang === 'de' ? german(page) : page }], user);
}

describe('the checkout in German', () => {
  it('books and pays in German: labels, seats, German dates and prices, the payment step and the confirmation', async () => {
    openSchedule('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Buchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Negotiation Lab buchen' });
    const d = within(dialog);
    expect(d.getByText('12.03.2030, 15:00 (UTC)')).toBeTruthy();
    expect(d.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(d.getByRole('form', { name: 'Kasse' })).toBeTruthy();
    expect((d.getByLabelText('Plätze') as HTMLInputElement).value).toBe('1');
    expect(d.getByText('Noch 3 frei')).toBeTruthy();
    expect(text(d.getByTestId('checkout-total'))).toBe('90,00 €');
    fireEvent.click(d.getByRole('button', { name: 'Mehr Plätze' }));
    expect((d.getByRole('button', { name: 'Weniger Plätze' }) as HTMLButtonElement).disabled).toBe(false);
    expect(text(await d.findByText(/^180,00\s€$/))).toBe('180,00 €');
    expect(text(d.getByText('Voraussichtlicher Gesamtbetrag').parentElement!.parentElement)).toContain(
      '2 × 90,00 €Der Betrag wird bei der Buchung bestätigt.',
    );
    fireEvent.click(d.getByRole('button', { name: 'Weniger Plätze' }));
    expect(d.getByText('Rechnungsadresse')).toBeTruthy();
    expect(text(d.getByText('Felder mit', { exact: false }))).toBe('Felder mit *einem Sternchen sind Pflichtfelder.');
    // The profile's country, named and sorted in German.
    const country = d.getByLabelText('Land') as HTMLSelectElement;
    expect(country.value).toBe('DE');
    expect(country.selectedOptions[0]!.textContent).toBe('🇩🇪 Deutschland');
    expect(country.options[0]!.textContent).toBe('Land auswählen');
    expect(d.getByLabelText('Gutscheincode (optional)')).toBeTruthy();
    expect(d.getByRole('button', { name: 'Einlösen' })).toBeTruthy();
    expect(d.getByText('Der Rabatt wird angezeigt, sobald der Code eingelöst ist.')).toBeTruthy();

    fireEvent.change(d.getByLabelText('Adresszeile 1'), { target: { value: 'Hauptstraße 1' } });
    fireEvent.change(d.getByLabelText('Ort'), { target: { value: 'Berlin' } });
    fireEvent.change(d.getByLabelText('Bundesland oder Region'), { target: { value: 'Berlin' } });
    fireEvent.change(d.getByLabelText('Postleitzahl'), { target: { value: '10115' } });
    fireEvent.click(d.getByRole('button', { name: 'Buchen und Plätze reservieren' }));

    const pay = await screen.findByRole('button', { name: /^90,00\s€ bezahlen$/ });
    expect(screen.getByRole('dialog', { name: 'Buchung abschließen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Zahlung' })).toBeTruthy();
    expect(screen.getByTestId('hold-countdown').textContent).toMatch(/^Ihre Plätze sind noch 1[45]:\d\d für Sie reserviert$/);
    expect(screen.getByText('Sandbox – kein echtes Geld')).toBeTruthy();
    expect(screen.getByText('Zu zahlen')).toBeTruthy();
    expect(text(screen.getByTestId('booking-amount'))).toBe('90,00 €');
    // The booking's own zone (America/New_York).
    expect(screen.getByText('12.03.2030, 11:00', { exact: false })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kartennummer'), { target: { value: '4000000000000002' } });
    fireEvent.change(screen.getByLabelText('Ablaufdatum (MM/JJ)'), { target: { value: '12/34' } });
    fireEvent.change(screen.getByLabelText('Prüfnummer (CVC)'), { target: { value: '123' } });
    expect(screen.getByText('Testkarten:', { exact: false })).toBeTruthy();
    fireEvent.click(pay);
    // The processor's words as they arrive, then the page's own in German.
    expect((await screen.findByTestId('payment-refusal')).textContent).toBe(
      'Your card was declined. Ihre Plätze sind weiterhin reserviert.',
    );
    fireEvent.change(screen.getByLabelText('Kartennummer'), { target: { value: '4242424242424242' } });
    fireEvent.click(screen.getByRole('button', { name: /^90,00\s€ bezahlen$/ }));

    expect(await screen.findByText('Ihre Buchung ist bestätigt.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Buchung bestätigt' })).toBeTruthy();
    expect(screen.getByText('Wir haben Ihren Platz reserviert. Bis bald!')).toBeTruthy();
    expect(screen.getByText('Bezahlt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rechnung herunterladen (PDF)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu meinen Buchungen' }).getAttribute('href')).toBe('/b');
  });

  it('asks a guest for their details in German', async () => {
    openSchedule('de', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Als Gast buchen' }));
    const d = within(await screen.findByRole('dialog', { name: 'Negotiation Lab buchen' }));
    expect(d.getByText('Ihre Angaben')).toBeTruthy();
    for (const label of ['E-Mail', 'Vorname', 'Nachname']) expect(d.getByLabelText(label).getAttribute('aria-required')).toBe('true');
    const hint = d.getByRole('link', { name: 'Anmelden' }).parentElement!;
    expect(hint.textContent).toBe(
      'Kein Konto nötig: Wir senden Ihnen die Bestätigung und einen Link zu Ihren Buchungen per E-Mail. Sie haben ein Konto? Anmelden',
    );
    expect(d.getByRole('button', { name: 'Buchen und Plätze reservieren' })).toBeTruthy();
  });

  it('shows the same checkout in English, word for word as before', async () => {
    openSchedule('en', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Book as a guest' }));
    const d = within(await screen.findByRole('dialog', { name: 'Book Negotiation Lab' }));
    expect(d.getByText('12 Mar 2030, 15:00 (UTC)')).toBeTruthy();
    expect(d.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(d.getByRole('link', { name: 'Sign in' }).parentElement!.textContent).toBe(
      'No account needed: we email your confirmation and a link to your bookings. Have an account? Sign in',
    );
    expect(d.getByText('Fields marked', { exact: false }).textContent).toBe('Fields marked *with an asterisk are required.');
    expect((d.getByLabelText('Country') as HTMLSelectElement).options[1]!.textContent).toBe('🇦🇫 Afghanistan');
    expect(d.getByText('3 left')).toBeTruthy();
    expect(d.getByTestId('checkout-total').textContent).toBe('€90.00');
    expect(d.getByText('1 × €90.00', { exact: false }).textContent).toBe('1 × €90.00The amount is confirmed when you book.');
    expect(d.getByRole('button', { name: 'Book and hold my seats' })).toBeTruthy();
  });
});

describe('the waitlist in German', () => {
  it('offers the waitlist on a sold-out session in German', async () => {
    openSchedule('de', null, { seatsLeft: 0 });
    const form = await screen.findByRole('form', { name: 'Auf die Warteliste setzen' });
    const f = within(form);
    expect(f.getByText('Ausgebucht.')).toBeTruthy();
    expect(f.getByLabelText('Plätze')).toBeTruthy();
    expect(f.getByLabelText('E-Mail')).toBeTruthy();
    expect(f.getByRole('button', { name: 'Auf die Warteliste setzen' })).toBeTruthy();
  });

  it('names the session of a leave link and shows an offer’s hold in German', async () => {
    serve(
      on('GET', '/v1/public/waitlist/link', {
        status: 200,
        body: {
          data: {
            kind: 'leave',
            workshopScheduleId: SCHEDULE_ID,
            workshopTitle: 'Feedback That Lands',
            startDate: '2030-12-18T11:00:00.000Z',
            endDate: '2030-12-18T13:00:00.000Z',
            timezone: 'Europe/Amsterdam',
            seats: 2,
            status: 'WAITING',
            offerExpiresAt: null,
          },
        },
      }),
      on('GET', '/v1/public/payments/stripe-key', ok({ provider: 'sandbox', publishableKey: null })),
      on('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`, () =>
        ok({ bookingId: BOOKING_ID, paymentIntentId: INTENT, clientSecret: 's', amount: 90, currency: 'eur', status: 'requires_payment_method', error: null, expiresAt: '2030-03-05T10:00:00.000Z' }),
      ),
    );
    const token = 'A'.repeat(43);
    const leave = renderAt(`/waitlist/leave?token=${token}`, [{ path: '/waitlist/leave', element: german(<LeaveWaitlistPage />) }], null);
    expect(await screen.findByRole('heading', { name: 'Warteliste verlassen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Warteliste verlassen' })).toBeTruthy();
    expect((await screen.findByTestId('waitlist-link-session')).textContent).toBe(
      'Feedback That Lands18.12.2030, 12:00 – 14:00 (Europe/Amsterdam) · 2 Plätze',
    );
    leave.unmount();

    renderAt(
      `/waitlist/offer?booking=${BOOKING_ID}&token=${token}`,
      [{ path: '/waitlist/offer', element: german(<WaitlistOfferPage />) }],
      null,
    );
    expect(await screen.findByRole('heading', { name: 'Plätze sind für Sie reserviert' })).toBeTruthy();
    expect(text(await screen.findByTestId('offer-hold'))).toMatch(
      /^Die Plätze sind bis 05\.03\.2030, \d\d:\d\d für Sie reserviert\. Zahlen Sie bis dahin 90,00 €, um sie zu erhalten\.$/,
    );
    expect(await screen.findByRole('button', { name: /^90,00\s€ bezahlen$/ })).toBeTruthy();
  });
});

describe('the small pages in German', () => {
  it('shows a ticket at the door in German, and in English as before', async () => {
    const ticket: TicketDto = {
      seatId: 's1',
      bookingId: BOOKING_ID,
      workshopScheduleId: SCHEDULE_ID,
      code: 'CW-1234',
      qr: 'data:image/png;base64,AAAA',
      workshopTitle: 'Negotiation Lab',
      startDate: '2030-03-12T15:00:00.000Z',
      endDate: '2030-03-12T17:00:00.000Z',
      timezone: 'Europe/Berlin',
      mode: 'ONLINE',
      venue: null,
      holderName: 'Ben Booker',
      position: 2,
      checkedInAt: '2030-03-12T14:55:00.000Z',
    };
    serve(on('GET', '/v1/booking-seats/s1/ticket', ok(ticket)));
    const view = renderAt('/b/tickets/s1', [{ path: '/b/tickets/:seatId', element: german(<TicketPage />) }]);
    expect(await screen.findByText('Ticket · Platz 2')).toBeTruthy();
    expect(screen.getByText('12.03.2030, 16:00 – 18:00 (Europe/Berlin)')).toBeTruthy();
    expect(screen.getByText('Online-Termin')).toBeTruthy();
    expect(screen.getByLabelText('Name auf dem Ticket').textContent).toBe('Ben Booker');
    expect(screen.getByRole('img', { name: 'QR-Code des Tickets für Ben Booker' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Eingecheckt am 12.03.2030, 15:55');
    expect(screen.getByRole('link', { name: 'PDF herunterladen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Meine Buchungen' }).getAttribute('href')).toBe('/b');
    expect(document.title).toContain('Ticket: Negotiation Lab');
    view.unmount();

    renderAt('/b/tickets/s1', [{ path: '/b/tickets/:seatId', element: <TicketPage /> }]);
    expect(await screen.findByText('Ticket · Seat 2')).toBeTruthy();
    expect(screen.getByText('12 Mar 2030, 16:00 – 18:00 (Europe/Berlin)')).toBeTruthy();
    expect(screen.getByText('Online session')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Checked in 12 Mar 2030, 15:55');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeTruthy();
  });

  it("offers a moved session's refund in German with the German price and date", async () => {
    const token = 'a'.repeat(43);
    serve(
      on('GET', `/v1/bookings/schedule-refunds/${token}`, ok({
        bookingId: BOOKING_ID,
        workshopTitle: 'Feedback That Lands',
        startDate: '2030-03-10T09:00:00.000Z',
        timezone: 'Europe/Berlin',
        amount: 180,
        currency: 'EUR',
        usedAt: null,
      })),
    );
    renderAt(`/schedule-refund/${token}`, [{ path: '/schedule-refund/:token', element: german(<ScheduleRefundPage />) }]);
    expect(await screen.findByRole('button', { name: /^Stornieren und 180,00\s€ erstatten$/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ihre Erstattung für einen verschobenen Termin' })).toBeTruthy();
    expect(screen.getByText(/beginnt jetzt am/).textContent).toBe(
      'Feedback That Lands beginnt jetzt am 10.03.2030, 10:00 (Europe/Berlin).',
    );
    expect(text(screen.getByText(/Wenn Ihnen die neue Zeit/))).toContain('alles, was Sie bezahlt haben, 180,00 €, wird Ihnen erstattet');
    expect(screen.getByRole('link', { name: 'Meinen Platz behalten' })).toBeTruthy();
  });

  it('shows an invitation in German, the mode and dates included', async () => {
    const invitation: InvitationDto = {
      seatId: 's2',
      status: 'PENDING',
      email: 'a***@example.org',
      inviterUsername: 'ben',
      expiresAt: '2030-03-05T10:00:00.000Z',
      workshopTitle: 'Negotiation Lab',
      workshopScheduleId: SCHEDULE_ID,
      startDate: '2030-03-12T15:00:00.000Z',
      endDate: '2030-03-12T17:00:00.000Z',
      timezone: 'Europe/Berlin',
      mode: 'IN-PERSON',
    };
    serve(on('GET', '/v1/invitations/tok', ok(invitation)));
    renderAt('/invitations/tok', [{ path: '/invitations/:token', element: german(<InvitationPage />) }], null);
    expect(await screen.findByText('ben hat Sie zu einem Platz eingeladen')).toBeTruthy();
    const facts = (screen.getByText('Wann').parentElement as HTMLElement).textContent;
    expect(facts).toContain('Wann12.03.2030, 16:00 – 18:00 (Europe/Berlin)');
    expect(facts).toContain('FormatVor Ort');
    expect(facts).toContain('Gesendet ana***@example.org');
    expect(facts).toContain('Gültig bis05.03.2030, 11:00 (Europe/Berlin)');
    expect(screen.getByRole('link', { name: 'Zum Annehmen anmelden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Konto anlegen' })).toBeTruthy();
  });

  it("shows a coach's page and the 404 page in German", async () => {
    serve(
      on('GET', '/v1/public/users/cora', ok({
        id: '44444444-4444-4444-8444-444444444444',
        username: 'cora',
        avatarUrl: null,
        profile: { firstName: 'Cora', lastName: 'Coach', headline: null, country: null, socialAccounts: [] },
        coachProfile: {
          businessName: null,
          specializations: ['leadership'],
          bio: 'Coaches team leads through change.',
          experiences: [{ title: 'Head of Product', company: 'Northwind', order: 1, years: 7, months: 1 }],
          certifications: [],
        },
      })),
      on('GET', '/v1/public/workshop-schedules', { status: 200, body: { data: [], meta: { page: 1, perPage: 12, total: 0, lastPage: 1 } } }),
    );
    const coach = renderAt('/coaches/cora', [{ path: '/coaches/:username', element: german(<CoachPage />) }], null);
    expect(await screen.findByRole('heading', { name: 'Über mich' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Berufserfahrung' }).nextElementSibling!.textContent).toBe(
      'Head of Product, Northwind · 7 Jahre 1 Monat',
    );
    expect(screen.getByRole('heading', { name: 'Kommende Workshops' })).toBeTruthy();
    expect(await screen.findByText('Derzeit keine kommenden öffentlichen Workshops mit Cora Coach.')).toBeTruthy();
    coach.unmount();

    renderAt('/nirgends', [{ path: '*', element: german(<NotFoundPage />) }]);
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden: /nirgends' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });
});
