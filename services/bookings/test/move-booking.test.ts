// Moving a booking to another date of its workshop, handing a seat on, and the full refund a moved
// schedule's mail offers (issue 27 item 3), on real PostgreSQL.
import { randomUUID } from 'node:crypto';
import { MOVE_SEATS_WAIT, type BookingDto, type MoveQuoteDto, type WorkshopSchedulePayload } from '@coachwork/contracts';
import { DAY, bookBody, bootBookings, type BookingsTest, type Person } from './support';
import { eventually } from '@coachwork/test-support';

let t: BookingsTest;
let booker: Person;
let friend: Person;
let other: Person;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  [booker, friend, other, admin] = [
    await t.person('booker'),
    await t.person('booker'),
    await t.person('booker'),
    await t.person('admin'),
  ];
});
afterAll(async () => {
  await t.close();
});

/** Two published dates of one workshop, copied into bookings. */
async function twoDates(a: Partial<WorkshopSchedulePayload>, b: Partial<WorkshopSchedulePayload>) {
  const workshopId = randomUUID();
  const from = await t.schedule({ workshopId, workshopTitle: 'Moving Lab', ...a });
  const to = await t.schedule({
    workshopId,
    workshopTitle: 'Moving Lab',
    startDate: new Date(t.now().getTime() + 14 * DAY).toISOString(),
    ...b,
  });
  await eventually(async () => (await t.seatsTaken(to.id)) !== undefined);
  await eventually(async () => (await t.seatsTaken(from.id)) !== undefined);
  return { from, to };
}

const money = async (id: string) =>
  (await t.as(booker).get(`/v1/payments/bookings/${id}`)).body.data as {
    refunds: { amount: number; reason: string }[];
    invoices: { kind: string; total: number }[];
  };

const move = (who: Person, bookingId: string, to: string, key = randomUUID()) =>
  t.as(who).post(`/v1/bookings/${bookingId}/move`, { workshopScheduleId: to }, { 'Idempotency-Key': key });

