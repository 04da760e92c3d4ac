// A second language (issue 28 item 5) in the booker area /b: a booking's card, its seats and status
// tags, its money and the dialogs that ask first in German, with German dates and prices; the tabs
// for invoices and cards too; and the same page in English word for word as before.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingDto, InvoiceSummaryDto, PaymentMethodDto } from '@coachwork/contracts';
import { I18nProvider, type Language } from '@coachwork/web-kit';
import BookerAreaPage from '../pages/booker-area/booker-area-page';
import { booking, on, renderAt, scheduleCopy, sent, serve, toasts, type Handler } from './support/render';

const BOOKING = booking().id;

const list = (rows: BookingDto[]): Handler =>
  on('GET', '/v1/bookings', {
    status: 200,
    body: { data: rows, meta: { page: 1, perPage: 10, total: rows.length, lastPage: 1 } },
  });

/** A paid, confirmed in-person booking of two seats (the booker's and an open one). */
const PAID = booking({
  amountPaid: 180,
  paymentMethod: 'Visa •••• 4242',
  schedule: scheduleCopy({ mode: 'IN-PERSON' }),
});

const money: Handler = on('GET', `/v1/payments/bookings/${BOOKING}`, {
  status: 200,
  body: {
    data: {
      bookingId: BOOKING,
      intents: [],
      payments: [{ id: 'p1', amount: 180, currency: 'EUR', applied: true }],
      refunds: [],
      invoices: [],
    },
  },
});

const quote: Handler = on('GET', `/v1/bookings/${BOOKING}/cancel-quote`, {
  status: 200,
  body: { data: { refund: 90, newAmount: 0, currency: 'EUR', reason: 'Cancelled 10 days before the start' } },
});

const open = (path = '/b', lang?: Language) =>
  renderAt(path, [
    {
      path: '/b/*',
      element: lang ? (
        <I18nProvider lang={lang}>
          <BookerAreaPage />
        </I18nProvider>
      ) : (
        <BookerAreaPage />
      ),
    },
  ]);

async function card(title = 'Negotiation Lab') {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.closest('li') as HTMLElement;
}

// Intl writes a no-break space between the amount and the euro sign.
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

