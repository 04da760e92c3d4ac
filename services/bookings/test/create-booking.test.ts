import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SCHEDULE_CANCELLED_NO_BOOKING, UNSTORABLE_TEXT } from '@coachwork/contracts';
import { ADDRESS, bookBody, bootBookings, DAY, type BookingsTest, type Person } from './support';

let t: BookingsTest;
let booker: Person;
beforeAll(async () => {
  t = await bootBookings();
  booker = await t.person('booker');
});
afterAll(async () => {
  await t.close();
});

const book = (scheduleId: string, seats = 1, extra: object = {}, who: Person = booker) =>
  t.as(who).post('/v1/bookings', bookBody(who, scheduleId, seats, extra));

describe('POST /v1/bookings', () => {
  it('runs each shape of booking as one prepared statement, whatever its optional fields', async () => {
    // PostgreSQL keeps the statement by name per connection: the same name with another text would
    // fail every booking after the first, so the optional fields must change values, never the text.
    const paid = await t.schedule({ price: 50, capacity: 20 });
    const free = await t.schedule({ price: 0, capacity: 20 });
    const variants = [
      {},
      { notes: 'Window seat, please' },
      { address: { ...ADDRESS, addressLine2: 'Hinterhaus' } },
      { notes: null, meta: { workshopResourcePreferences: [] } },
    ];
    for (const [i, extra] of variants.entries()) {
      expect((await book(paid.id, 1, extra)).status).toBe(201);
      expect((await book(free.id, 2, extra)).status).toBe(201);
      const keyed = await t
        .as(booker)
        .post('/v1/bookings', bookBody(booker, paid.id, 1, extra), {
          'Idempotency-Key': `shape-${i}-${randomUUID()}`,
        });
      expect(keyed.status).toBe(201);
    }
    expect(await t.seatsTaken(paid.id)).toBe(8);
    expect(await t.seatsTaken(free.id)).toBe(8);
    // Asked on all four connections at once, the pool's sessions name the statements they prepared.
    const names = new Set<string>();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const result = (await t.database.db.execute(
          sql`select name, pg_sleep(0.05) from pg_prepared_statements`,
        )) as unknown as { rows: { name: string }[] };
        for (const row of result.rows) names.add(row.name);
      }),
    );
    expect([...names].filter((n) => n.startsWith('create_booking_')).sort()).toEqual([
      'create_booking_1_paid_keyed_write',
      'create_booking_1_paid_unkeyed',
      'create_booking_2_free_unkeyed',
    ]);
  });

  it('holds the seats of a paid schedule for 15 minutes, priced on the server', async () => {
    const s = await t.schedule({ price: 129, capacity: 10 });
    const before = t.now().getTime();
    const res = await book(s.id, 2, { amount: 1, unitPrice: 0, status: 'CONFIRMED', notes: 'Vegetarian' });
    expect(res.status).toBe(201);
    const b = res.body.data;
    expect(b).toMatchObject({
      userId: booker.id,
      workshopScheduleId: s.id,
      seats: 2,
      status: 'PENDING',
      currency: 'EUR',
      unitPrice: 129,
      subtotal: 258,
      discount: 0,
      amount: 258,
      amountPaid: null,
      notes: 'Vegetarian',
      confirmedAt: null,
      address: { ...ADDRESS, addressLine2: null },
      schedule: { id: s.id, workshopTitle: 'Feedback That Lands', capacity: 10, seatsLeft: 8, price: 129 },
    });
    const hold = Date.parse(b.expiresAt) - before;
    expect(hold).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(hold).toBeLessThanOrEqual(15 * 60_000 + 5000);
    expect(b.bookingSeats).toHaveLength(2);
    expect(b.bookingSeats[0]).toMatchObject({ position: 1, userId: booker.id, status: 'ACCEPTED' });
    expect(b.bookingSeats[1]).toMatchObject({ position: 2, userId: null, email: null, status: null });
    expect(await t.seatsTaken(s.id)).toBe(2);

    const created = (await t.events('bookings.booking.created')).find((e) => e.bookingId === b.id);
    expect(created).toMatchObject({ seats: 2, status: 'PENDING', amount: 258, currency: 'EUR' });
    const seats = (await t.events('bookings.schedule.seats-changed')).filter(
      (e) => e.workshopScheduleId === s.id,
    );
    expect(seats).toEqual([{ workshopScheduleId: s.id, seatsTaken: 2, version: 1 }]);
    expect((await t.events('bookings.booking.confirmed')).some((e) => e.bookingId === b.id)).toBe(false);
  });

  it("sells on a schedule's terms as they are now, right after they changed", async () => {
    // Bookings of one schedule share the copy read within the last second; none may sell on old terms.
    const s = await t.schedule({ price: 129, capacity: 10 });
    expect((await book(s.id)).body.data.amount).toBe(129);
    // The workshop's price changes (its event reaches this process): the next booking pays it.
    await t.publish('workshops.workshop.updated', {
      id: s.workshopId,
      workshopTemplateId: randomUUID(),
      title: 'Feedback That Lands',
      slug: `feedback-${randomUUID().slice(0, 8)}`,
      price: 99,
      minSeats: 1,
      maxSeats: 10,
      tags: [],
      coachIds: [],
      deletedAt: null,
    });
    expect((await book(s.id)).body.data.amount).toBe(99);
    // A change this process did not apply (another replica's): the booking's statement sees the
    // price it was quoted is gone and the next attempt reads the copy afresh.
    await t.pg.query('update bookings.schedule_copies set price = 79 where id = $1', [s.id]);
    const repriced = await book(s.id);
    expect(repriced.status).toBe(201);
    expect(repriced.body.data).toMatchObject({ amount: 79, unitPrice: 79, schedule: { price: 79 } });
    // Cancelled meanwhile: refused with the reason a fresh read gives, and nothing taken.
    await t.pg.query('update bookings.schedule_copies set cancelled_at = now() where id = $1', [s.id]);
    const refused = await book(s.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ workshopScheduleId: [SCHEDULE_CANCELLED_NO_BOOKING] });
    expect(await t.seatsTaken(s.id)).toBe(3);
  });

  it('confirms a booking whose amount is 0 at once', async () => {
    const s = await t.schedule({ price: 0 });
    const res = await book(s.id, 3);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'CONFIRMED', amount: 0, expiresAt: null });
    expect(res.body.data.confirmedAt).not.toBeNull();
    const confirmed = (await t.events('bookings.booking.confirmed')).find(
      (e) => e.bookingId === res.body.data.id,
    );
    expect(confirmed).toMatchObject({ userId: booker.id, workshopScheduleId: s.id, seats: 3 });
  });

  it('never holds past the start of the workshop', async () => {
    const s = await t.schedule({ startDate: new Date(t.now().getTime() + 5 * 60_000).toISOString() });
    const res = await book(s.id);
    expect(res.status).toBe(201);
    expect(res.body.data.expiresAt).toBe(s.startDate);
  });

  it('answers 409 with the seats left when fewer are left than asked, and takes none', async () => {
    const s = await t.schedule({ capacity: 3 });
    expect((await book(s.id, 2)).status).toBe(201);
    const res = await book(s.id, 2);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Not enough seats left', seatsLeft: 1 });
    expect(await t.seatsTaken(s.id)).toBe(2);
    expect((await book(s.id, 1)).status).toBe(201);
    expect((await book(s.id, 1)).body).toEqual({ message: 'Not enough seats left', seatsLeft: 0 });
  });

  it('sells nothing more once the capacity is lowered below what is taken, and takes nothing back', async () => {
    const s = await t.schedule({ capacity: 5 });
    const first = (await book(s.id, 4)).body.data;
    await t.publish('workshops.schedule.updated', {
      ...s,
      capacity: 2,
      updatedAt: new Date(Date.parse(s.updatedAt) + 1000).toISOString(),
    });
    const res = await book(s.id, 1);
    expect(res.status).toBe(409);
    expect(res.body.seatsLeft).toBe(0);
    const kept = await t.as(booker).get(`/v1/bookings/${first.id}`);
    expect(kept.body.data).toMatchObject({
      seats: 4,
      status: 'PENDING',
      schedule: { capacity: 2, seatsLeft: 0 },
    });
    expect(await t.seatsTaken(s.id)).toBe(4);
  });

  it.each([
    ['unknown', async () => randomUUID(), 'The selected workshop schedule does not exist'],
    [
      'PRIVATE',
      async () => (await t.schedule({ visibility: 'PRIVATE' })).id,
      'The selected workshop schedule does not exist',
    ],
    [
      'in the trash',
      async () => (await t.schedule({ deletedAt: new Date().toISOString() })).id,
      'The selected workshop schedule does not exist',
    ],
    [
      'a draft',
      async () => (await t.schedule({ status: 'DRAFT' })).id,
      'This schedule is not open for booking.',
    ],
    [
      'CLOSED',
      async () => (await t.schedule({ status: 'CLOSED' })).id,
      'This schedule is not open for booking.',
    ],
    [
      'ARCHIVED',
      async () => (await t.schedule({ status: 'ARCHIVED' })).id,
      'This schedule is not open for booking.',
    ],
    [
      'cancelled',
      async () =>
        (await t.schedule({ cancelledAt: new Date().toISOString() }, 'workshops.schedule.cancelled')).id,
      'This schedule has been cancelled.',
    ],
    [
      'started',
      async () => (await t.schedule({ startDate: new Date(t.now().getTime() - 60_000).toISOString() })).id,
      'This schedule has already started.',
    ],
  ])('refuses a schedule that is %s with a 422 on workshopScheduleId', async (_what, make, message) => {
    const id = await make();
    const res = await book(id);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ workshopScheduleId: [message] });
  });

  it('books an UNLISTED schedule (whoever has its link may)', async () => {
    const s = await t.schedule({ visibility: 'UNLISTED' });
    expect((await book(s.id)).status).toBe(201);
  });

  it('refuses a schedule once the workshop has started by the clock', async () => {
    const s = await t.schedule({ startDate: new Date(t.now().getTime() + DAY).toISOString() });
    t.clock.offsetMs = 2 * DAY;
    try {
      expect((await book(s.id)).body.errors).toEqual({
        workshopScheduleId: ['This schedule has already started.'],
      });
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('checks the spec §5 booking rules with their messages and writes nothing', async () => {
    const s = await t.schedule();
    const res = await t.as(booker).post('/v1/bookings', {
      userId: booker.id,
      workshopScheduleId: s.id,
      seats: 0,
      voucherCode: 'X'.repeat(33),
      address: { addressLine1: '', city: '', state: '', zip: '', country: 'XX' },
      meta: { workshopResourcePreferences: [{ isVisible: true }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      seats: ['At least 1 seat is required'],
      voucherCode: ['Voucher code must be at most 32 characters'],
      'address.addressLine1': ['Address line 1 is required'],
      'address.city': ['City is required'],
      'address.state': ['State is required'],
      'address.zip': ['ZIP code is required'],
      'address.country': ['Please select a valid country'],
      'meta.workshopResourcePreferences.0.id': ['Resource is required'],
    });
    const missing = await t.as(booker).post('/v1/bookings', { seats: 1.5 });
    expect(missing.body.errors).toMatchObject({
      workshopScheduleId: ['Workshop schedule is required'],
      seats: ['Seats must be a whole number'],
      'address.addressLine1': ['Address line 1 is required'],
    });
    expect(await t.seatsTaken(s.id)).toBe(0);
  });

  it('keeps the voucher code in upper case and the resource preferences', async () => {
    const s = await t.schedule();
    const admin = await t.person('admin');
    await t
      .as(admin)
      .post('/v1/vouchers', { code: 'SPRING-10', data: { discountType: 'fixed', discountValue: 10 } });
    const prefs = [{ id: randomUUID(), isVisible: true, isBroadcast: false }];
    const res = await book(s.id, 1, {
      voucherCode: 'spring-10',
      meta: { workshopResourcePreferences: prefs },
    });
    expect(res.body.data).toMatchObject({
      voucherCode: 'SPRING-10',
      discount: 10,
      meta: { workshopResourcePreferences: prefs },
    });
  });

  it('lets only a super-admin book for someone else', async () => {
    const s = await t.schedule();
    const other = await t.person('booker');
    const refused = await book(s.id, 1, { userId: other.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may only book for yourself.');
    const admin = await t.person('admin');
    const made = await t.as(admin).post('/v1/bookings', bookBody(other, s.id));
    expect(made.status).toBe(201);
    expect(made.body.data.userId).toBe(other.id);
    expect(made.body.data.bookingSeats[0].userId).toBe(other.id);
    const unknown = await t.as(admin).post('/v1/bookings', bookBody({ id: randomUUID() }, s.id));
    expect(unknown.body.errors).toEqual({ userId: ['The selected user does not exist'] });
    expect(await t.seatsTaken(s.id)).toBe(1);
  });

  it('answers 422 on userId when the body names nobody, and writes nothing', async () => {
    const s = await t.schedule();
    const res = await t
      .as(booker)
      .post('/v1/bookings', { workshopScheduleId: s.id, seats: 1, address: ADDRESS });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ userId: ['User is required'] });
    expect(await t.seatsTaken(s.id)).toBe(0);
  });

  it('needs a signed-in caller', async () => {
    const s = await t.schedule();
    expect((await t.as(null).post('/v1/bookings', bookBody(booker, s.id))).status).toBe(401);
  });

  it('answers 422 on the field for a NUL in notes, voucherCode or address.city, and writes nothing', async () => {
    const s = await t.schedule();
    for (const [field, extra] of [
      ['notes', { notes: 'Vegetarian\u0000' }],
      ['voucherCode', { voucherCode: 'SPRING\u0000' }],
      ['address.city', { address: { ...ADDRESS, city: 'Ber\u0000lin' } }],
    ] as const) {
      const res = await book(s.id, 1, extra);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ [field]: [UNSTORABLE_TEXT] });
    }
    expect(await t.seatsTaken(s.id)).toBe(0);
  });

  it('refuses address lines that would print as more than they show: line breaks, bidi overrides, zero-width', async () => {
    const s = await t.schedule();
    const res = await book(s.id, 1, {
      address: {
        ...ADDRESS,
        addressLine1: '1 Main St\nPAID IN FULL - TOTAL DUE €0.00',
        addressLine2: '\u202Egnp.exe',
        state: 'Ber\u200Blin',
      },
      notes: 'Line one\r\nLine two\tand a tab\u202E',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'address.addressLine1': [
        'Address line 1 must be a single line without control or invisible characters',
      ],
      'address.addressLine2': [
        'Address line 2 must be a single line without control or invisible characters',
      ],
      'address.state': ['State must be a single line without control or invisible characters'],
      notes: ['Notes may not contain control or invisible characters other than line breaks and tabs'],
    });
    const notes = await book(s.id, 1, { notes: 'Line one\r\nLine two\tand a tab' });
    expect(notes.status).toBe(201);
    expect(notes.body.data.notes).toBe('Line one\r\nLine two\tand a tab');
  });

  it('answers 422 on seats for a 14-digit count before any arithmetic', async () => {
    const s = await t.schedule();
    const res = await book(s.id, 99_999_999_999_999);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ seats: ['At most 1000 seats can be booked at once'] });
    expect(await t.seatsTaken(s.id)).toBe(0);
  });
});