describe('moving a booking to another date', () => {
  it('moves a paid booking to a cheaper date: seats freed and taken at once, the difference refunded with a credit note', async () => {
    const { from, to } = await twoDates({ price: 120 }, { price: 90 });
    const b = await t.book(booker, from.id, 2);
    await t.pay(booker, b.id);

    const options = await t.as(booker).get(`/v1/bookings/${b.id}/move-options`);
    expect(options.status).toBe(200);
    expect(options.body.data).toEqual([
      expect.objectContaining({
        workshopScheduleId: to.id,
        currentAmount: 240,
        newAmount: 180,
        charge: 0,
        refund: 60,
        seatsLeft: 10,
        blockedReason: null,
      }),
    ]);

    const res = await move(booker, b.id, to.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      workshopScheduleId: to.id,
      status: 'CONFIRMED',
      amount: 180,
      seats: 2,
    });
    expect(await t.seatsTaken(from.id)).toBe(0);
    expect(await t.seatsTaken(to.id)).toBe(2);
    const m = await money(b.id);
    expect(m.refunds.map((r) => r.amount)).toEqual([60]);
    expect(m.invoices.filter((i) => i.kind === 'credit-note').map((i) => i.total)).toEqual([60]);
    const [moved] = (await t.events('bookings.booking.moved')).filter((e) => e.bookingId === b.id);
    expect(moved).toMatchObject({
      fromScheduleId: from.id,
      workshopScheduleId: to.id,
      previousAmount: 240,
      refund: 60,
    });
    // The booker is mailed the new date with a calendar file.
    await eventually(async () =>
      (await t.mails()).some((m) => m.to.includes(booker.email) && /^Moved: Moving Lab/.test(m.subject)),
    );
  });

  it("moves the booking's seats sold on the dashboard from the old date to the new one", async () => {
    const { from, to } = await twoDates({ price: 0 }, { price: 0 });
    const b = await t.book(booker, from.id, 3);
    const today = t.now().toISOString().slice(0, 10);
    const inTwoWeeks = new Date(t.now().getTime() + 15 * DAY).toISOString().slice(0, 10);
    const sold = async () => {
      // No relay runs in these tests: the outbox is relayed by hand.
      await t.handle.relay.drain();
      const res = await t.as(admin).get(`/v1/dashboard/metrics?from=${today}&to=${inTwoWeeks}`);
      const sessions = res.body.data.sessionsByFillRate as {
        workshopScheduleId: string;
        seatsSold: number;
      }[];
      const of = (id: string) => sessions.find((x) => x.workshopScheduleId === id)?.seatsSold ?? 0;
      return { from: of(from.id), to: of(to.id), total: res.body.data.totals.seatsSold as number };
    };
    await eventually(async () => (await sold()).from === 3);
    const before = await sold();
    expect((await move(booker, b.id, to.id)).status).toBe(200);
    await eventually(async () => (await sold()).to === 3);
    // The same three seats, counted once: on the new date only.
    expect(await sold()).toEqual({ from: 0, to: 3, total: before.total });
  });

  it('keeps accepted invitees on their seats on the new date, and mails them', async () => {
    const { from, to } = await twoDates({ price: 50 }, { price: 50 });
    const { b } = await t.paidWithFriend(booker, friend, from.id, 2);
    const res = await move(booker, b.id, to.id);
    expect(res.status).toBe(200);
    const seats = (await t.as(friend).get(`/v1/booking-seats?filter[bookingId]=${b.id}`)).body.data as {
      workshopScheduleId: string;
      status: string;
      userId: string;
    }[];
    expect(seats.find((s) => s.userId === friend.id)).toMatchObject({
      workshopScheduleId: to.id,
      status: 'ACCEPTED',
    });
    await eventually(async () =>
      (await t.mails()).some(
        (m) =>
          m.to.includes(friend.email) &&
          /^Moved: Moving Lab/.test(m.subject) &&
          /your seat moves with it/.test(m.text),
      ),
    );
    // Same price: nothing refunded.
    expect((await money(b.id)).refunds).toEqual([]);
  });

  it('moves a paid booking to a dearer date by payment: 202 with a held booking there, paid anew, the old one refunded in full once it is', async () => {
    const { from, to } = await twoDates({ price: 50 }, { price: 80 });
    const { b: paid, seats: seatIds } = await t.paidWithFriend(booker, friend, from.id, 2);
    const quote = await t.as(booker).get(`/v1/bookings/${paid.id}/move-quote?workshopScheduleId=${to.id}`);
    expect(quote.body.data).toMatchObject({
      currentAmount: 100,
      newAmount: 160,
      charge: 60,
      refund: 0,
      payNow: 160,
      paidBack: 100,
      blockedReason: null,
    });

    const res = await move(booker, paid.id, to.id);
    expect(res.status).toBe(202);
    const held = res.body.data as BookingDto;
    expect(held).toMatchObject({
      status: 'PENDING',
      amount: 160,
      seats: 2,
      workshopScheduleId: to.id,
      replacesBookingId: paid.id,
    });
    expect(held.id).not.toBe(paid.id);
    // The new date's seats are held at once; the old booking is untouched until the payment.
    expect(await t.seatsTaken(to.id)).toBe(2);
    expect(await t.seatsTaken(from.id)).toBe(2);
    expect((await t.as(booker).get(`/v1/bookings/${paid.id}`)).body.data.status).toBe('CONFIRMED');
    // A second move while this one waits for its payment: refused by the database's unique index.
    const again = await move(booker, paid.id, to.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/waiting for its payment/);
    expect(await t.seatsTaken(to.id)).toBe(2);

    await t.pay(booker, held.id);
    const old = (await t.as(booker).get(`/v1/bookings/${paid.id}`)).body.data as BookingDto;
    expect(old.status).toBe('CANCELLED');
    expect(old.cancellationReason).toMatch(/^Moved to another date \(.*\): paid again and refunded in full\.$/);
    expect(await t.seatsTaken(from.id)).toBe(0);
    expect(await t.seatsTaken(to.id)).toBe(2);
    // Everything the old booking paid comes back, with its credit note; the new one has its invoice.
    const oldMoney = await money(paid.id);
    expect(oldMoney.refunds.map((r) => r.amount)).toEqual([100]);
    expect(oldMoney.invoices.filter((i) => i.kind === 'credit-note').map((i) => i.total)).toEqual([100]);
    expect((await money(held.id)).invoices.filter((i) => i.kind === 'invoice').map((i) => i.total)).toEqual([160]);
    // The same seat rows (the friend's acceptance, its ticket) now belong to the new booking.
    const seats = (await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${held.id}&sort=position`)).body
      .data as { id: string; userId: string | null; status: string | null; workshopScheduleId: string }[];
    expect(seats.map((x) => x.id)).toEqual(seatIds);
    expect(seats[1]).toMatchObject({ userId: friend.id, status: 'ACCEPTED', workshopScheduleId: to.id });
    const moves = await t.pg.query(
      'select from_schedule_id, to_schedule_id, refund from bookings.booking_moves where booking_id = $1',
      [paid.id],
    );
    expect(moves.rows).toEqual([{ from_schedule_id: from.id, to_schedule_id: to.id, refund: 10000 }]);
    // The friend hears of the new date; nobody is told the old booking was 'cancelled'.
    await eventually(async () =>
      (await t.mails()).some((m) => m.to.includes(friend.email) && /^Moved: Moving Lab/.test(m.subject)),
    );
    await t.handle.relay.drain();
    expect((await t.mails()).filter((m) => /cancelled/i.test(m.subject) && m.to.includes(booker.email))).toEqual([]);
  });

  it("charges a workshop's new price on its dates, and moves a booking paid at the old price by paying the new one", async () => {
    const { from, to } = await twoDates({ price: 50 }, { price: 50 });
    const paid = await t.book(booker, from.id, 1);
    await t.pay(booker, paid.id);
    // The coach raises the workshop's price: workshops says so once, for the workshop, not per date.
    await t.publish('workshops.workshop.updated', {
      id: from.workshopId,
      workshopTemplateId: randomUUID(),
      title: 'Moving Lab',
      slug: `moving-lab-${randomUUID().slice(0, 8)}`,
      price: 65,
      minSeats: 1,
      maxSeats: 10,
      tags: [],
      coachIds: [],
      deletedAt: null,
    });
    await eventually(async () => {
      const r = await t.pg.query('select price from bookings.schedule_copies where id = $1', [to.id]);
      return Number(r.rows[0].price) === 65;
    });
    // A new booking pays the new price; the one paid before keeps its own.
    expect((await t.book(other, to.id, 1)).amount).toBe(65);
    expect((await t.as(booker).get(`/v1/bookings/${paid.id}`)).body.data.amount).toBe(50);
    const quote = await t.as(booker).get(`/v1/bookings/${paid.id}/move-quote?workshopScheduleId=${to.id}`);
    expect(quote.body.data).toMatchObject({ charge: 15, payNow: 65, paidBack: 50 });
    const res = await move(booker, paid.id, to.id);
    expect(res.status).toBe(202);
    await t.pay(booker, res.body.data.id);
    expect((await money(paid.id)).refunds.map((r) => r.amount)).toEqual([50]);
  });

  it('leaves the old booking as it was when the held booking of a dearer move is not paid in time', async () => {
    const { from, to } = await twoDates({ price: 50 }, { price: 80 });
    const paid = await t.book(booker, from.id, 1);
    await t.pay(booker, paid.id);
    const res = await move(booker, paid.id, to.id);
    expect(res.status).toBe(202);
    t.advance(2 * 3_600_000);
    await t.handle.sweep();
    expect((await t.as(booker).get(`/v1/bookings/${res.body.data.id}`)).body.data.status).toBe('CANCELLED');
    expect(await t.seatsTaken(to.id)).toBe(0);
    expect(await t.seatsTaken(from.id)).toBe(1);
    expect((await t.as(booker).get(`/v1/bookings/${paid.id}`)).body.data.status).toBe('CONFIRMED');
    expect((await money(paid.id)).refunds).toEqual([]);
    // With the hold gone, the booking may try again.
    expect((await move(booker, paid.id, to.id)).status).toBe(202);
    t.clock.offsetMs = 0;
  });

  it("keeps the held booking of a dearer move's seats as they are until paid, and never loses the payment", async () => {
    const { from, to } = await twoDates({ price: 50 }, { price: 80 });
    const paid = await t.book(booker, from.id, 2);
    await t.pay(booker, paid.id);
    const res = await move(booker, paid.id, to.id);
    expect(res.status).toBe(202);
    const held = res.body.data as BookingDto;
    const fresh = (await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${held.id}&sort=position`)).body
      .data as { id: string }[];
    // Its seats are the moved booking's once paid: no invitation, transfer or give-back before.
    const invite = await t.as(booker).post(`/v1/booking-seats/${fresh[1]!.id}/send-invitation`, { userId: friend.id });
    expect(invite.status).toBe(409);
    expect(invite.body.message).toBe(MOVE_SEATS_WAIT);
    expect((await t.as(booker).post(`/v1/booking-seats/${fresh[1]!.id}/cancel`, {})).status).toBe(409);

    // Should the move still fail to finish (here: an invitation written past the API onto a seat that must
    // give way), the payment is recorded all the same, the paid booking stands, and the log says why.
    await t.pg.query(
      `insert into bookings.seat_invitations (seat_id, booking_id, token_hash, status, expires_at)
       values ($1, $2, $3, 'PENDING', now() + interval '1 day')`,
      [fresh[1]!.id, held.id, `forced-${randomUUID()}`],
    );
    await t.pay(booker, held.id);
    expect((await t.as(booker).get(`/v1/bookings/${held.id}`)).body.data.status).toBe('CONFIRMED');
    expect((await t.as(booker).get(`/v1/bookings/${paid.id}`)).body.data.status).toBe('CONFIRMED');
    expect((await money(held.id)).invoices.map((i) => i.kind)).toEqual(['invoice']);
    const logged = await t.pg.query(
      `select after from bookings.audit_log where action = 'booking.move-unfinished' and object_id = $1`,
      [paid.id],
    );
    expect(logged.rows).toHaveLength(1);
    expect(logged.rows[0].after.replacedBy).toBe(held.id);
  });

  it('takes the new date once when the same dearer move is sent many times at once', async () => {
    const { from, to } = await twoDates({ price: 50 }, { price: 80, capacity: 10 });
    const paid = await t.book(booker, from.id, 3);
    await t.pay(booker, paid.id);
    const results = await Promise.all(Array.from({ length: 8 }, () => move(booker, paid.id, to.id)));
    expect(results.map((r) => r.status).sort()).toEqual([202, 409, 409, 409, 409, 409, 409, 409]);
    expect(await t.seatsTaken(to.id)).toBe(3);
    const held = await t.pg.query(
      `select count(*)::int as n from bookings.bookings where replaces_booking_id = $1 and status = 'PENDING'`,
      [paid.id],
    );
    expect(held.rows[0].n).toBe(1);
  });

  it('lets a held booking just pay the new price of a dearer date', async () => {
    const { from, to } = await twoDates({ price: 50 }, { price: 80 });
    const held = await t.book(booker, from.id, 1);
    const quote = await t.as(booker).get(`/v1/bookings/${held.id}/move-quote?workshopScheduleId=${to.id}`);
    expect(quote.body.data).toMatchObject({ newAmount: 80, charge: 30, payNow: 0, paidBack: 0 });
    const res = await move(booker, held.id, to.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'PENDING', amount: 80, workshopScheduleId: to.id });
    // The payment page now asks for the new price.
    const intent = await t.as(booker).post(`/v1/payments/bookings/${held.id}/payment-intent`);
    expect(intent.body.data.amount).toBe(80);
  });

  it('re-checks the voucher on the new date: one scoped to the old date is dropped, and the quote says so', async () => {
    const { from, to } = await twoDates({ price: 100 }, { price: 100 });
    const code = `MOVE${Date.now().toString(36).toUpperCase()}`;
    const voucher = await t.as(admin).post('/v1/vouchers', {
      code,
      modelType: 'workshop-schedule',
      modelId: from.id,
      data: { discountType: 'fixed', discountValue: 30, maxUses: 5 },
    });
    expect(voucher.status).toBe(201);
    const b = await t.book(booker, from.id, 1, { voucherCode: code });
    expect(b.amount).toBe(70);
    const quote = (await t.as(booker).get(`/v1/bookings/${b.id}/move-quote?workshopScheduleId=${to.id}`)).body
      .data as MoveQuoteDto;
    expect(quote).toMatchObject({ newAmount: 100, voucherCode: null });
    expect(quote.voucherMessage).toBe(`Voucher ${code} does not apply to this date: the full price applies.`);
    const res = await move(booker, b.id, to.id);
    expect(res.body.data).toMatchObject({ amount: 100, discount: 0, voucherCode: null });

    // A voucher for the whole workshop still applies on the other date.
    const wide = `WIDE${Date.now().toString(36).toUpperCase()}`;
    await t.as(admin).post('/v1/vouchers', {
      code: wide,
      modelType: 'workshop',
      modelId: from.workshopId,
      data: { discountType: 'percentage', discountValue: 10 },
    });
    const c = await t.book(booker, from.id, 1, { voucherCode: wide });
    const q2 = (await t.as(booker).get(`/v1/bookings/${c.id}/move-quote?workshopScheduleId=${to.id}`)).body
      .data as MoveQuoteDto;
    expect(q2).toMatchObject({ newAmount: 90, voucherCode: wide, voucherMessage: null });
  });

  it('refuses outside the full-refund window, another workshop, the same date, and strangers', async () => {
    const { from, to } = await twoDates(
      { price: 50, startDate: new Date(t.now().getTime() + DAY).toISOString() },
      {},
    );
    const b = await t.book(booker, from.id, 1);
    const late = await move(booker, b.id, to.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/only up to \d+ hours before its start/);

    const { from: f2 } = await twoDates({ price: 50 }, {});
    const elsewhere = await t.schedule({ price: 50 });
    await eventually(async () => (await t.seatsTaken(elsewhere.id)) !== undefined);
    const c = await t.book(booker, f2.id, 1);
    const wrong = await move(booker, c.id, elsewhere.id);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.workshopScheduleId).toEqual([
      'A booking can only move to another date of the same workshop.',
    ]);
    const same = await move(booker, c.id, f2.id);
    expect(same.status).toBe(422);
    expect((await move(other, c.id, elsewhere.id)).status).toBe(404);
  });

  it('answers a retry with the same Idempotency-Key from the stored answer, moving once', async () => {
    const { from, to } = await twoDates({ price: 50 }, { price: 40 });
    const b = await t.book(booker, from.id, 1);
    await t.pay(booker, b.id);
    const key = randomUUID();
    const first = await move(booker, b.id, to.id, key);
    const again = await move(booker, b.id, to.id, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await money(b.id)).refunds.map((r) => r.amount)).toEqual([10]);
    expect((await t.events('bookings.booking.moved')).filter((e) => e.bookingId === b.id)).toHaveLength(1);
  });

  it('never oversells a nearly full date that moves and new bookings race for', async () => {
    const { from, to } = await twoDates({ price: 50, capacity: 20 }, { price: 50, capacity: 6 });
    const filler = await t.book(other, to.id, 2);
    expect(filler.seats).toBe(2);
    const movers: BookingDto[] = [];
    for (let i = 0; i < 8; i++) movers.push(await t.book(booker, from.id, 1));
    const results = await Promise.all([
      ...movers.map((b) => move(booker, b.id, to.id)),
      ...Array.from({ length: 4 }, () => t.as(other).post('/v1/bookings', bookBody(other, to.id, 1))),
    ]);
    const ok = results.filter((r) => r.status === 200 || r.status === 201).length;
    expect(results.every((r) => [200, 201, 409].includes(r.status))).toBe(true);
    expect(ok).toBe(4);
    expect(await t.seatsTaken(to.id)).toBe(6);
    const movedCount = results.slice(0, 8).filter((r) => r.status === 200).length;
    expect(await t.seatsTaken(from.id)).toBe(8 - movedCount);
    const rows = await t.pg.query(
      `select workshop_schedule_id as s, sum(seats)::int as n from bookings.bookings
       where workshop_schedule_id = any($1) and status in ('PENDING','CONFIRMED') group by 1`,
      [[from.id, to.id]],
    );
    const count = Object.fromEntries(rows.rows.map((r) => [r.s, r.n]));
    expect(count[to.id]).toBe(6);
    expect(count[from.id] ?? 0).toBe(8 - movedCount);
  });
});

