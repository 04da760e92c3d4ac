// The embedded-mode bus: an event's subscribers one after another by default, side by side up to a
// limit on PostgreSQL; either way each consumer sees the events in the order they were published, and
// publish settles (or fails, so the relay keeps the event) only once every handler has finished.
import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@coachwork/contracts';
import { InProcessBus } from '../src/events/in-process-bus';

const event = (n: number): EventEnvelope =>
  ({
    id: randomUUID(),
    subject: 'bookings.booking.created',
    occurredAt: new Date().toISOString(),
    version: 1,
    data: { n },
  }) as unknown as EventEnvelope;

/** Subscribers that record what they handled and how many ran at the same time. */
async function subscribers(bus: InProcessBus, count: number, fail?: number) {
  const seen = new Map<string, number[]>();
  let running = 0;
  let most = 0;
  for (let i = 0; i < count; i++) {
    const durable = `consumer-${i}`;
    seen.set(durable, []);
    await bus.subscribe({
      durable,
      subject: 'bookings.booking.*',
      async handler(e) {
        running += 1;
        most = Math.max(most, running);
        // Later consumers finish first, so a bus that did not wait for all would be caught.
        await new Promise((r) => setTimeout(r, 5 * (count - i)));
        running -= 1;
        if (i === fail) throw new Error(`${durable} failed`);
        seen.get(durable)!.push((e.data as unknown as { n: number }).n);
      },
    });
  }
  return { seen, most: () => most, running: () => running };
}

describe('the in-process bus', () => {
  it('runs an event’s subscribers one after another by default', async () => {
    const bus = new InProcessBus();
    const s = await subscribers(bus, 4);
    for (let n = 1; n <= 3; n++) await bus.publish(event(n));
    expect(s.most()).toBe(1);
    for (const handled of s.seen.values()) expect(handled).toEqual([1, 2, 3]);
  });

  it('runs them side by side up to its limit, each consumer still in the published order', async () => {
    const bus = new InProcessBus({ handlersAtOnce: 3 });
    const s = await subscribers(bus, 5);
    for (let n = 1; n <= 4; n++) {
      await bus.publish(event(n));
      // Every handler of the event finished before publish settled.
      expect(s.running()).toBe(0);
    }
    expect(s.most()).toBe(3);
    for (const handled of s.seen.values()) expect(handled).toEqual([1, 2, 3, 4]);
  });

  it('keeps the limit across events published at the same time (one per service’s relay)', async () => {
    const bus = new InProcessBus({ handlersAtOnce: 2 });
    const s = await subscribers(bus, 3);
    await Promise.all([1, 2, 3].map((n) => bus.publish(event(n))));
    expect(s.most()).toBe(2);
    for (const handled of s.seen.values()) expect([...handled].sort()).toEqual([1, 2, 3]);
  });

  it('fails the publish when one handler fails, after the others have handled the event', async () => {
    const bus = new InProcessBus({ handlersAtOnce: 3 });
    const s = await subscribers(bus, 3, 1);
    await expect(bus.publish(event(1))).rejects.toThrow('consumer-1 failed');
    expect(s.running()).toBe(0);
    expect([s.seen.get('consumer-0'), s.seen.get('consumer-1'), s.seen.get('consumer-2')]).toEqual([
      [1],
      [],
      [1],
    ]);
  });
});
