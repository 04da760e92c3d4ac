// The read models fed by other services' events, driven through the bus the way identity and bookings
// publish: the coach directory (identity.user.*) and seats left (bookings.schedule.seats-changed).
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { EVENT_VERSION, type EventEnvelope, type EventSubject } from '@coachwork/contracts';
import { GUEST, signInternalToken } from '@coachwork/service-kit';
import { createTestRuntime, TEST_INTERNAL_SECRET } from '@coachwork/test-support';
import { createApp } from '../src/app';

let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
let app: Awaited<ReturnType<typeof createApp>>['app'];
const adminId = randomUUID();
const token = () =>
  signInternalToken(
    {
      ...GUEST,
      userId: adminId,
      permissions: [
        'workshop-templates.create',
        'workshops.create',
        'workshop-schedules.create',
        'workshop-schedules.view',
      ],
    },
    TEST_INTERNAL_SECRET,
  );

beforeAll(async () => {
  ctx = await createTestRuntime();
  const handle = await createApp(ctx.runtime);
  await handle.subscribe();
  app = handle.app;
});
afterAll(async () => {
  await ctx.close();
});

const publish = async <S extends EventSubject>(
  subject: S,
  data: EventEnvelope<S>['data'],
  occurredAt = new Date(),
) => {
  const event = {
    id: randomUUID(),
    subject,
    occurredAt: occurredAt.toISOString(),
    version: EVENT_VERSION,
    data,
  } as EventEnvelope;
  await ctx.runtime.bus.publish(event);
  return event;
};
const user = (id: string, roles: string[], username = 'trainer') => ({
  id,
  username,
  email: `${username}@example.com`,
  status: 'ACTIVE',
  roles,
});

const post = (path: string, body: object) =>
  request(app).post(path).set('X-Internal-Token', token()).send(body);
const get = (path: string) => request(app).get(path).set('X-Internal-Token', token());

let workshopId: string;
beforeAll(async () => {
  const t = await post('/v1/workshop-templates', { title: 'Event template', price: 10 });
  const w = await post('/v1/workshops', {
    workshopTemplateId: t.body.data.id,
    title: 'Event workshop',
    price: 10,
    minSeats: 1,
    maxSeats: 10,
  });
  workshopId = w.body.data.id;
});

const scheduleFor = (coachId: string) =>
  post('/v1/workshop-schedules', {
    workshopId,
    coachId,
    startDate: '2031-05-01T09:00:00Z',
    endDate: '2031-05-01T17:00:00Z',
    status: 'PUBLISHED',
    visibility: 'PUBLIC',
    mode: 'ONLINE',
  });

describe('the coach directory (identity.user.* events)', () => {
  it('makes a user a coach when identity.user.roles-changed grants the role, and not before', async () => {
    const id = randomUUID();
    await publish('identity.user.registered', user(id, []));
    expect((await scheduleFor(id)).body.errors).toEqual({ coachId: ['The selected user is not a coach'] });
    await publish('identity.user.roles-changed', user(id, ['coach']));
    const res = await scheduleFor(id);
    expect(res.status).toBe(201);
    expect(res.body.data.coach).toEqual({ id, username: 'trainer' });
  });

  it('follows renames and role removals, and ignores an older event that arrives late', async () => {
    const id = randomUUID();
    const t0 = new Date(Date.now() - 60_000);
    await publish('identity.user.registered', user(id, ['coach'], 'first-name'), t0);
    await publish('identity.user.updated', user(id, ['coach'], 'second-name'), new Date());
    // Redelivered out of order: the older state must not win.
    await publish('identity.user.roles-changed', user(id, [], 'first-name'), new Date(t0.getTime() + 1));
    const s = await scheduleFor(id);
    expect(s.status).toBe(201);
    expect(s.body.data.coach.username).toBe('second-name');
    await publish('identity.user.roles-changed', user(id, [], 'second-name'), new Date(Date.now() + 1000));
    expect((await scheduleFor(id)).status).toBe(422);
  });
});

describe('seats left (bookings.schedule.seats-changed)', () => {
  it('equals capacity until bookings counts seats, then follows the highest version only', async () => {
    const coach = randomUUID();
    await publish('identity.user.registered', user(coach, ['coach'], 'seats'));
    const s = (await scheduleFor(coach)).body.data;
    expect(s.seatsLeft).toBe(10);
    const seatsLeft = async () => (await get(`/v1/workshop-schedules/${s.id}`)).body.data.seatsLeft;
    const seats = (seatsTaken: number, version: number) =>
      publish('bookings.schedule.seats-changed', { workshopScheduleId: s.id, seatsTaken, version });

    const third = await seats(3, 1);
    await seats(5, 2);
    expect(await seatsLeft()).toBe(5);
    // Redelivered, or arriving late: an older count never wins.
    await ctx.runtime.bus.publish(third);
    await seats(4, 1);
    expect(await seatsLeft()).toBe(5);
    await seats(3, 3);
    expect(await seatsLeft()).toBe(7);

    const pub = await request(app)
      .get(`/v1/public/workshop-schedules/${s.id}`)
      .set('X-Internal-Token', signInternalToken(GUEST, TEST_INTERNAL_SECRET));
    expect(pub.body.data.seatsLeft).toBe(7);
    const list = await request(app)
      .get(`/v1/public/workshop-schedules?filter[coachId]=${coach}`)
      .set('X-Internal-Token', signInternalToken(GUEST, TEST_INTERNAL_SECRET));
    expect(list.body.data[0].seatsLeft).toBe(7);
    // More taken than the capacity (it was lowered after they were sold): 0 left, never negative.
    await seats(12, 4);
    expect(await seatsLeft()).toBe(0);
  });
});
