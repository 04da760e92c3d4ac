// OpenTelemetry across the distributed mode: every process exports its spans over OTLP/HTTP to a
// receiver in this test (the OTEL_ variables point there), and one booking's trace runs from the
// gateway's request through the bookings process (which wrote the outbox row) to the workshops
// process's consumer of the event, its traceparent carried in the NATS message headers.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from '@coachwork/test-support';
import { bookOneSeat, startDistributed } from './support/distributed';

interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

/** OTLP/JSON ids are hex; a protobuf-style encoder would give base64. */
const hex = (id: unknown): string =>
  typeof id !== 'string' || id === ''
    ? ''
    : /^[0-9a-f]+$/i.test(id) && id.length % 16 === 0
      ? id.toLowerCase()
      : Buffer.from(id, 'base64').toString('hex');

type AnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean };
const valueOf = (v: AnyValue | undefined) => v?.stringValue ?? v?.intValue ?? v?.boolValue;

const spans: ReceivedSpan[] = [];
let receiver: http.Server;
let product: Awaited<ReturnType<typeof startDistributed>> | undefined;

beforeAll(async () => {
  // POST /v1/traces with the exporter's JSON encoding (ExportTraceServiceRequest).
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const rs of body.resourceSpans ?? []) {
        const attrs: { key: string; value: AnyValue }[] = rs.resource?.attributes ?? [];
        const service = String(valueOf(attrs.find((a) => a.key === 'service.name')?.value));
        for (const ss of rs.scopeSpans ?? [])
          for (const s of ss.spans ?? [])
            spans.push({
              service,
              traceId: hex(s.traceId),
              spanId: hex(s.spanId),
              parentSpanId: hex(s.parentSpanId),
              name: s.name,
              kind: s.kind,
              attributes: Object.fromEntries(
                (s.attributes ?? []).map((a: { key: string; value: AnyValue }) => [a.key, valueOf(a.value)]),
              ),
            });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  product = await startDistributed('traces', {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_BSP_SCHEDULE_DELAY: '200',
    // The request log's lines, which carry the trace id.
    LOG_LEVEL: 'info',
  });
}, 180_000);

afterAll(async () => {
  await product?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
}, 60_000);

it("follows one booking from the gateway through bookings to workshops' consumer in one trace", async () => {
  const booking = await bookOneSeat(product!.gatewayUrl);
  expect(booking.body.data.status).toBe('CONFIRMED');

  const SERVER = 2;
  const CONSUMER = 5;
  // The gateway's span of the POST that answered 201, and the workshops consumer in its trace.
  const found = await eventually(() => {
    const gateway = spans.find(
      (s) =>
        s.service === 'gateway' &&
        s.kind === SERVER &&
        s.name === 'POST /v1/bookings' &&
        s.attributes['http.response.status_code'] === 201,
    );
    const consumer =
      gateway &&
      spans.find(
        (s) =>
          s.traceId === gateway.traceId &&
          s.service === 'workshops' &&
          s.kind === CONSUMER &&
          s.attributes['messaging.destination.name'] === 'bookings.schedule.seats-changed',
      );
    // Each process exports on its own schedule: bookings' batch may come after workshops' one.
    const served =
      gateway &&
      spans.find((s) => s.traceId === gateway.traceId && s.service === 'bookings' && s.kind === SERVER);
    return Promise.resolve(gateway && consumer && served && { gateway, consumer, served });
  }, 30_000);
  const { gateway, consumer } = found!;
  const trace = spans.filter((s) => s.traceId === gateway.traceId);
  expect(gateway.parentSpanId).toBe('');

  // bookings' server span is the child of the gateway's: the proxied request carried its traceparent.
  const bookings = found!.served;
  expect(bookings).toMatchObject({ parentSpanId: gateway.spanId, name: 'POST /v1/bookings' });
  expect(bookings!.attributes['http.response.status_code']).toBe(201);

  // The consumer descends from the span that wrote the outbox row (bookings' request), through the
  // traceparent kept in the row and sent in the NATS headers.
  const chain: ReceivedSpan[] = [];
  for (let s: ReceivedSpan | undefined = consumer; s; s = trace.find((p) => p.spanId === s!.parentSpanId))
    chain.push(s);
  expect(chain.map((s) => s.service)).toEqual(['workshops', 'bookings', 'gateway']);
  expect(chain[1]).toBe(bookings);
  expect(consumer.attributes['messaging.consumer.group.name']).toEqual(expect.stringMatching(/^workshops-/));
  // (identity joins when the gateway asks it something on the way: its calls carry the traceparent too.)
  expect([...new Set(trace.map((s) => s.service))]).toEqual(
    expect.arrayContaining(['gateway', 'bookings', 'workshops']),
  );

  // Log lines written inside the spans name the trace.
  for (const name of ['gateway', 'bookings']) {
    const log = fs.readFileSync(product!.procs.find((p) => p.name === name)!.log, 'utf8');
    const lines = log.split('\n').filter((l) => l.includes(`"trace_id":"${gateway.traceId}"`));
    expect(lines.length).toBeGreaterThan(0);
  }
}, 120_000);
