// A small demo catalogue, written once: templates are looked up by slug, so a restart adds nothing.
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { DEMO_PAST_SCHEDULE_ID, DEMO_SOLD_OUT_SCHEDULE_ID, demoImagePath } from '@coachwork/contracts';
import { rememberTags } from './workshop.repository';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { Actor, Db } from '@coachwork/service-kit';
import { createWorkshopTemplate } from '../domain/templates/create-workshop-template.use-case';
import { createWorkshop } from '../domain/workshops/create-workshop.use-case';
import {
  createWorkshopSchedule,
  createWorkshopScheduleWithId,
} from '../domain/schedules/create-workshop-schedule.use-case';
import { assignCoach } from '../domain/workshops/assign-coach.use-case';
import { coachDirectory, workshopHistory, workshops, workshopSchedules, workshopTemplates } from './schema';

dayjs.extend(utc);
dayjs.extend(timezone);

const SYSTEM: Actor = { userId: null, sessionId: null, roles: [], permissions: [] };

const DEMO_TEMPLATES = [
  {
    slug: 'leading-through-change',
    title: 'Leading Through Change',
    description: 'A hands-on workshop for team leads facing reorganisations, new strategies or new tools.',
    level: 'INTERMEDIATE' as const,
    price: 249,
    image: demoImagePath('leading-through-change'),
  },
  {
    slug: 'feedback-that-lands',
    title: 'Feedback That Lands',
    description: 'Practise giving and receiving feedback that people act on, with live role play.',
    level: 'BEGINNER' as const,
    price: 129,
    image: demoImagePath('feedback-that-lands'),
  },
  {
    slug: 'facilitation-masterclass',
    title: 'Facilitation Masterclass',
    description: 'Design and run workshops that end with decisions, for experienced facilitators.',
    level: 'ADVANCED' as const,
    price: 490,
    image: demoImagePath('facilitation-masterclass'),
  },
];

/**
 * What a booker reads on the schedule page (Markdown: what you learn, for whom, the agenda). Kept apart
 * from the workshop rows so the list below stays readable.
 */
const DESCRIPTIONS = {
  change: `New strategy, new structure, new tools: your team looks to you while you are still working it out
yourself. This day gives you a plan for the first 90 days of a change and the words for the hard
conversations in it.

## What you will learn
- Explain **why** the change happens in two minutes, without slides
- Spot resistance early and turn it into useful questions
- Keep delivery going while the ground moves
- Plan the first 90 days with your own team map

## Who it is for
Team leads and engineering or product managers with 3 to 15 people, facing a reorganisation, a merger
or a new way of working. No prior training needed.

## Agenda
1. **09:00** Why people resist (and why that is useful)
2. **10:30** The two-minute change story
3. **13:00** Difficult conversations, in pairs
4. **15:00** Your 90-day plan
5. **16:30** Commitments and follow-up`,
  feedback: `Most feedback is either too soft to act on or too hard to hear. Practise a simple structure for
feedback people act on, and for receiving it without getting defensive, with live role play.

## What you will learn
- Give specific, kind and useful feedback in under a minute
- Ask for feedback so that people actually give it
- Handle a defensive reaction calmly

## Who it is for
Anyone who works with people: new managers, senior individual contributors, project leads.

## Agenda
1. The feedback ladder: observation, impact, request
2. Role play in small groups (online breakout rooms)
3. Receiving feedback: three questions to ask
4. Your next conversation, planned`,
  facilitation: `For experienced facilitators who want their workshops to end with decisions, not sticky notes.
A dense day of design patterns, live practice and peer critique, in a small group.

## What you will learn
- Design an agenda backwards from the decision it must produce
- Choose the right method for divergent and convergent phases
- Handle dominant voices and silent rooms
- Run hybrid sessions where remote people are equal

## Who it is for
Facilitators, agile coaches and consultants who already run workshops regularly.

## Agenda
1. **09:30** Decision-first design
2. **11:00** Method clinic: 12 formats compared
3. **14:00** Live facilitation rounds with peer feedback
4. **16:30** Hybrid without second-class participants`,
  taster: `One free hour to try the feedback ladder before committing to the full workshop. Bring one real
situation; you will leave with the sentence you are going to say.

## Who it is for
Anyone who wants to give better feedback. Free, online, camera optional.

## Agenda
1. The feedback ladder in ten minutes
2. Practise on your own situation
3. Questions and answers`,
};

