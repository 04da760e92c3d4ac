// The event counters over the real in-process bus: a publish counts under its subject, a handler that
// throws under its consumer; and the route label stays bounded for paths no route matched.
import { InProcessBus } from '../src/events/in-process-bus';
import { createProcessMetrics, routeLabel } from '../src/metrics';
import type { Request } from 'express';

const event = (subject: string) =>
  ({ id: crypto.randomUUID(), subject, version: 1, occurredAt: new Date().toISOString(), data: {} }) as never;

async function value(metrics: ReturnType<typeof createProcessMetrics>, name: string, label: string) {
  const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
  return metric?.values.find((v) => Object.values(v.labels).includes(label))?.value;
}

describe('createProcessMetrics', () => {
  it('counts published events by subject and failed handler runs by consumer', async () => {
    const metrics = createProcessMetrics('test');
    const bus = metrics.instrumentBus(new InProcessBus());
    let calls = 0;
    await bus.subscribe({
      durable: 'bookings-count',
      subject: 'bookings.booking.*',
      handler: async () => {
        calls += 1;
        if (calls === 1) throw new Error('first run fails');
      },
    });
    await bus.publish(event('bookings.booking.created')).catch(() => undefined);
    await bus.publish(event('bookings.booking.created')).catch(() => undefined);
    await bus.publish(event('bookings.payment.finalized')).catch(() => undefined);

    expect(calls).toBeGreaterThanOrEqual(2);
    // The in-process bus runs handlers inside publish: the first publish failed (the relay retries it)
    // and is not counted.
    expect(await value(metrics, 'coachwork_events_published_total', 'bookings.booking.created')).toBe(1);
    expect(await value(metrics, 'coachwork_events_published_total', 'bookings.payment.finalized')).toBe(1);
    expect(await value(metrics, 'coachwork_event_handler_errors_total', 'bookings-count')).toBe(1);
    expect(bus.kind).toBe('in-process');
  });

  it('labels unmatched paths with ids folded, and pages and assets as one each', () => {
    const req = (url: string) => ({ originalUrl: url, url, baseUrl: '' }) as unknown as Request;
    expect(routeLabel(req('/v1/bookings/0b7c2f1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f/seats?x=1'))).toBe(
      '/v1/bookings/:id/seats',
    );
    expect(routeLabel(req('/v1/payments/invoices/12'))).toBe('/v1/payments/invoices/:n');
    expect(routeLabel(req('/workshops/some-slug'))).toBe('page');
    expect(routeLabel(req('/assets/storefront/main.1a2b3c4d.js'))).toBe('asset');
  });
});
