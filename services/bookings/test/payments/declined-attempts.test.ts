// A declined card leaves a trace (issue 31 item 10): the sandbox sends no webhook, so its refusal is
// written on the booking's payment attempt when the card is confirmed, and the console's "Payment
// attempts" shows it with the processor's words; the next card on the same intent still pays.
import { bootBookings, type BookingsTest, type Person } from '../support';

let t: BookingsTest;
let booker: Person;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  [booker, admin] = [await t.person('booker'), await t.person('admin')];
});
afterAll(async () => {
  await t.close();
});

async function tryCard(intent: { paymentIntentId: string; clientSecret: string }, number: string) {
  const card = await t.as(null).post('/v1/public/payments/sandbox/payment-methods', {
    number,
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  return t.as(null).post(`/v1/public/payments/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    clientSecret: intent.clientSecret,
    paymentMethodId: card.body.data.id,
  });
}

type Attempt = { status: string; error: string | null; open: boolean };
const attempts = async (bookingId: string) =>
  (await t.as(admin).get(`/v1/payments/bookings/${bookingId}`)).body.data.intents as Attempt[];

describe('a declined card', () => {
  it('is recorded on the payment attempt with the refusal, and a good card then pays', async () => {
    const s = await t.schedule({ price: 40, workshopTitle: 'Decline Lab' });
    const b = await t.book(booker, s.id, 1);
    const intent = (await t.as(booker).post(`/v1/payments/bookings/${b.id}/payment-intent`)).body.data;
    expect(await attempts(b.id)).toEqual([expect.objectContaining({ error: null })]);

    const declined = await tryCard(intent, '4000000000000002');
    expect(declined.body.data.error).toBe('Your card was declined.');
    expect(await attempts(b.id)).toEqual([
      expect.objectContaining({ status: 'requires_payment_method', error: 'Your card was declined.', open: true }),
    ]);

    const lacking = await tryCard(intent, '4000000000009995');
    expect(lacking.body.data.error).toBe('Your card has insufficient funds.');
    expect((await attempts(b.id))[0]!.error).toBe('Your card has insufficient funds.');

    expect((await tryCard(intent, '4242424242424242')).body.data.status).toBe('succeeded');
    const fin = await t
      .as(booker)
      .post(`/v1/payments/bookings/${b.id}/finalize`, { paymentIntentId: intent.paymentIntentId });
    expect(fin.body.data.status).toBe('CONFIRMED');
    expect(await attempts(b.id)).toEqual([expect.objectContaining({ status: 'succeeded', error: null })]);
  });
});
