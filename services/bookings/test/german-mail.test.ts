// A second language (issue 28 item 5): a person whose identity events say 'de' gets bookings' mails and
// PDFs in German (formal 'Sie', German prices and dates: '490,00 €', 'Dienstag, 12. März 2030 um 16:00
// MEZ', '12.03.2030, 16:00'), through the real flow: identity's event, the booking, its payment, the
// confirmation with its tickets, the invoice, a cancellation with its refund and credit note, a
// reminder with its calendar file. A person whose events say nothing (or 'en') reads English as before.
import type { CapturedMail } from '@coachwork/test-support';
import type { EventEnvelope } from '@coachwork/contracts';
import { eventually, pdfText } from '@coachwork/test-support';
import { catalogue, en, type MessageId } from '../src/mail/messages';
import { translator } from '../src/mail/translator';
import { bootBookings, type BookingsTest, type Person } from './support';

const HOUR = 3_600_000;
/** Intl writes a space it will not break between an amount and its currency: '490,00 €'. */
const NBSP = '\u00a0';
/** Far enough ahead for every clock the suite runs on: a Tuesday, 16:00 in Berlin (CET). */
const START = '2030-03-12T15:00:00.000Z';

let t: BookingsTest;
beforeAll(async () => {
  t = await bootBookings();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

/** Hands the booking's outbox events of `subject` to the bus, as the relay would. */
async function relay(subject: string, match: { key: string; value: string }) {
  const { rows } = await t.pg.query(
    `select envelope from bookings.outbox where subject = $1 and envelope->'data'->>'${match.key}' = $2`,
    [subject, match.value],
  );
  for (const r of rows) await t.deliver(r.envelope as EventEnvelope);
  return rows.length;
}

const mailTo = (p: Person, subject: RegExp) =>
  eventually(
    async () => (await t.mails()).find((m) => m.to.includes(p.email) && subject.test(m.subject)),
    60_000,
  ) as Promise<CapturedMail>;

/** A PDF's text; its no-break spaces ('490,00 €') read as spaces, as the extraction may give them. */
const textOf = async (pdf: Buffer) => (await pdfText(pdf)).text.replace(/\u00a0/g, ' ');

/** A PDF answer's text. */
const pdfOf = async (who: Person, url: string) => {
  const res = await t
    .as(who)
    .get(url)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return textOf(res.body as Buffer);
};

const documentsOf = async (who: Person, bookingId: string) =>
  (await t.as(who).get(`/v1/payments/bookings/${bookingId}`)).body.data.invoices as {
    id: string;
    kind: string;
    number: string;
  }[];

/** A paid booking of `seats` at €245 each on the Tuesday session, confirmed and its mail relayed. */
async function confirmed(who: Person, title: string, seats: number) {
  const s = await t.schedule({
    workshopTitle: title,
    price: 245,
    startDate: START,
    timezone: 'Europe/Berlin',
  });
  await eventually(
    async () =>
      (await t.pg.query('select 1 from bookings.schedule_copies where id = $1', [s.id])).rowCount === 1,
  );
  const b = await t.book(who, s.id, seats);
  await t.pay(who, b.id);
  expect(await relay('bookings.booking.confirmed', { key: 'bookingId', value: b.id })).toBe(1);
  return { s, b };
}

describe('the catalogue', () => {
  it('holds every message in German, each a valid ICU message with the arguments English has', () => {
    const argumentsOf = (message: string) =>
      new Set([...message.matchAll(/\{\s*([A-Za-z]\w*)\s*[,}]/g)].map((m) => m[1]!));
    for (const id of Object.keys(en) as MessageId[]) {
      const german = catalogue.de[id];
      expect(german).toBeTruthy();
      // A plural's count may be German's alone (a verb agrees with it: 'ist' / 'sind').
      const english = argumentsOf(en[id]);
      for (const name of argumentsOf(german))
        if (name !== 'count') expect([id, english.has(name)]).toEqual([id, true]);
      const values = Object.fromEntries([...english, ...argumentsOf(german)].map((name) => [name, 2]));
      expect(() => translator('de').t(id, values)).not.toThrow();
      expect(() => translator('en').t(id, values)).not.toThrow();
    }
    expect(translator('de').money(49000, 'EUR')).toBe('490,00\u00a0€');
    expect(translator('en').money(49000, 'EUR')).toBe('€490.00');
    expect(translator('fr' as never).lang).toBe('en');
  });
});

describe("the user directory's language", () => {
  it("keeps identity's language, English when an event does not say or names one it does not know", async () => {
    const de = await t.person('booker', { language: 'de' });
    const none = await t.person('booker');
    const language = async (id: string) =>
      (await t.pg.query('select language from bookings.user_directory where id = $1', [id])).rows[0]
        ?.language;
    await eventually(async () => (await language(de.id)) === 'de');
    await eventually(async () => (await language(none.id)) === 'en');
    // A language bookings does not write yet, then German again, then an older event without the field.
    const base = { id: de.id, username: de.username, email: de.email, status: 'ACTIVE', roles: [] };
    const later = (ms: number) => new Date(t.now().getTime() + ms);
    await t.publish('identity.user.updated', { ...base, language: 'fr' as never }, later(1000));
    await eventually(async () => (await language(de.id)) === 'en');
    await t.publish('identity.user.updated', { ...base, language: 'de' }, later(2000));
    await eventually(async () => (await language(de.id)) === 'de');
    await t.publish('identity.user.updated', base, later(3000));
    await eventually(async () => (await language(de.id)) === 'en');
    await expect(
      t.pg.query(`update bookings.user_directory set language = 'fr' where id = $1`, [de.id]),
    ).rejects.toThrow(/user_directory_language_check/);
  });
});

describe('a booking by a German reader', () => {
  it('is confirmed in German, with German tickets, invoice and prices, and cancelled and refunded in German', async () => {
    const greta = await t.person('booker', { firstName: 'Greta', lastName: 'Gerber', language: 'de' });
    const { b } = await confirmed(greta, 'Sprachen Lab', 2);

    const mail = await mailTo(greta, /^Ihre Buchung für Sprachen Lab ist bestätigt$/);
    expect(mail.text).toContain('Hallo Greta,');
    expect(mail.text).toContain(
      'Ihre Buchung ist bestätigt: 2 Plätze bei „Sprachen Lab“, Beginn am Dienstag, 12. März 2030 um 16:00 MEZ.',
    );
    expect(mail.text).toContain(`Bezahlt: 490,00${NBSP}€.`);
    expect(mail.text).toContain('Ihre Tickets sind angehängt');
    expect(mail.text).not.toMatch(/Hello|Your booking|Paid:/);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('<strong>Sprachen Lab</strong>');
    expect(mail.html).toContain('Ihre Buchungen und Tickets ansehen');
    expect(mail.html).toContain(
      'Sie erhalten diese E-Mail, weil mit dieser Adresse ein Coachwork-Workshop gebucht wurde.',
    );

    // The tickets attached, one page per seat, in German.
    const tickets = await textOf(mail.attachments.find((a) => a.filename === 'tickets.pdf')!.bytes);
    expect(tickets).toContain('COACHWORK-TICKET');
    expect(tickets).toContain('Beginn: Dienstag, 12. März 2030 um 16:00 MEZ');
    expect(tickets).toContain('Ende: Dienstag, 12. März 2030 um 19:00 MEZ');
    expect(tickets).toContain('Online-Termin');
    expect(tickets).toContain('Greta Gerber');
    expect(tickets).toContain('Platz 2');
    expect(tickets).toContain('Gast von Greta Gerber');
    expect(tickets).toContain('Zeigen Sie diesen Code am Eingang vor.');
    expect(tickets).not.toMatch(/Starts|Seat \d|Guest of/);

    // The invoice: German headings, labels, dates and amounts; its number and totals as ever.
    const [invoice] = await documentsOf(greta, b.id);
    expect(invoice!.number).toMatch(/^INV-\d{4}-\d{6}$/);
    const text = await pdfOf(greta, `/v1/payments/invoices/${invoice!.id}`);
    for (const line of [
      'Rechnung',
      `Nummer: ${invoice!.number}`,
      `Buchung: ${b.id}`,
      'Rechnungsempfänger',
      'Greta Gerber',
      'Hauptstraße 1',
      '10115 Berlin',
      'Deutschland',
      'Workshop Plätze Einzelpreis Betrag',
      '12.03.2030, 16:00 (Europe/Berlin)',
      '2 245,00 € 490,00 €',
      'Zwischensumme 490,00 €',
      'Gesamtbetrag 490,00 €',
    ])
      expect(text).toContain(line);
    expect(text).toMatch(/Ausstellungsdatum: \d{1,2}\. [A-Za-zä]+ \d{4}/);
    expect(text).toMatch(/Enthaltene USt\. \d+(,\d+)? % \d+,\d{2}/);
    expect(text).toMatch(/Bezahlt am \d{1,2}\. [A-Za-zä]+ \d{4}/);
    // The seller's own address lines are as configured; the buyer's country is named in German.
    expect(text).not.toMatch(/Invoice|Billed to|Subtotal|Paid on/);

    // Cancelled in time: the booking's and the refund's mails, and the credit note, in German.
    expect((await t.as(greta).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Andere Pläne' })).status).toBe(
      200,
    );
    expect(await relay('bookings.booking.cancelled', { key: 'bookingId', value: b.id })).toBe(1);
    expect(await relay('bookings.payment.refunded', { key: 'bookingId', value: b.id })).toBe(1);
    const cancelled = await mailTo(greta, /^Buchung storniert: Sprachen Lab$/);
    expect(cancelled.text).toContain(
      'Ihre Buchung für Sprachen Lab am Dienstag, 12. März 2030 um 16:00 MEZ (Europe/Berlin) wurde von Ihnen storniert.',
    );
    expect(cancelled.text).toContain('Grund: Andere Pläne');
    const refund = await mailTo(greta, new RegExp(`^Erstattung von 490,00${NBSP}€ für Sprachen Lab$`));
    expect(refund.text).toContain(
      `Wir erstatten 490,00${NBSP}€ für Ihre Buchung von Sprachen Lab (Buchung storniert)`,
    );
    expect(refund.text).toMatch(/Die Gutschrift CN-\d{4}-\d{6} liegt bei Ihren Rechnungen/);
    const note = (await documentsOf(greta, b.id)).find((d) => d.kind === 'credit-note')!;
    const credit = await pdfOf(greta, `/v1/payments/invoices/${note.id}`);
    expect(credit).toContain('Gutschrift');
    expect(credit).toContain(`Nummer: ${note.number}`);
    expect(credit).toContain(`Korrektur zu Rechnung: ${invoice!.number}`);
    expect(credit).toContain('Gutschrift für');
    expect(credit).toContain('Grund: Buchung storniert');
    expect(credit).toContain('Gutschriftbetrag 490,00 €');
    expect(credit).toMatch(/Erstattet am \d{1,2}\. [A-Za-zä]+ \d{4}/);
  });

  it('reminds each holder in their own language, the calendar file too', async () => {
    // An English booker (no language in identity's events) and a German friend on seat 2.
    const booker = await t.person('booker', { firstName: 'Bea', lastName: 'Booker' });
    const friend = await t.person('booker', { firstName: 'Frieda', lastName: 'Freund', language: 'de' });
    const s = await t.schedule({
      workshopTitle: 'Erinnerungs Lab',
      price: 50,
      mode: 'HYBRID',
      meetingUrl: 'https://meet.example.com/raum-42',
      venue: { name: 'Studio 4', address: 'Hauptstraße 1', city: 'Berlin', country: 'DE' },
      timezone: 'Europe/Berlin',
      startDate: new Date(t.now().getTime() + 30 * HOUR).toISOString(),
    });
    await t.paidWithFriend(booker, friend, s.id, 2);
    // The invitation to the seat already spoke German (the friend was invited as an account).
    const invitation = await mailTo(friend, /eingeladen/);
    expect(invitation.subject).toBe('Bea Booker hat Sie zu Erinnerungs Lab eingeladen');
    expect(invitation.text).toContain('Bea Booker hat einen Platz bei „Erinnerungs Lab“ für Sie gebucht');
    t.advance(7 * HOUR); // 23 h before
    expect((await t.handle.sweep()).reminders).toBe(2);
    expect(await relay('bookings.reminder.sent', { key: 'workshopScheduleId', value: s.id })).toBe(2);

    const german = await mailTo(friend, /^Erinnerung: /);
    expect(german.subject).toBe('Erinnerung: Erinnerungs Lab steht bevor');
    expect(german.text).toContain('Hallo Frieda,');
    expect(german.text).toMatch(
      /Erinnerungs Lab beginnt am [A-Z][a-z]+, \d{1,2}\. [A-Za-zä]+ \d{4} um \d{2}:\d{2} MES?Z \(Europe\/Berlin\)\./,
    );
    expect(german.text).toContain('Online teilnehmen: https://meet.example.com/raum-42');
    expect(german.text).toContain(
      'Ort: Studio 4, Hauptstraße 1, Berlin, DE (Karte: https://www.openstreetmap.org/',
    );
    const ics = german.attachments
      .find((a) => a.contentType.startsWith('text/calendar'))!
      .content.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('SUMMARY:Erinnerungs Lab');
    expect(ics).toContain(
      'DESCRIPTION:Online teilnehmen: https://meet.example.com/raum-42\\nKarte: https://',
    );

    // The English booker's reminder, word for word as before.
    const english = await mailTo(booker, /^Reminder: /);
    expect(english.subject).toBe('Reminder: Erinnerungs Lab is coming up');
    expect(english.text).toContain('Hello Bea,');
    expect(english.text).toMatch(
      /Erinnerungs Lab starts on [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} CES?T \(Europe\/Berlin\)\./,
    );
    expect(english.text).toContain('Join online: https://meet.example.com/raum-42');
    expect(english.html).toContain('<html lang="en">');
  });
});

describe('a booking by an English reader', () => {
  it('is confirmed, ticketed and invoiced in English, unchanged', async () => {
    const ed = await t.person('booker', { firstName: 'Ed', lastName: 'English', language: 'en' });
    const { b } = await confirmed(ed, 'Language Lab', 1);
    const mail = await mailTo(ed, /^Your booking for Language Lab is confirmed$/);
    expect(mail.text.trimEnd()).toBe(
      [
        'Hello Ed,',
        '',
        'Your booking is confirmed: 1 seat at "Language Lab", starting Tuesday, 12 March 2030 at 16:00 CET.',
        'Paid: €245.00.',
        '',
        'The meeting link will appear in My bookings once the coach adds it.',
        '',
        'Your tickets are attached (one page per seat, each with the QR code to show at the door).',
        '',
        'Your bookings, seats, tickets and invitations:',
        'http://coachwork.test/b',
        '',
        '— Coachwork',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en">');
    const tickets = await textOf(mail.attachments.find((a) => a.filename === 'tickets.pdf')!.bytes);
    expect(tickets).toContain('COACHWORK TICKET');
    expect(tickets).toContain('Starts Tuesday, 12 March 2030 at 16:00 CET');
    expect(tickets).toContain('Seat 1');

    const [invoice] = await documentsOf(ed, b.id);
    const text = await pdfOf(ed, `/v1/payments/invoices/${invoice!.id}`);
    for (const line of [
      'Invoice',
      `Number: ${invoice!.number}`,
      'Billed to',
      'Germany',
      'Workshop Seats Unit price Amount',
      '12 Mar 2030, 16:00 (Europe/Berlin)',
      '1 €245.00 €245.00',
      'Total €245.00',
    ])
      expect(text).toContain(line);
    expect(text).not.toMatch(/Rechnung|Deutschland/);
  });
});
