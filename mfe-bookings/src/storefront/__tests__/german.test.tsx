/**
 * @jest-environment node
 */
// A second language (issue 28 item 5): the storefront's home page as the server renders it in German
// for a browser that asks for German (or a visitor who chose it), with German dates, seats and prices;
// the language links remember a choice and show the page again at its own address.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderStorefront, type ApiAnswer } from '../server';

const SCHEDULE = {
  id: '22222222-2222-4222-8222-222222222222',
  workshopId: 'w1',
  coachId: 'c1',
  workshop: { id: 'w1', title: 'Negotiation Lab', image: null, rating: { average: 4.25, count: 3 } },
  coach: { id: 'c1', username: 'coach', name: 'Carla Coach' },
  startDate: '2030-03-12T15:00:00.000Z',
  endDate: '2030-03-12T17:00:00.000Z',
  timezone: 'Europe/Berlin',
  country: 'DE',
  level: 'BEGINNER',
  status: 'PUBLISHED',
  visibility: 'PUBLIC',
  mode: 'IN-PERSON',
  capacity: 10,
  price: 490,
  seatsLeft: 1,
  cancelledAt: null,
};

async function render(url: string, headers: Record<string, string>) {
  const answers: Record<string, ApiAnswer> = {
    '/v1/auth/user': { status: 401, body: {} },
    [`/v1/public/workshop-schedules/${SCHEDULE.id}`]: {
      status: 200,
      body: {
        data: {
          ...SCHEDULE,
          language: 'de',
          venueName: 'Haus am See',
          venueAddress: 'Seestraße 1',
          venueCity: 'Berlin',
          resources: [],
          workshop: { ...SCHEDULE.workshop, tags: [], description: null },
        },
      },
    },
  };
  const sent: Record<string, string> = {};
  let html = '';
  const res = {
    statusCode: 200,
    headersSent: false,
    setHeader(name: string, value: string) {
      sent[name.toLowerCase()] = value;
    },
    write(chunk: unknown) {
      html += String(chunk);
      return true;
    },
    end(chunk?: unknown) {
      if (chunk) html += String(chunk);
    },
  };
  await renderStorefront({ url, headers } as unknown as IncomingMessage, res as unknown as ServerResponse, {
    apiGet: async (path) =>
      path.startsWith('/v1/public/workshop-schedules?')
        ? { status: 200, body: { data: [SCHEDULE], meta: { page: 1, perPage: 12, total: 1, lastPage: 1 } } }
        : (answers[path] ?? { status: 404, body: { message: 'Not found.' } }),
    scripts: ['/assets/storefront/main.js'],
  });
  return { status: res.statusCode, html, headers: sent };
}

// Intl writes a no-break space between the amount and the euro sign.
const text = (html: string) => html.replace(/\u00a0/g, ' ').replace(/<!-- -->/g, '');

describe('the storefront in German', () => {
  it('renders the home page in German for a browser asking for it, dates, seats and prices included', async () => {
    const { status, html, headers } = await render('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(status).toBe(200);
    expect(headers['content-language']).toBe('de');
    expect(headers.vary).toBe('Cookie, Accept-Language');
    const page = text(html);
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('<h1>Workshops, die sich lohnen</h1>');
    expect(page).toContain('Kommende Workshops');
    expect(page).toContain('12.03.2030, 16:00 (Europe/Berlin)');
    expect(page).toContain('490,00 €');
    expect(page).toContain('Noch 1 Platz frei');
    expect(page).toContain('Vor Ort');
    expect(page).toContain('Einsteiger');
    expect(page).toContain('mit Carla Coach');
    expect(page).toContain('Bewertet mit 4,3 von 5 · 3 Bewertungen');
    expect(page).toContain('<span lang="de" aria-current="true">Deutsch</span>');
    expect(page).toContain('<a href="/?lang=en" lang="en" hrefLang="en" data-document="">English</a>');
    expect(page).not.toContain('Upcoming workshops');
  });

  it('keeps English, word for word, for a browser without German and for a visitor who chose English', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-language': 'fr-FR,fr;q=0.9' },
      { cookie: 'lang=en', 'accept-language': 'de' },
    ];
    for (const headers of asked) {
      const page = text((await render('/', headers)).html);
      expect(page).toContain('<html lang="en">');
      expect(page).toContain('<h1>Workshops worth your time</h1>');
      expect(page).toContain('12 Mar 2030, 16:00 (Europe/Berlin)');
      expect(page).toContain('€490.00');
      expect(page).toContain('1 seat left');
      expect(page).toContain('Rated 4.3 out of 5 · 3 reviews');
    }
  });

  it('remembers a language link for a year and shows the page again at its own address', async () => {
    const { status, headers, html } = await render('/?q=lab&lang=de', {});
    expect(status).toBe(302);
    expect(headers.location).toBe('/?q=lab');
    expect(headers['set-cookie']).toBe('lang=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(html).toBe('');
    const chosen = text((await render('/?q=lab', { cookie: 'lang=de', 'accept-language': 'en' })).html);
    expect(chosen).toContain('<html lang="de">');
    expect(chosen).toContain('Gefundene Workshops: 1');
    // An unknown language is not remembered.
    const odd = await render('/schedules/x?lang=xx', {});
    expect(odd.status).toBe(302);
    expect(odd.headers['set-cookie']).toBeUndefined();
    expect(odd.headers.location).toBe('/schedules/x');
  });

  it('renders a schedule page’s facts in German: format, level, language, length, place and country', async () => {
    const page = text((await render(`/schedules/${SCHEDULE.id}`, { 'accept-language': 'de' })).html);
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('← Alle Workshops');
    expect(page).toContain('12.03.2030, 16:00</strong> – 18:00');
    expect(page).toContain('Auf einen Blick');
    expect(page).toMatch(/<dt>Format<\/dt><dd>Vor Ort<\/dd>/);
    expect(page).toMatch(/<dt>Niveau<\/dt><dd>Einsteiger<\/dd>/);
    expect(page).toMatch(/<dt>Sprache<\/dt><dd>Deutsch<\/dd>/);
    expect(page).toMatch(/<dt>Dauer<\/dt><dd>2 Std.<\/dd>/);
    expect(page).toContain('Berlin, Deutschland');
    expect(page).toContain('Auf der Karte zeigen');
    expect(page).toContain('Noch 1 Platz frei');
    // The booking box.
    expect(page).toContain('490,00 €<span class="cw-muted sf-per-seat"> pro Platz</span>');
    expect(page).toContain('Noch 1 von 10 Plätzen frei');
    expect(page).toContain('Als Gast buchen');
    expect(page).toContain('Zum Buchen anmelden');
    expect(page).toContain('Jetzt buchen');
    const english = text((await render(`/schedules/${SCHEDULE.id}`, {})).html);
    expect(english).toMatch(/<dt>Duration<\/dt><dd>2 h<\/dd>/);
    expect(english).toContain('Berlin, Germany');
    expect(english).toContain('1 of 10 seats left');
    expect(english).toContain('Book as a guest');
  });
});