/** One workshop per demo template; schedules need a coach, who arrives later through identity's events. */
const DEMO_WORKSHOPS = [
  { template: 'leading-through-change', slug: 'leading-through-change-spring', title: 'Leading Through Change (Spring)', price: 249, minSeats: 4, maxSeats: 16, tags: ['leadership', 'change', 'management'], description: DESCRIPTIONS.change, image: demoImagePath('leading-through-change') },
  { template: 'feedback-that-lands', slug: 'feedback-that-lands-online', title: 'Feedback That Lands (Online)', price: 129, minSeats: 2, maxSeats: 12, tags: ['communication', 'feedback', 'online'], description: DESCRIPTIONS.feedback, image: demoImagePath('feedback-that-lands') },
  { template: 'facilitation-masterclass', slug: 'facilitation-masterclass-berlin', title: 'Facilitation Masterclass Berlin', price: 490, minSeats: 6, maxSeats: 10, tags: ['facilitation', 'workshop design', 'hybrid'], description: DESCRIPTIONS.facilitation, image: demoImagePath('facilitation-masterclass') },
  // Free, so a booking confirms at once (templates start at 0.01, a workshop may be free).
  { template: 'feedback-that-lands', slug: 'feedback-taster-free', title: 'Feedback Taster (Free)', price: 0, minSeats: 1, maxSeats: 20, tags: ['communication', 'feedback', 'free'], description: DESCRIPTIONS.taster, image: demoImagePath('feedback-taster') },
];

export async function seedDemoCatalogue(db: Db): Promise<void> {
  const existing = await db
    .select({ slug: workshopTemplates.slug })
    .from(workshopTemplates)
    .where(inArray(workshopTemplates.slug, DEMO_TEMPLATES.map((t) => t.slug)));
  const have = new Set(existing.map((r) => r.slug));
  const missing = DEMO_TEMPLATES.filter((t) => !have.has(t.slug));
  // Through the use case, so the outbox carries them to other services like any other template.
  for (const t of missing) {
    await createWorkshopTemplate(db, t, { userId: null, sessionId: null, roles: [], permissions: [] });
  }

  const templates = await db
    .select({ id: workshopTemplates.id, slug: workshopTemplates.slug })
    .from(workshopTemplates)
    .where(inArray(workshopTemplates.slug, DEMO_WORKSHOPS.map((w) => w.template)));
  const templateId = new Map(templates.map((t) => [t.slug, t.id]));
  const present = new Set(
    (
      await db
        .select({ slug: workshops.slug })
        .from(workshops)
        .where(inArray(workshops.slug, DEMO_WORKSHOPS.map((w) => w.slug)))
    ).map((r) => r.slug),
  );
  const system = SYSTEM;
  for (const { template, ...w } of DEMO_WORKSHOPS) {
    const id = templateId.get(template);
    if (!id || present.has(w.slug)) continue;
    // The image is the resizer's root-relative path (the app's own origin, whatever port it runs on);
    // the seed is trusted, so it skips the API's absolute-URL rule.
    await createWorkshop(db, { ...w, workshopTemplateId: id }, system);
  }
  await fillDemoContent(db);
}

/**
 * Demo workshops seeded before they had descriptions and covers get them, unless someone edited them
 * since (an 'updated' history row), so an admin's changes survive restarts.
 */
async function fillDemoContent(db: Db): Promise<void> {
  const bare = await db
    .select({ id: workshops.id, slug: workshops.slug })
    .from(workshops)
    .where(
      and(
        inArray(workshops.slug, DEMO_WORKSHOPS.map((w) => w.slug)),
        isNull(workshops.description),
        isNull(workshops.image),
      ),
    );
  for (const row of bare) {
    const demo = DEMO_WORKSHOPS.find((w) => w.slug === row.slug)!;
    const [changed] = await db
      .select({ one: sql`1` })
      .from(workshopHistory)
      .where(and(eq(workshopHistory.workshopId, row.id), eq(workshopHistory.action, 'updated')))
      .limit(1);
    if (changed) continue;
    await db
      .update(workshops)
      .set({ description: demo.description, image: demo.image, tags: demo.tags })
      .where(eq(workshops.id, row.id));
    await rememberTags(db, demo.tags);
  }
}

/** The demo coach's username (identity's DEMO_ACCOUNTS); the coach reaches us only through events. */
export const DEMO_COACH_USERNAME = 'coach';

/**
 * Upcoming dates for the demo workshops, so a fresh `npm start` shows a catalogue. Times are wall-clock
 * times in each schedule's own zone, `inDays` days from the day of seeding.
 */
