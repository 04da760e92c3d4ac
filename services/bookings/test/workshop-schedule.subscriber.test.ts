import { randomUUID } from 'node:crypto';
import { workshopScheduleSubscription } from '../src/events/workshop-schedule.subscriber';
import { bootBookings, type BookingsTest, type Person } from './support';

let t: BookingsTest;
let booker: Person;
beforeAll(async () => {
  t = await bootBookings();
  booker = await t.person('booker');
});
afterAll(async () => {
  await t.close();
});

const copy = async (id: string) =>
  (
    await t.pg.query(
      'select capacity, status, seats_taken, price from bookings.schedule_copies where id = $1',
      [id],
    )
  ).rows[0];
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

describe('bookings consumes workshops.schedule.* events', () => {
  it('keeps the newest state of a schedule and never touches the seats taken', async () => {
    const s = await t.schedule({ capacity: 8, price: 40 });
    await t.book(booker, s.id, 3);
    await t.publish('workshops.schedule.updated', {
      ...s,
      capacity: 12,
      price: 45,
      updatedAt: later(s.updatedAt, 2000),
    });
    // An older state delivered late changes nothing.
    await t.publish('workshops.schedule.updated', {
      ...s,
      capacity: 2,
      status: 'DRAFT',
      updatedAt: later(s.updatedAt, 1000),
    });
    expect(await copy(s.id)).toEqual({ capacity: 12, status: 'PUBLISHED', seats_taken: 3, price: '45.00' });
  });

  it('cancels every held or confirmed booking of a cancelled schedule and frees their seats, once', async () => {
    const s = await t.schedule({ capacity: 10 });
    const held = await t.book(booker, s.id, 2);
    const other = await t.book(await t.person('booker'), s.id, 3);
    const gone = await t.book(booker, s.id, 1);
    await t.as(booker).post(`/v1/bookings/${gone.id}/cancel`, { reason: 'Earlier' });
    const canceller = randomUUID();
    const event = await t.publish('workshops.schedule.cancelled', {
      ...s,
      cancelledAt: new Date().toISOString(),
      cancelledBy: canceller,
      cancellationReason: 'Coach ill',
      updatedAt: later(s.updatedAt, 1000),
    });
    await t.publish('workshops.schedule.cancelled', event.data); // a new event id, same facts
    for (const id of [held.id, other.id]) {
      const b = (await t.as(await t.person('admin')).get(`/v1/bookings/${id}`)).body.data;
      expect(b).toMatchObject({
        status: 'CANCELLED',
        cancellationReason: 'The workshop schedule was cancelled.',
      });
    }
    expect(await t.seatsTaken(s.id)).toBe(0);
    const cancelled = (await t.events('bookings.booking.cancelled')).filter(
      (e) => e.workshopScheduleId === s.id,
    );
    expect(cancelled.map((e) => e.bookingId).sort()).toEqual([gone.id, held.id, other.id].sort());
    expect(cancelled.find((e) => e.bookingId === held.id)).toMatchObject({
      cancelledBy: canceller,
      seats: 2,
    });
    const res = await t
      .as(booker)
      .post('/v1/bookings', { userId: booker.id, workshopScheduleId: s.id, seats: 1, address: held.address });
    expect(res.body.errors).toEqual({ workshopScheduleId: ['This schedule has been cancelled.'] });
  });

  it('applies an event delivered twice once', async () => {
    const s = await t.schedule();
    const e = await t.publish('workshops.schedule.updated', {
      ...s,
      capacity: 3,
      updatedAt: later(s.updatedAt, 500),
    });
    await workshopScheduleSubscription(t.handle.context).handler(e);
    // The dashboard's metrics consumer records the event in the same inbox under its own name.
    const handled = await t.pg.query(
      "select count(*)::int as n from bookings.inbox where event_id = $1 and consumer = 'bookings-workshop-schedules'",
      [e.id],
    );
    expect(handled.rows[0].n).toBe(1);
  });
});

describe('bookings consumes workshops.workshop.updated', () => {
  it("renames the copies of the workshop's schedules, and only those", async () => {
    const renamed = await t.schedule({ capacity: 4 });
    const sibling = await t.schedule({ capacity: 4, workshopId: renamed.workshopId });
    const other = await t.schedule({ capacity: 4 });
    const booking = await t.book(booker, renamed.id, 1);
    await t.publish('workshops.workshop.updated', {
      id: renamed.workshopId,
      workshopTemplateId: randomUUID(),
      title: 'Negotiation, renamed',
      slug: 'negotiation-renamed',
      price: 0,
      minSeats: 1,
      maxSeats: 10,
      tags: [],
      coachIds: [],
      deletedAt: null,
    });
    const titles = async (id: string) =>
      (await t.pg.query('select workshop_title from bookings.schedule_copies where id = $1', [id])).rows[0]
        ?.workshop_title;
    expect(await titles(renamed.id)).toBe('Negotiation, renamed');
    expect(await titles(sibling.id)).toBe('Negotiation, renamed');
    expect(await titles(other.id)).toBe(other.workshopTitle);
    // The booker's booking shows the new title.
    const shown = (await t.as(booker).get(`/v1/bookings/${booking.id}`)).body.data;
    expect(JSON.stringify(shown)).toContain('Negotiation, renamed');
  });
});
