// What the schedule page needs beyond the catalogue: the venue fields, the description as safe HTML and
// the "Add to calendar" file (GET /v1/public/workshop-schedules/{id}/calendar.ics).
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import { bootCatalogue, inDays, type Catalogue } from './support/catalogue';

// ical.js ships ES module types and a CommonJS build; the suites run as CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js') as typeof ICALModule;

let c: Catalogue;
let workshop: { id: string };
beforeAll(async () => {
  c = await bootCatalogue();
  workshop = await c.workshop({
    title: 'Negotiation Mastery',
    description:
      '# Learn\n\nDeals that **last**.\n\n<script>alert(1)</script><img src=x onerror=alert(2)>\n\n' +
      '[click](javascript:alert(3)) and [site](https://example.com)\n\n## Agenda\n1. Open\n2. Close',
  });
});
afterAll(async () => {
  await c.close();
});

const base = { status: 'PUBLISHED', visibility: 'PUBLIC' };

describe('schedule venue and language', () => {
  it('stores the venue and language, shows them publicly, and clears them with null', async () => {
    const s = await c.schedule({
      ...base,
      workshopId: workshop.id,
      mode: 'IN-PERSON',
      country: 'DE',
      venueName: 'Factory Berlin',
      venueAddress: 'Rheinsberger Str. 76/77',
      venueCity: 'Berlin',
      language: 'de',
    });
    const pub = await c.guest.get(`/v1/public/workshop-schedules/${s.id}`);
    expect(pub.body.data).toMatchObject({
      venueName: 'Factory Berlin',
      venueAddress: 'Rheinsberger Str. 76/77',
      venueCity: 'Berlin',
      country: 'DE',
      language: 'de',
    });
    const patched = await c.admin.patch(`/v1/workshop-schedules/${s.id}`, { venueName: null, venueCity: '' });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ venueName: null, venueCity: null, venueAddress: 'Rheinsberger Str. 76/77' });
  });

  it('answers 422 with the field bag for a too-long venue or a bad language, and changes nothing', async () => {
    const s = await c.schedule({ ...base, workshopId: workshop.id, mode: 'HYBRID', venueName: 'Hall A' });
    const res = await c.admin.patch(`/v1/workshop-schedules/${s.id}`, {
      venueName: 'x'.repeat(256),
      language: 'English please',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      venueName: ['Venue name must be at most 255 characters'],
      language: ['Language must be a language code like en or de-CH'],
    });
    expect((await c.guest.get(`/v1/public/workshop-schedules/${s.id}`)).body.data.venueName).toBe('Hall A');
  });
});

describe('description as HTML', () => {
  it('renders the Markdown and strips scripts, event handlers and javascript: links', async () => {
    const s = await c.schedule({ ...base, workshopId: workshop.id, mode: 'ONLINE' });
    const { workshop: w } = (await c.guest.get(`/v1/public/workshop-schedules/${s.id}`)).body.data;
    expect(w.description).toContain('**last**');
    expect(w.descriptionHtml).toContain('<h2>Learn</h2>');
    expect(w.descriptionHtml).toContain('<strong>last</strong>');
    expect(w.descriptionHtml).toContain('<ol>');
    expect(w.descriptionHtml).toContain('href="https://example.com"');
    // Raw HTML is shown as text, never as markup.
    expect(w.descriptionHtml).toContain('&lt;script&gt;');
    expect(w.descriptionHtml).not.toMatch(/<script|<img|href="javascript/i);
  });
});

describe('GET /v1/public/workshop-schedules/{id}/calendar.ics', () => {
  it('answers an RFC 5545 calendar in the schedule’s own zone, with the venue as location', async () => {
    const s = await c.schedule({
      ...base,
      workshopId: workshop.id,
      mode: 'IN-PERSON',
      startDate: '2031-07-01T07:30:00.000Z',
      endDate: '2031-07-01T15:30:00.000Z',
      timezone: 'Europe/Berlin',
      country: 'DE',
      venueName: 'Factory Berlin',
      venueCity: 'Berlin',
    });
    const res = await c.guest.get(`/v1/public/workshop-schedules/${s.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=negotiation-mastery.ics');
    const text = res.text as string;
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20310701T093000');
    expect(text).toContain('BEGIN:VTIMEZONE');

    const component = new ICAL.Component(ICAL.parse(text));
    const zone = component.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    ICAL.TimezoneService.register(zone!);
    const event = new ICAL.Event(component.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Negotiation Mastery');
    expect(event.location).toBe('Factory Berlin, Berlin, DE');
    expect(event.description).toMatch(/^With Cora Coach\n/);
    // 09:30 Berlin summer time is 07:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2031-07-01T07:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2031-07-01T15:30:00.000Z');
    expect(String(component.getFirstSubcomponent('vevent')!.getFirstPropertyValue('url'))).toMatch(
      new RegExp(`/schedules/${s.id}$`),
    );
  });

  it('says Online for an online schedule and marks a cancelled one CANCELLED', async () => {
    const s = await c.schedule({ ...base, workshopId: workshop.id, mode: 'ONLINE', startDate: inDays(5), endDate: inDays(5, 12) });
    await c.admin.post(`/v1/workshop-schedules/${s.id}/cancel`, { reason: 'Coach ill' });
    const res = await c.guest.get(`/v1/public/workshop-schedules/${s.id}/calendar.ics`);
    const event = new ICAL.Component(ICAL.parse(res.text as string)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('location')).toBe('Online');
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('answers 404 for a schedule without a public page (private, draft)', async () => {
    const priv = await c.schedule({ ...base, workshopId: workshop.id, mode: 'ONLINE', visibility: 'PRIVATE' });
    const draft = await c.schedule({ ...base, workshopId: workshop.id, mode: 'ONLINE', status: 'DRAFT' });
    for (const s of [priv, draft]) {
      expect((await c.guest.get(`/v1/public/workshop-schedules/${s.id}/calendar.ics`)).status).toBe(404);
    }
    expect((await c.guest.get('/v1/public/workshop-schedules/not-a-uuid/calendar.ics')).status).toBe(404);
  });
});