describe('the booker area in German', () => {
  it('shows a booking in German: heading, tabs, status, seats, German dates and prices', async () => {
    serve(list([PAID]), money);
    open('/b', 'de');
    const c = await card();
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Buchungen' })).toBeTruthy();
    expect(document.title).toContain('Meine Buchungen');
    const tabs = screen.getByRole('navigation', { name: 'Buchungen' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Anstehend', 'Vergangen', 'Storniert', 'Rechnungen', 'Karten']);
    expect(screen.getByText('Willkommen zurück, Ben.', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('viewer-zone-note').textContent).toMatch(
      /^Zeiten sind in Ihrer Zeitzone angegeben: .+\.$/,
    );
    // The status filter names the statuses in German.
    const filter = screen.getByLabelText('Status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alle', 'Ausstehend', 'Bestätigt', 'Storniert', 'Abgeschlossen', 'Nicht erschienen']);

    // 15:00 UTC is 11:00 in New York; the schedule's own zone, in German.
    expect(within(c).getByTestId('booking-when').textContent).toBe(
      '12.03.2030, 11:00 – 13:00 (America/New_York)· Vor Ort',
    );
    expect(within(c).getByText('Bestätigt').getAttribute('data-tone')).toBe('success');
    expect(within(c).getByTestId('seats-taken').textContent).toBe('2 (1 von 2 belegt)');
    const facts = Array.from(c.querySelectorAll('.sf-booking-facts')[0]!.children).map(text);
    expect(facts).toEqual([
      'Plätze',
      '2 (1 von 2 belegt)',
      'Gesamt',
      '180,00 €',
      'Gebucht',
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/),
      'Bezahlt mit',
      'Visa •••• 4242',
    ]);
    expect(text(await within(c).findByTestId('booking-money'))).toBe(
      'Bezahlt180,00 €Erstattet0,00 €Netto180,00 €',
    );
    expect(within(c).getByRole('link', { name: 'Rechnung herunterladen (PDF)' })).toBeTruthy();

    const seats = within(c).getAllByRole('listitem');
    expect(seats[0]!.textContent).toContain('Platz 1');
    expect(within(seats[0]!).getByText('Sie')).toBeTruthy();
    expect(within(seats[0]!).getByText('Angenommen').getAttribute('data-tone')).toBe('success');
    expect(within(seats[0]!).getByRole('link', { name: 'Ticket für Platz 1' })).toBeTruthy();
    expect(within(seats[1]!).getByText('Freier Platz')).toBeTruthy();
    expect(within(seats[1]!).getByText('Frei').getAttribute('data-status')).toBe('OPEN');
    expect(within(seats[1]!).getByLabelText('Per E-Mail zu Platz 2 einladen')).toBeTruthy();
    expect(within(seats[1]!).getByRole('button', { name: 'Einladen' })).toBeTruthy();
    expect(within(c).getByRole('button', { name: 'Platz übertragen' })).toBeTruthy();
    expect(within(c).getByRole('button', { name: 'Auf einen anderen Termin verlegen' })).toBeTruthy();
  });

  it('asks in German before cancelling, with the refund in euros written the German way', async () => {
    serve(
      list([PAID]),
      money,
      quote,
      on('POST', `/v1/bookings/${BOOKING}/cancel`, {
        status: 200,
        body: { data: booking({ status: 'CANCELLED' }) },
      }),
    );
    open('/b', 'de');
    const c = await card();
    fireEvent.click(within(c).getByRole('button', { name: 'Buchung stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diese Buchung stornieren?' });
    expect(within(dialog).getByText(/^Sie stornieren Ihre Buchung für/).textContent).toBe(
      'Sie stornieren Ihre Buchung für Negotiation Lab: alle 2 Plätze gehen wieder in den Verkauf, und alle Einladungen verlieren ihre Gültigkeit. Das lässt sich nicht rückgängig machen.',
    );
    // The amount is the page's; the reason is the server's, shown as it came.
    expect(text(await within(dialog).findByTestId('cancel-quote'))).toBe(
      'Erstattung: 90,00 € (Cancelled 10 days before the start)',
    );
    expect(within(dialog).getByRole('button', { name: 'Buchung behalten' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Warum stornieren Sie?'), {
      target: { value: 'Reise fällt aus' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buchung stornieren' }));
    await waitFor(() => expect(sent('POST', `/v1/bookings/${BOOKING}/cancel`)).toHaveLength(1));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'success',
        title: 'Buchung storniert',
        description: 'Negotiation Lab: Ihre Plätze sind wieder im Verkauf.',
      }),
    );
  });

  it('offers the other dates in German, seats left and prices included', async () => {
    serve(
      list([PAID]),
      money,
      on('GET', `/v1/bookings/${BOOKING}/move-options`, {
        status: 200,
        body: {
          data: [
            {
              bookingId: BOOKING,
              workshopScheduleId: '77777777-7777-4777-8777-777777777777',
              startDate: '2030-03-10T09:00:00.000Z',
              endDate: '2030-03-10T12:00:00.000Z',
              timezone: 'Europe/Berlin',
              seatsLeft: 1,
              seats: 2,
              currency: 'EUR',
              currentAmount: 180,
              newAmount: 140,
              charge: 0,
              refund: 40,
              payNow: 0,
              paidBack: 0,
              voucherCode: null,
              voucherMessage: null,
              blockedReason: null,
            },
          ],
        },
      }),
    );
    open('/b', 'de');
    fireEvent.click(await screen.findByRole('button', { name: 'Auf einen anderen Termin verlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auf einen anderen Termin verlegen' });
    const [option] = await within(dialog).findAllByTestId('move-option');
    expect(text(option!)).toBe(
      '10.03.2030, 10:00 – 13:00 (Europe/Berlin)Noch 1 Platz frei · Sie erhalten 40,00 € zurück (neuer Preis 140,00 €)',
    );
    fireEvent.click(within(option!).getByRole('radio'));
    expect(text(within(dialog).getByTestId('move-quote'))).toBe(
      'Sie erhalten 40,00 € zurück; eine Gutschrift folgt. Alle, die einen Platz haben, erfahren den neuen Termin.',
    );
    expect(within(dialog).getByRole('button', { name: 'Termin behalten' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Buchung verlegen' })).toBeTruthy();
  });

  it('lists invoices and saved cards in German', async () => {
    const doc = (over: Partial<InvoiceSummaryDto>): InvoiceSummaryDto => ({
      id: '77777777-7777-4777-8777-777777777771',
      kind: 'invoice',
      number: 'INV-2030-000001',
      bookingId: BOOKING,
      total: 90,
      currency: 'EUR',
      issuedAt: '2030-01-01T10:00:00.000Z',
      ...over,
    });
    serve(
      on('GET', '/v1/payments/invoices', {
        status: 200,
        body: {
          data: [
            doc({
              id: '77777777-7777-4777-8777-777777777772',
              kind: 'credit-note',
              number: 'CN-2030-000001',
              total: 45,
            }),
            doc({}),
          ],
          meta: { page: 1, perPage: 20, total: 2, lastPage: 1 },
        },
      }),
    );
    const { unmount } = open('/b?tab=invoices', 'de');
    const rows = await screen.findAllByTestId('invoice-row');
    expect(screen.getByRole('heading', { name: 'Rechnungen und Gutschriften' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map(text)).toEqual([
      'Nummer',
      'Art',
      'Ausgestellt',
      'Betrag',
      'Herunterladen',
    ]);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(text);
    expect(cells(rows[0]!)).toEqual([
      'CN-2030-000001',
      'Gutschrift',
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/),
      '−45,00 €',
      'PDF herunterladen',
    ]);
    expect(cells(rows[1]!).slice(1, 2)).toEqual(['Rechnung']);
    expect(
      within(rows[1]!).getByRole('link', { name: 'PDF von INV-2030-000001 herunterladen' }),
    ).toBeTruthy();
    unmount();

    const card: PaymentMethodDto = {
      id: 'pm_sbx_1',
      brand: 'visa',
      last4: '4242',
      expMonth: 3,
      expYear: 2034,
      isDefault: true,
      createdAt: '2030-01-01T10:00:00.000Z',
    };
    serve(on('GET', '/v1/payments/payment-methods', { status: 200, body: { data: [card] } }));
    open('/b?tab=cards', 'de');
    const [row] = await screen.findAllByTestId('payment-method');
    expect(text(row!)).toBe('Visa •••• 4242 gültig bis 03/2034StandardEntfernen');
    expect(screen.getByRole('heading', { name: 'Zahlungsmethoden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Karte hinzufügen' })).toBeTruthy();
    fireEvent.click(within(row!).getByRole('button', { name: 'Entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diese Karte entfernen?' });
    expect(within(dialog).getByText(/wird an der Kasse nicht mehr angeboten/).textContent).toBe(
      'Visa •••• 4242 wird an der Kasse nicht mehr angeboten. Bereits geleistete Zahlungen bleiben, wie sie sind.',
    );
    expect(within(dialog).getByRole('button', { name: 'Karte behalten' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Karte entfernen' })).toBeTruthy();
  });

  it('says in German that there are no bookings yet', async () => {
    serve(list([]));
    open('/b?tab=past', 'de');
    expect(await screen.findByRole('heading', { name: 'Keine vergangenen Buchungen.' })).toBeTruthy();
    expect(
      screen.getByText('Finden Sie einen Workshop, der Ihnen gefällt, und buchen Sie einen Platz.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Workshops ansehen' }).getAttribute('href')).toBe('/');
  });
});

describe('the booker area in English', () => {
  it('keeps its words, dates and prices as before, with or without a language given', async () => {
    for (const lang of [undefined, 'en'] as const) {
      serve(list([PAID]), money, quote);
      const { unmount } = open('/b', lang);
      const c = await card();
      expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeTruthy();
      expect(screen.getByText('Welcome back, Ben.', { exact: false }).textContent).toMatch(
        /^Welcome back, Ben\. Your seats and invitations appear here\. Times are in your time zone, .+\.$/,
      );
      expect(within(c).getByTestId('booking-when').textContent).toBe(
        '12 Mar 2030, 11:00 – 13:00 (America/New_York)· In-person',
      );
      expect(within(c).getByText('Confirmed').getAttribute('data-tone')).toBe('success');
      const facts = Array.from(c.querySelectorAll('.sf-booking-facts')[0]!.children).map(text);
      expect(facts.slice(0, 5)).toEqual(['Seats', '2 (1 of 2 taken)', 'Total', '€180.00', 'Booked']);
      expect(facts[5]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
      expect(text(await within(c).findByTestId('booking-money'))).toBe('Paid€180.00Refunded€0.00Net€180.00');
      const seats = within(c).getAllByRole('listitem');
      expect(within(seats[1]!).getByText('Open seat')).toBeTruthy();
      expect(within(seats[1]!).getByText('Open')).toBeTruthy();

      fireEvent.click(within(c).getByRole('button', { name: 'Cancel booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      expect(within(dialog).getByText(/^You are cancelling/).textContent).toBe(
        'You are cancelling your booking for Negotiation Lab: all 2 seats go back on sale and any invitations stop working. This cannot be undone.',
      );
      expect(text(await within(dialog).findByTestId('cancel-quote'))).toBe(
        'Refund: €90.00 (Cancelled 10 days before the start)',
      );
      expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toBeTruthy();
      unmount();
    }
  });
});
