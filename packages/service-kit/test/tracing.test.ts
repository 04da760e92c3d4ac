// Traces in one process (embedded mode): the span that writes an event to the outbox is the parent of
// each consumer's span on the in-process bus, through the traceparent kept in the outbox row, and
// nothing is traced unless the OTEL_ variables ask. (The export itself is seen by
// infra/test/traces.test.ts: the OTLP exporter loads node:http with a dynamic import, which jest's
// module sandbox does not run.)
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import { SpanKind, trace } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { createTestRuntime } from '@coachwork/test-support';
import {
  addToOutbox,
  createLogger,
  currentTraceparent,
  eventTables,
  InProcessBus,
  OutboxRelay,
  startTracing,
  stopTracing,
  traceFields,
  tracingWanted,
} from '../src';

const tables = eventTables(pgSchema('traced'));
let ctx: Awaited<ReturnType<typeof createTestRuntime>>;

beforeAll(async () => {
  ctx = await createTestRuntime();
  await ctx.database.db.execute(sql`create schema traced`);
  await ctx.database.db.execute(sql`create table traced.outbox (id uuid primary key, subject text not null,
    envelope jsonb not null, occurred_at timestamptz not null default now(), sent_at timestamptz,
    attempts integer not null default 0, last_error text, trace_context text)`);
});

afterAll(async () => {
  await stopTracing();
  await ctx.close();
});

const payload = () => ({ id: randomUUID(), title: 'traced', slug: 'traced', level: null, price: 1 });

it('exports nothing and keeps no trace context unless the OTEL_ variables ask', async () => {
  expect(tracingWanted({})).toBe(false);
  expect(
    tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_TRACES_EXPORTER: 'none' }),
  ).toBe(false);
  expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' })).toBe(true);
  expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
  expect(startTracing('kit', {})).toBe(false);
  expect(currentTraceparent()).toBeUndefined();
  await ctx.database.db.transaction((tx) => addToOutbox(tx, tables, 'workshops.template.created', payload()));
  const rows = await ctx.database.db.select().from(tables.outbox);
  expect(rows.map((r) => r.traceContext)).toEqual([null]);
  await ctx.database.db.execute(sql`truncate traced.outbox`);
});

it("makes each consumer's span a child of the span that wrote the event, across the relay", async () => {
  // A port nothing listens on: the spans are made and dropped at export.
  expect(startTracing('kit', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).toBe(true);
  const bus = new InProcessBus();
  const seen: { fields: ReturnType<typeof traceFields>; span: ReadableSpan }[] = [];
  await bus.subscribe({
    durable: 'kit-consumer',
    subject: 'workshops.template.*',
    handler: async () => {
      seen.push({ fields: traceFields(), span: trace.getActiveSpan() as unknown as ReadableSpan });
    },
  });

  const writerContext = await trace.getTracer('test').startActiveSpan('write', async (span) => {
    await ctx.database.db.transaction((tx) =>
      addToOutbox(tx, tables, 'workshops.template.created', payload()),
    );
    span.end();
    return span.spanContext();
  });
  const [row] = await ctx.database.db.select().from(tables.outbox);
  expect(row!.traceContext).toBe(`00-${writerContext.traceId}-${writerContext.spanId}-01`);

  // The relay publishes from its own timer, outside any request: the row's traceparent is the link.
  await new OutboxRelay(ctx.database.db, tables, bus, createLogger('t', 'silent')).drain();
  expect(seen).toHaveLength(1);
  const [{ fields, span }] = seen as [(typeof seen)[0]];
  expect(span.name).toBe('workshops.template.created process');
  expect(span.kind).toBe(SpanKind.CONSUMER);
  expect(span.attributes['messaging.consumer.group.name']).toBe('kit-consumer');
  expect(span.spanContext().traceId).toBe(writerContext.traceId);
  expect(span.parentSpanContext?.spanId).toBe(writerContext.spanId);
  // The logger's fields inside the handler name the consumer's span.
  expect(fields).toEqual({ trace_id: writerContext.traceId, span_id: span.spanContext().spanId });
});
