// DNS rebinding: a name that answers a public address when the sender checks it and a private one
// when the connection resolves it must not reach the private address. The connection's own lookup
// is the one checked (guardedLookup), so the receiver on 127.0.0.1 never hears the delivery.
import dns from 'node:dns';
import { post } from '../src/domain/sender';
import { startReceiver, type Receiver } from './support';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

const delivery = {
  id: 'd0000000-0000-4000-8000-000000000001',
  type: 'booking.confirmed',
  body: { id: 'e0000000-0000-4000-8000-000000000001', type: 'booking.confirmed', data: {} },
} as unknown as Parameters<typeof post>[2];

/** A resolver that gives `first` to the first question about a name and `then` to every later one. */
function rebinding(first: string, then: string) {
  const asked: string[] = [];
  const resolve = ((
    hostname: string,
    _options: unknown,
    callback: (e: null, a: dns.LookupAddress[]) => void,
  ) => {
    asked.push(hostname);
    const address = asked.length === 1 ? first : then;
    process.nextTick(() => callback(null, [{ address, family: 4 }]));
  }) as unknown as typeof dns.lookup;
  return { resolve, asked };
}

const port = () => new URL(receiver.url).port;

describe('delivery addresses', () => {
  it('does not follow a name that turns private between the check and the connection', async () => {
    const { resolve, asked } = rebinding('93.184.216.34', '127.0.0.1');
    const before = receiver.received.length;
    const outcome = await post(
      `http://hooks.rebind.test:${port()}/hooks`,
      'whsec_test',
      delivery,
      { allowLoopback: false, resolve },
      5000,
    );
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: 'Refused: the address is private.' });
    // The check saw the public address, the connection the private one; nothing arrived.
    expect(asked).toEqual(['hooks.rebind.test', 'hooks.rebind.test']);
    expect(receiver.received.length).toBe(before);
  });

  it('refuses a name that is private from the start, before connecting', async () => {
    const { resolve, asked } = rebinding('10.0.0.7', '10.0.0.7');
    const outcome = await post(
      `https://internal.rebind.test:${port()}/hooks`,
      'whsec_test',
      delivery,
      { allowLoopback: false, resolve },
      5000,
    );
    expect(outcome).toMatchObject({ ok: false, error: 'Refused: the address is private.' });
    expect(asked).toEqual(['internal.rebind.test']);
  });

  it('delivers through the same guarded connection when the name stays public (loopback allowed here)', async () => {
    const { resolve } = rebinding('127.0.0.1', '127.0.0.1');
    const before = receiver.received.length;
    const outcome = await post(
      `http://localhost:${port()}/hooks`,
      'whsec_test',
      delivery,
      { allowLoopback: true, resolve },
      5000,
    );
    expect(outcome).toMatchObject({ ok: true, statusCode: 200 });
    expect(receiver.received.length).toBe(before + 1);
  });
});