describe('POST /v1/booking-seats/{id}/transfer', () => {
  it('lets an invitee hand their seat on: the old invitation revoked, a new one sent, the old holder told', async () => {
    const s = await t.schedule({ price: 50 });
    const { b, seats } = await t.paidWithFriend(booker, friend, s.id, 2);
    const res = await t
      .as(friend)
      .post(`/v1/booking-seats/${seats[1]}/transfer`, { email: 'newcomer@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'PENDING', email: 'newcomer@example.com' });
    expect(await t.invitationToken('newcomer@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [ev] = (await t.events('bookings.seat.transferred')).filter((e) => e.bookingId === b.id);
    expect(ev).toMatchObject({
      previousUserId: friend.id,
      email: 'newcomer@example.com',
      transferredBy: friend.id,
    });
    const old = await t.pg.query(
      `select status from bookings.seat_invitations where seat_id = $1 and user_id = $2`,
      [seats[1], friend.id],
    );
    expect(old.rows.map((r) => r.status)).toEqual(['REVOKED']);
    await eventually(async () =>
      (await t.mails()).some(
        (m) => m.to.includes(friend.email) && /^Your seat was handed on/.test(m.subject),
      ),
    );
    // The friend no longer holds it: a second hand-on is not theirs to make.
    expect(
      (await t.as(friend).post(`/v1/booking-seats/${seats[1]}/transfer`, { userId: other.id })).status,
    ).toBe(404);
  });

  it("refuses the booker handing on an invitee's accepted seat (403), and a transfer to the holder (422)", async () => {
    const s = await t.schedule({ price: 50 });
    const { seats } = await t.paidWithFriend(booker, friend, s.id, 2);
    expect(
      (await t.as(booker).post(`/v1/booking-seats/${seats[1]}/transfer`, { userId: other.id })).status,
    ).toBe(403);
    const self = await t.as(friend).post(`/v1/booking-seats/${seats[1]}/transfer`, { userId: friend.id });
    expect(self.status).toBe(422);
  });
});

describe('a schedule moved by its coach: the one-click full refund', () => {
  it('mails the booker a link that refunds everything once, whatever the policy', async () => {
    const s = await t.schedule({ price: 75, startDate: new Date(t.now().getTime() + 3 * DAY).toISOString() });
    const { b } = await t.paidWithFriend(booker, friend, s.id, 2);
    const start = new Date(Date.parse(s.startDate) + 12 * 3_600_000);
    await t.publish('workshops.schedule.updated', {
      ...s,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      updatedAt: new Date(Date.parse(s.updatedAt) + 1000).toISOString(),
    });
    let link = '';
    await eventually(async () => {
      const mail = (await t.mails()).find(
        (m) => m.to.includes(booker.email) && /^New time: /.test(m.subject),
      );
      link = /\/schedule-refund\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
      return link !== '';
    });
    // The invitee gets the new time and a calendar file, but no refund link.
    const toFriend = (await t.mails()).find(
      (m) => m.to.includes(friend.email) && /^New time: /.test(m.subject),
    );
    expect(toFriend?.text).not.toMatch(/schedule-refund/);
    expect(toFriend?.attachments?.some((a) => /\.ics$/.test(a.filename))).toBe(true);

    // Past the policy's deadline: a cancel now would refund nothing, the link refunds everything.
    t.advance(2 * DAY);
    const shown = await t.as(null).get(`/v1/bookings/schedule-refunds/${link}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ bookingId: b.id, amount: 150, usedAt: null });
    const [first, second] = await Promise.all([
      t.as(null).post(`/v1/bookings/schedule-refunds/${link}`),
      t.as(null).post(`/v1/bookings/schedule-refunds/${link}`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data.usedAt).not.toBeNull();
    const m = await money(b.id);
    expect(m.refunds.map((r) => r.amount)).toEqual([150]);
    expect((await t.as(booker).get(`/v1/bookings/${b.id}`)).body.data.status).toBe('CANCELLED');
    expect((await t.as(null).get('/v1/bookings/schedule-refunds/' + 'x'.repeat(43))).status).toBe(404);
    t.advance(-2 * DAY);
  });
});