const LONDON_VENUE = { venueName: 'The Trampery Old Street', venueAddress: '239 Old Street', venueCity: 'London' };
const DEMO_SCHEDULES = [
  { workshop: 'leading-through-change-spring', inDays: 10, from: '09:00', to: '17:00', timezone: 'Europe/London', country: 'GB', mode: 'IN-PERSON', visibility: 'PUBLIC', language: 'en', ...LONDON_VENUE },
  { workshop: 'feedback-that-lands-online', inDays: 17, from: '10:00', to: '13:00', timezone: 'America/New_York', country: 'US', mode: 'ONLINE', visibility: 'PUBLIC', language: 'en' },
  { workshop: 'facilitation-masterclass-berlin', inDays: 31, from: '09:30', to: '17:30', timezone: 'Europe/Berlin', country: 'DE', mode: 'HYBRID', visibility: 'PUBLIC', language: 'en', venueName: 'Factory Berlin Görlitzer Park', venueAddress: 'Lohmühlenstraße 65', venueCity: 'Berlin' },
  { workshop: 'leading-through-change-spring', inDays: 45, from: '09:00', to: '17:00', timezone: 'Europe/London', country: 'GB', mode: 'IN-PERSON', visibility: 'PUBLIC', language: 'en', ...LONDON_VENUE },
  { workshop: 'feedback-that-lands-online', inDays: 24, from: '18:00', to: '20:00', timezone: 'Europe/Paris', country: 'FR', mode: 'ONLINE', visibility: 'UNLISTED', language: 'fr' },
  { workshop: 'feedback-taster-free', inDays: 14, from: '12:00', to: '13:00', timezone: 'Europe/Amsterdam', country: 'NL', mode: 'ONLINE', visibility: 'PUBLIC', language: 'en' },
] as const;

async function demoCoachId(db: Db): Promise<string | undefined> {
  const [coach] = await db
    .select({ id: coachDirectory.id })
    .from(coachDirectory)
    .where(and(eq(coachDirectory.username, DEMO_COACH_USERNAME), eq(coachDirectory.isCoach, true)))
    .limit(1);
  return coach?.id;
}

const demoWorkshops = (db: Db) =>
  db
    .select({ id: workshops.id, slug: workshops.slug, coachIds: workshops.coachIds, deletedAt: workshops.deletedAt })
    .from(workshops)
    .where(inArray(workshops.slug, DEMO_WORKSHOPS.map((w) => w.slug)));

/**
 * Demo mode only: assigns the demo coach to the demo workshops once the coach is in the coach directory,
 * so the coach may schedule them and read their resources. Only workshops nobody has changed since the
 * seed (no coaches, no 'updated' history), so an admin's changes survive restarts. Returns how many.
 */
export async function assignDemoCoach(db: Db): Promise<number> {
  const coachId = await demoCoachId(db);
  if (!coachId) return 0;
  let assigned = 0;
  for (const w of await demoWorkshops(db)) {
    if (w.coachIds.length) continue;
    const [changed] = await db
      .select({ one: sql`1` })
      .from(workshopHistory)
      .where(and(eq(workshopHistory.workshopId, w.id), eq(workshopHistory.action, 'updated')))
      .limit(1);
    if (changed) continue;
    await db.transaction((tx) => assignCoach(tx, w.id, coachId, SYSTEM));
    assigned += 1;
  }
  return assigned;
}

/**
 * Demo mode only: once the demo coach is in the coach directory (identity announces the demo accounts
 * like any registration), gives the demo workshops their schedules. Runs after migrations and after each
 * coach event; it does nothing when the coach has not arrived yet, and skips every demo workshop that
 * already has a schedule (kept or trashed) or is in the trash, so an admin's changes survive restarts
 * and a demo workshop added later gets its schedule once. Returns how many it created.
 */
export async function seedDemoSchedules(db: Db, now: Date = new Date()): Promise<number> {
  const coachId = await demoCoachId(db);
  if (!coachId) return 0;
  const demo = (await demoWorkshops(db)).filter((w) => !w.deletedAt);
  if (!demo.length) return 0;
  const scheduled = new Set(
    (
      await db
        .selectDistinct({ id: workshopSchedules.workshopId })
        .from(workshopSchedules)
        .where(
          and(
            inArray(workshopSchedules.workshopId, demo.map((w) => w.id)),
            // The fixed demo dates (ended, sold out) are seeded apart, not as the workshop's dates.
            notInArray(workshopSchedules.id, [DEMO_PAST_SCHEDULE_ID, DEMO_SOLD_OUT_SCHEDULE_ID]),
          ),
        )
    ).map((r) => r.id),
  );
  const workshopId = new Map(demo.filter((w) => !scheduled.has(w.id)).map((w) => [w.slug, w.id]));
  let created = 0;
  for (const s of DEMO_SCHEDULES) {
    const id = workshopId.get(s.workshop);
    if (!id) continue;
    const day = dayjs(now).tz(s.timezone).add(s.inDays, 'day').format('YYYY-MM-DD');
    const at = (time: string) => dayjs.tz(`${day} ${time}`, s.timezone).toISOString();
    await createWorkshopSchedule(
      db,
      {
        workshopId: id,
        coachId,
        startDate: at(s.from),
        endDate: at(s.to),
        timezone: s.timezone,
        country: s.country,
        status: 'PUBLISHED',
        visibility: s.visibility,
        mode: s.mode,
        language: s.language,
        venueName: 'venueName' in s ? s.venueName : null,
        venueAddress: 'venueAddress' in s ? s.venueAddress : null,
        venueCity: 'venueCity' in s ? s.venueCity : null,
        // Online rooms on a reserved domain (RFC 2606): the demo shows where confirmed attendees find it.
        meetingUrl: s.mode === 'IN-PERSON' ? null : `https://meet.example.com/${s.workshop}-${s.inDays}`,
      } as Parameters<typeof createWorkshopSchedule>[1],
      // The seed acts as the platform itself, with just the right to schedule for any coach.
      { ...SYSTEM, permissions: ['workshop-schedules.create'] },
    );
    created += 1;
  }
  return created;
}

