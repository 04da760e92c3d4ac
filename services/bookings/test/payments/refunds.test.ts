// Paid bookings that end or shrink, by the refund policy: what goes back, the credit note that says
// so, the processor's refund asked once; the invoice as the booker downloads it; a payment that
// arrives after its hold expired.
import { eventually, pdfText } from '@coachwork/test-support';
import { DAY, bootBookings, type BookingsTest, type Person } from '../support';

let t: BookingsTest;
let booker: Person;
let other: Person;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  [booker, other, admin] = [await t.person('booker'), await t.person('booker'), await t.person('admin')];
});
afterAll(async () => {
  await t.close();
});

const guest = () => t.as(null);

/** A PDF answer with its bytes. */
const pdf = (who: Person, url: string) =>
  t
    .as(who)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

async function payIntent(bookingId: string, who: Person = booker) {
  const intent = (await t.as(who).post(`/v1/payments/bookings/${bookingId}/payment-intent`)).body.data;
  return confirmAtProcessor(intent);
}

/** The card step of the page: the processor captures the intent (nobody finalizes yet). */
async function confirmAtProcessor(intent: { paymentIntentId: string; clientSecret: string }) {
  const card = await guest().post('/v1/public/payments/sandbox/payment-methods', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  const paid = await guest().post(
    `/v1/public/payments/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
    {
      clientSecret: intent.clientSecret,
      paymentMethodId: card.body.data.id,
    },
  );
  expect(paid.body.data.status).toBe('succeeded');
  return intent as { paymentIntentId: string };
}

async function paidBooking(seats = 2, price = 50, extra: object = {}) {
  const s = await t.schedule({ price, ...extra });
  const b = await t.book(booker, s.id, seats);
  const intent = await payIntent(b.id);
  const fin = await t.as(booker).post(`/v1/payments/bookings/${b.id}/finalize`, {
    paymentIntentId: intent.paymentIntentId,
  });
  expect(fin.status).toBe(200);
  expect(fin.body.data.status).toBe('CONFIRMED');
  return { s, b: fin.body.data as { id: string; bookingSeats?: { id: string }[] }, intent };
}

const money = async (id: string, who: Person = booker) =>
  (await t.as(who).get(`/v1/payments/bookings/${id}`)).body.data as {
    payments: { amount: number }[];
    refunds: { amount: number; status: string; reason: string }[];
    invoices: { id: string; kind: string; number: string; total: number }[];
  };

describe('refunds by the policy', () => {
  it('gives everything back when the booker cancels in time, with a credit note', async () => {
    const { b } = await paidBooking(2, 50);
    const res = await t.as(booker).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Plans changed' });
    expect(res.status).toBe(200);
    const m = await money(b.id);
    expect(m.refunds).toEqual([
      expect.objectContaining({ amount: 100, status: 'succeeded', reason: 'Booking cancelled' }),
    ]);
    const kinds = m.invoices.map((i) => i.kind);
    expect(kinds).toEqual(['invoice', 'credit-note']);
    expect(m.invoices[1]!.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(m.invoices[1]!.total).toBe(100);
    const refunded = (await t.events('bookings.payment.refunded')).filter((e) => e.bookingId === b.id);
    expect(refunded).toEqual([expect.objectContaining({ amount: 100, currency: 'EUR' })]);
    const note = await pdf(booker, `/v1/payments/invoices/${m.invoices[1]!.id}`);
    expect(note.headers['content-type']).toContain('application/pdf');
    const { text } = await pdfText(note.body as Buffer);
    expect(text).toContain('Credit note');
    expect(text).toContain(`Corrects invoice: ${m.invoices[0]!.number}`);
  });

  it('gives nothing back when the booker cancels inside the deadline', async () => {
    const { b } = await paidBooking(1, 50, { startDate: new Date(t.now().getTime() + DAY).toISOString() });
    expect((await t.as(booker).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Late' })).status).toBe(200);
    expect((await money(b.id)).refunds).toEqual([]);
  });

  it('refunds a cancelled seat its share, and the rest with the booking: the shares add up', async () => {
    const { b } = await paidBooking(3, 33.33);
    const seats = (await t.as(booker).get(`/v1/bookings/${b.id}?include=seats`)).body.data.bookingSeats;
    expect((await t.as(booker).post(`/v1/booking-seats/${seats[2].id}/cancel`)).status).toBe(200);
    expect((await money(b.id)).refunds.map((r) => r.amount)).toEqual([33.33]);
    await t.as(booker).post(`/v1/bookings/${b.id}/cancel`, { reason: 'All of us' });
    const refunds = (await money(b.id)).refunds.map((r) => r.amount);
    expect(refunds).toEqual([33.33, 66.66]);
    expect((await money(b.id)).invoices.filter((i) => i.kind === 'credit-note')).toHaveLength(2);
  });

  it('refunds everyone in full when the schedule is cancelled', async () => {
    const { s, b } = await paidBooking(2, 40);
    await t.publish('workshops.schedule.cancelled', {
      ...s,
      status: 'CANCELLED',
      cancelledAt: t.now().toISOString(),
      updatedAt: new Date(t.now().getTime() + 1000).toISOString(),
    });
    await eventually(async () => (await money(b.id)).refunds.length === 1);
    expect((await money(b.id)).refunds.map((r) => r.amount)).toEqual([80]);
  });

  it('lets a super-admin refund any amount up to what is left, and nobody else', async () => {
    const { b } = await paidBooking(1, 50);
    expect((await t.as(booker).post(`/v1/payments/bookings/${b.id}/refunds`, { amount: 10 })).status).toBe(
      403,
    );
    const part = await t.as(admin).post(`/v1/payments/bookings/${b.id}/refunds`, { amount: 10.5 });
    expect(part.status).toBe(201);
    expect(part.body.data).toMatchObject({ amount: 10.5, status: 'succeeded' });
    const over = await t.as(admin).post(`/v1/payments/bookings/${b.id}/refunds`, { amount: 40 });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount[0]).toContain('39.50');
    expect((await t.as(admin).post(`/v1/payments/bookings/${b.id}/refunds`, { amount: 0 })).status).toBe(422);
    expect((await money(b.id)).refunds.map((r) => r.amount)).toEqual([10.5]);
  });

  it("stores a super-admin's reason on the refund and prints it on the credit note", async () => {
    const { b } = await paidBooking(1, 50);
    const res = await t
      .as(admin)
      .post(`/v1/payments/bookings/${b.id}/refunds`, { amount: 12, reason: 'Room was too cold' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ amount: 12, reason: 'Room was too cold' });
    const m = await money(b.id, admin);
    expect(m.refunds).toEqual([expect.objectContaining({ amount: 12, reason: 'Room was too cold' })]);
    const note = m.invoices.find((i) => i.kind === 'credit-note')!;
    const { text } = await pdfText((await pdf(admin, `/v1/payments/invoices/${note.id}`)).body as Buffer);
    expect(text).toContain('Reason: Room was too cold');
    // Without one (or blank) the refund says who made it.
    const plain = await t
      .as(admin)
      .post(`/v1/payments/bookings/${b.id}/refunds`, { amount: 1, reason: '  ' });
    expect(plain.body.data.reason).toBe('Refund by an administrator');
  });

  it('answers 422 on reason for a line break or more than 255 characters, and refunds nothing', async () => {
    const { b } = await paidBooking(1, 50);
    const twoLines = await t
      .as(admin)
      .post(`/v1/payments/bookings/${b.id}/refunds`, { amount: 5, reason: 'a\nb' });
    expect(twoLines.status).toBe(422);
    expect(Object.keys(twoLines.body.errors)).toEqual(['reason']);
    const long = await t
      .as(admin)
      .post(`/v1/payments/bookings/${b.id}/refunds`, { amount: 5, reason: 'x'.repeat(256) });
    expect(long.body.errors).toEqual({ reason: ['Reason must be at most 255 characters'] });
    expect((await money(b.id)).refunds).toEqual([]);
  });

  it('answers 422 on amount for Infinity, 1e400, -0 and past the ceiling, and refunds nothing', async () => {
    const { b } = await paidBooking(1, 50);
    for (const raw of ['{"amount":"Infinity"}', '{"amount":1e400}', '{"amount":-1e400}', '{"amount":-0}']) {
      const refused = await t
        .as(admin)
        .post(`/v1/payments/bookings/${b.id}/refunds`, raw as unknown as object, {
          'Content-Type': 'application/json',
        });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['amount']);
    }
    const ceiling = await t.as(admin).post(`/v1/payments/bookings/${b.id}/refunds`, { amount: 1e7 });
    expect(ceiling.body.errors).toEqual({ amount: ['Amount must be at most 1,000,000'] });
    expect((await money(b.id)).refunds).toEqual([]);
  });
});

describe('a processor that cannot be reached', () => {
  it('leaves the refund pending with its credit note, and the sweeper asks again once', async () => {
    const { b } = await paidBooking(1, 25);
    const provider = t.handle.context.provider;
    const down = jest
      .spyOn(provider, 'createRefund')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    expect((await t.as(booker).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Offline' })).status).toBe(200);
    expect((await money(b.id)).refunds).toEqual([expect.objectContaining({ amount: 25, status: 'pending' })]);
    expect((await money(b.id)).invoices.map((i) => i.kind)).toEqual(['invoice', 'credit-note']);
    down.mockRestore();
    const asked = jest.spyOn(provider, 'createRefund');
    t.advance(2 * 60_000);
    await t.handle.sweep();
    await t.handle.sweep();
    expect((await money(b.id)).refunds).toEqual([
      expect.objectContaining({ amount: 25, status: 'succeeded' }),
    ]);
    expect(asked).toHaveBeenCalledTimes(1);
    asked.mockRestore();
  });
});

describe('the invoice', () => {
  it("is the booker's and super-admins' to download, the same bytes every time", async () => {
    const { b } = await paidBooking(2, 49);
    const first = await pdf(booker, `/v1/payments/bookings/${b.id}/invoice`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toContain('application/pdf');
    const { text } = await pdfText(first.body as Buffer);
    expect(text).toMatch(/INV-\d{4}-\d{6}/);
    expect(text).toContain('Feedback That Lands');
    expect(text).toMatch(/Total\s+€98\.00/);
    const again = await pdf(admin, `/v1/payments/bookings/${b.id}/invoice`);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    expect((await t.as(other).get(`/v1/payments/bookings/${b.id}/invoice`)).status).toBe(404);
    // The booker's list of documents (/b) has it; another booker's does not.
    const listed = (await t.as(booker).get(`/v1/payments/invoices?filter[bookingId]=${b.id}`)).body;
    expect(listed.data).toEqual([expect.objectContaining({ kind: 'invoice', bookingId: b.id, total: 98 })]);
    expect(listed.meta).toMatchObject({ total: 1 });
    expect((await t.as(other).get(`/v1/payments/invoices?filter[bookingId]=${b.id}`)).body.data).toEqual([]);
    expect((await t.as(admin).get(`/v1/payments/invoices?filter[bookingId]=${b.id}`)).body.data).toHaveLength(
      1,
    );
    expect((await t.as(other).get(`/v1/payments/bookings/${b.id}`)).status).toBe(404);
  });

  it('does not exist before the payment', async () => {
    const s = await t.schedule({ price: 20 });
    const b = await t.book(booker, s.id);
    expect((await t.as(booker).get(`/v1/payments/bookings/${b.id}/invoice`)).status).toBe(404);
  });
});

describe('a payment after the hold expired', () => {
  const openIntent = async (bookingId: string) =>
    (await t.as(booker).post(`/v1/payments/bookings/${bookingId}/payment-intent`)).body.data;

  it('is never expired once the processor took the money in time: the sweep settles it', async () => {
    const s = await t.schedule({ price: 30, capacity: 2 });
    const b = await t.book(booker, s.id, 2);
    await payIntent(b.id);
    // The page never came back to finalize; the hold runs out.
    t.advance(16 * 60_000);
    await t.handle.sweep();
    const after = (await t.as(booker).get(`/v1/bookings/${b.id}`)).body.data;
    expect(after).toMatchObject({ status: 'CONFIRMED', amountPaid: 60 });
    expect(await t.seatsTaken(s.id)).toBe(2);
    expect((await money(b.id)).invoices.map((i) => i.kind)).toEqual(['invoice']);
  });

  it('takes the seats again when they are free', async () => {
    const s = await t.schedule({ price: 30, capacity: 2 });
    const b = await t.book(booker, s.id, 2);
    const opened = await openIntent(b.id);
    t.advance(16 * 60_000);
    await t.handle.sweep();
    expect(await t.seatsTaken(s.id)).toBe(0);
    const intent = await confirmAtProcessor(opened);
    const fin = await t.as(booker).post(`/v1/payments/bookings/${b.id}/finalize`, {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(fin.status).toBe(200);
    expect(fin.body.data).toMatchObject({ status: 'CONFIRMED', amountPaid: 60 });
    expect(await t.seatsTaken(s.id)).toBe(2);
  });

  it('is refunded in full when the seats are gone, and the booking says why', async () => {
    const s = await t.schedule({ price: 30, capacity: 1 });
    const b = await t.book(booker, s.id, 1);
    const opened = await openIntent(b.id);
    t.advance(16 * 60_000);
    await t.handle.sweep();
    await t.book(other, s.id, 1);
    const intent = await confirmAtProcessor(opened);
    const fin = await t.as(booker).post(`/v1/payments/bookings/${b.id}/finalize`, {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(fin.status).toBe(200);
    expect(fin.body.data.status).toBe('CANCELLED');
    expect(fin.body.data.cancellationReason).toMatch(/refunded in full/);
    const m = await money(b.id);
    expect(m.refunds).toEqual([expect.objectContaining({ amount: 30, status: 'succeeded' })]);
    expect(m.invoices.map((i) => i.kind)).toEqual(['invoice', 'credit-note']);
    expect(await t.seatsTaken(s.id)).toBe(1);
  });
});
