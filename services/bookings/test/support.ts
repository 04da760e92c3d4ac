// The bookings service alone on a fresh database: schedules and users arrive as the events workshops
// and identity publish, callers are internal tokens for a booker, a coach or a super-admin, and the
// clock can be moved forward.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { Client } from 'pg';
import {
  EVENT_VERSION,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  type EventEnvelope,
  type BookingDto,
  type EventSubject,
  type UserPayload,
  type WorkshopSchedulePayload,
} from '@coachwork/contracts';
import { signInternalToken, type Actor } from '@coachwork/service-kit';
import {
  answersChecked,
  createTestRuntime,
  eventually,
  readMailCopies,
  TEST_INTERNAL_SECRET,
} from '@coachwork/test-support';
import { createApp, type BookingsHandle, type BookingsOptions } from '../src/app';

export const DAY = 86_400_000;

export interface Person {
  id: string;
  email: string;
  username: string;
  actor: Actor;
}

export async function bootBookings(options: Partial<BookingsOptions> = {}) {
  const ctx = await createTestRuntime();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cw-bookings-'));
  const clock = { offsetMs: 0 };
  const now = () => new Date(Date.now() + clock.offsetMs);
  const handle: BookingsHandle = await createApp(ctx.runtime, {
    appUrl: 'http://coachwork.test',
    mail: { from: 'Coachwork <no-reply@coachwork.test>', dataDir, production: false },
    now,
    ...options,
  });
  await handle.subscribe();
  // Every answer is checked against the API document, as behind the gateway in development.
  const checked = await answersChecked(handle.app);
  const pg = new Client({ connectionString: ctx.testDb.url });
  await pg.connect();
  let counter = 0;

  const publish = async <S extends EventSubject>(subject: S, data: EventEnvelope<S>['data'], at = now()) => {
    const event = { id: randomUUID(), subject, occurredAt: at.toISOString(), version: EVENT_VERSION, data };
    await ctx.runtime.bus.publish(event as EventEnvelope);
    return event as EventEnvelope<S>;
  };

  /** Hands an envelope as it is (same id) to the bus: a redelivery when sent twice. */
  const deliver = (event: EventEnvelope) => ctx.runtime.bus.publish(event);
  /** Hands envelopes to the bus as one relay batch (the in-process bus's publishBatch). */
  const deliverBatch = (events: readonly EventEnvelope[]) =>
    ctx.runtime.bus.publishBatch!(events.map((envelope) => ({ envelope })));

  async function person(kind: 'booker' | 'coach' | 'admin' = 'booker', extra: Partial<UserPayload> = {}) {
    const n = `${kind}${Date.now().toString(36).slice(-4)}${++counter}`;
    const user: UserPayload = {
      id: randomUUID(),
      username: n,
      email: `${n}@example.com`,
      status: 'ACTIVE',
      roles: kind === 'booker' ? [] : [kind === 'admin' ? 'super-admin' : 'coach'],
      emailVerified: true,
      ...extra,
    };
    await publish('identity.user.registered', user);
    const permissions =
      kind === 'admin' ? [...PERMISSIONS] : kind === 'coach' ? [...ROLE_PERMISSIONS.coach!] : [];
    const actor: Actor = { userId: user.id, sessionId: randomUUID(), roles: user.roles, permissions };
    return { id: user.id, email: user.email, username: user.username, actor } satisfies Person;
  }

  async function schedule(
    extra: Partial<WorkshopSchedulePayload> = {},
    subject: EventSubject = 'workshops.schedule.published',
  ) {
    const start = extra.startDate ? new Date(extra.startDate) : new Date(now().getTime() + 7 * DAY);
    const payload: WorkshopSchedulePayload = {
      id: randomUUID(),
      workshopId: randomUUID(),
      workshopTitle: 'Feedback That Lands',
      coachId: randomUUID(),
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      timezone: 'Europe/Berlin',
      status: 'PUBLISHED',
      visibility: 'PUBLIC',
      mode: 'ONLINE',
      capacity: 10,
      price: 129,
      cancelledAt: null,
      cancelledBy: null,
      cancellationReason: null,
      deletedAt: null,
      updatedAt: now().toISOString(),
      ...extra,
    };
    await publish(subject as 'workshops.schedule.published', payload);
    return payload;
  }

  const token = (who: Person | Actor | null) =>
    signInternalToken(
      who === null
        ? { userId: null, sessionId: null, roles: [], permissions: [] }
        : 'actor' in who
          ? who.actor
          : who,
      TEST_INTERNAL_SECRET,
    );

  /** Requests as `who` (null: a guest). */
  const as = (who: Person | Actor | null) => ({
    get: (url: string) => request(checked.app).get(url).set('X-Internal-Token', token(who)),
    post: (url: string, body?: object, headers: Record<string, string> = {}) =>
      request(checked.app).post(url).set('X-Internal-Token', token(who)).set(headers).send(body),
    patch: (url: string, body?: object) =>
      request(checked.app).patch(url).set('X-Internal-Token', token(who)).send(body),
    delete: (url: string) => request(checked.app).delete(url).set('X-Internal-Token', token(who)),
  });

  /** Seats taken on bookings' copy of the schedule (the one counter). */
  const seatsTaken = async (scheduleId: string) =>
    (await pg.query('select seats_taken from bookings.schedule_copies where id = $1', [scheduleId])).rows[0]
      ?.seats_taken as number;

  /** Events written to bookings' outbox with this subject, oldest first. */
  const events = async (subject: string) =>
    (
      await pg.query('select envelope from bookings.outbox where subject = $1 order by occurred_at, id', [
        subject,
      ])
    ).rows.map((r) => r.envelope.data);

  /** Every mail copy written so far (after the dispatched ones are written). */
  const mails = async () => {
    await handle.mailer.idle();
    return readMailCopies(dataDir);
  };

  /** The token of the latest invitation mailed to `address`. */
  const invitationToken = async (address: string) => {
    const mail = (await mails()).filter((m) => m.to.includes(address.toLowerCase())).pop();
    const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation mailed to ${address}`);
    return token;
  };

  /** A booking made through the API (201 expected); returns its DTO. */
  async function book(who: Person, scheduleId: string, seats = 1, extra: object = {}) {
    const res = await as(who).post('/v1/bookings', bookBody(who, scheduleId, seats, extra));
    if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data as BookingDto;
  }

  /**
   * Pays a booking with the sandbox's good card, as the checkout does; expects it CONFIRMED. `finalizer`
   * finalizes instead of the payer (a super-admin on the booker's behalf).
   */
  async function pay(who: Person, bookingId: string, finalizer: Person = who) {
    const intent = (await as(who).post(`/v1/payments/bookings/${bookingId}/payment-intent`)).body.data;
    const card = await as(null).post('/v1/public/payments/sandbox/payment-methods', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
    });
    await as(null).post(`/v1/public/payments/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      clientSecret: intent.clientSecret,
      paymentMethodId: card.body.data.id,
    });
    const fin = await as(finalizer).post(`/v1/payments/bookings/${bookingId}/finalize`, {
      paymentIntentId: intent.paymentIntentId,
    });
    if (fin.body.data?.status !== 'CONFIRMED')
      throw new Error(`finalize answered ${JSON.stringify(fin.body)}`);
  }

  /**
   * Once bookings has the schedule's copy: a paid booking of `seats` by `booker`, its seat 2 accepted
   * by `friend` (the others open). Returns the booking and its seat ids by position.
   */
  async function paidWithFriend(booker: Person, friend: Person, scheduleId: string, seats = 2) {
    await eventually(
      async () =>
        (await pg.query('select 1 from bookings.schedule_copies where id = $1', [scheduleId])).rowCount === 1,
    );
    const b = await book(booker, scheduleId, seats);
    await pay(booker, b.id);
    const rows = (await as(booker).get(`/v1/booking-seats?filter[bookingId]=${b.id}&sort=position`)).body
      .data as { id: string }[];
    await as(booker).post(`/v1/booking-seats/${rows[1]!.id}/send-invitation`, { userId: friend.id });
    await as(friend).post('/v1/invitations/accept', {
      invitation_token: await invitationToken(friend.email),
    });
    return { b, seats: rows.map((x) => x.id) };
  }

  /** Moves the clock `ms` forward from now on. */
  const advance = (ms: number) => {
    clock.offsetMs += ms;
  };

  return {
    handle,
    book,
    pay,
    paidWithFriend,
    advance,
    app: checked.app,
    /** The service's own pool (4 connections), for what only its sessions see. */
    database: ctx.runtime.database,
    pg,
    clock,
    now,
    publish,
    deliver,
    deliverBatch,
    person,
    schedule,
    as,
    seatsTaken,
    events,
    mails,
    invitationToken,
    dataDir,
    async close() {
      await handle.stop();
      await pg.end();
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
      checked.assertNone();
    },
  };
}

export type BookingsTest = Awaited<ReturnType<typeof bootBookings>>;

export const ADDRESS = {
  addressLine1: 'Hauptstraße 1',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10115',
  country: 'DE',
};

/** The body of `POST /v1/bookings` for `who` (the booker names themselves; a super-admin may name another). */
export const bookBody = (who: { id: string }, workshopScheduleId: string, seats = 1, extra: object = {}) => ({
  userId: who.id,
  workshopScheduleId,
  seats,
  address: ADDRESS,
  ...extra,
});