/** The ended demo schedule: a London day of 'Leading Through Change', this many days before the seed. */
const DEMO_PAST_SCHEDULE = {
  workshop: 'leading-through-change-spring',
  inDays: -12,
  from: '09:00',
  to: '17:00',
  timezone: 'Europe/London',
  country: 'GB',
  mode: 'IN-PERSON',
  language: 'en',
  capacity: undefined,
  ...LONDON_VENUE,
} as const;

/** The sold-out demo date: a two-seat online lunch session of 'Feedback That Lands', three weeks ahead. */
const DEMO_SOLD_OUT_SCHEDULE = {
  workshop: 'feedback-that-lands-online',
  inDays: 21,
  from: '12:00',
  to: '14:00',
  timezone: 'Europe/Amsterdam',
  country: 'NL',
  mode: 'ONLINE',
  language: 'en',
  capacity: 2,
  venueName: null,
  venueAddress: null,
  venueCity: null,
} as const;

/**
 * Demo mode only (with the demo schedules): a PUBLISHED schedule of the demo coach under a fixed id that
 * bookings recognises. Once only: a schedule with that id, kept or trashed, or a trashed workshop, means
 * nothing to do. Returns whether it created it.
 */
async function seedFixedDemoSchedule(
  db: Db,
  s: typeof DEMO_PAST_SCHEDULE | typeof DEMO_SOLD_OUT_SCHEDULE,
  id: string,
  now: Date,
): Promise<boolean> {
  const coachId = await demoCoachId(db);
  if (!coachId) return false;
  const [exists] = await db
    .select({ one: sql`1` })
    .from(workshopSchedules)
    .where(eq(workshopSchedules.id, id))
    .limit(1);
  if (exists) return false;
  const workshop = (await demoWorkshops(db)).find((w) => w.slug === s.workshop && !w.deletedAt);
  if (!workshop) return false;
  const day = dayjs(now).tz(s.timezone).add(s.inDays, 'day').format('YYYY-MM-DD');
  const at = (time: string) => dayjs.tz(`${day} ${time}`, s.timezone).toISOString();
  await createWorkshopScheduleWithId(
    db,
    {
      workshopId: workshop.id,
      coachId,
      startDate: at(s.from),
      endDate: at(s.to),
      timezone: s.timezone,
      country: s.country,
      status: 'PUBLISHED',
      visibility: 'PUBLIC',
      mode: s.mode,
      language: s.language,
      venueName: s.venueName,
      venueAddress: s.venueAddress,
      venueCity: s.venueCity,
      ...(s.capacity ? { capacity: s.capacity } : {}),
      meetingUrl: s.mode === 'ONLINE' ? `https://meet.example.com/${s.workshop}-${s.inDays}` : null,
    } as Parameters<typeof createWorkshopSchedule>[1],
    { ...SYSTEM, permissions: ['workshop-schedules.create'] },
    id,
  );
  return true;
}

/**
 * Demo mode only: the ended schedule under DEMO_PAST_SCHEDULE_ID, whose history bookings records as of
 * before the start (paid bookings, a refund), so a fresh start shows revenue and a payout. The API
 * refuses dates in the past; the seed, acting as the platform, writes them through the use case anyway.
 */
export const seedDemoPastSchedule = (db: Db, now: Date = new Date()) =>
  seedFixedDemoSchedule(db, DEMO_PAST_SCHEDULE, DEMO_PAST_SCHEDULE_ID, now);

/**
 * Demo mode only: the two-seat date under DEMO_SOLD_OUT_SCHEDULE_ID, which bookings fills for the demo
 * booker, so a fresh start has a sold-out schedule whose waitlist can be tried.
 */
export const seedDemoSoldOutSchedule = (db: Db, now: Date = new Date()) =>
  seedFixedDemoSchedule(db, DEMO_SOLD_OUT_SCHEDULE, DEMO_SOLD_OUT_SCHEDULE_ID, now);
