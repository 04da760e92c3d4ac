// OpenTelemetry traces for one process, exported over OTLP/HTTP when the standard OTEL_ variables ask
// for it (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_TRACES_EXPORTER=otlp;
// OTEL_TRACES_EXPORTER=none or OTEL_SDK_DISABLED=true turn it off). The W3C `traceparent` goes from
// the gateway to the service it proxies to, into the outbox row of what a request wrote, into the
// event's NATS headers, and each consumer's span is its child. Without those variables nothing is
// started: every helper here then returns at its first line.
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Link,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { NextFunction, Request, Response } from 'express';
import { routeLabel } from './metrics';

let provider: NodeTracerProvider | undefined;

/** Whether the OTEL_ variables ask for traces to be exported. */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (exporters.includes('none')) return false;
  if (exporters.includes('otlp')) return true;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** The OTLP/HTTP traces URL the variables give (the exporter's own default, localhost:4318, when none). */
function tracesUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

/**
 * Starts exporting this process's spans when the OTEL_ variables ask for it; `serviceName` is the
 * `service.name` unless OTEL_SERVICE_NAME says otherwise. The exporter reads its headers and timeout
 * from the environment (OTEL_EXPORTER_OTLP_HEADERS, ..._TIMEOUT), the batch processor its OTEL_BSP_
 * settings. Returns whether it started.
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (provider) return true;
  if (!tracingWanted(env)) return false;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(env) }))],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  return true;
}

/** Exports the spans still queued and stops; for the end of a graceful shutdown. */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  provider = undefined;
  await stopping?.shutdown().catch(() => undefined);
}

const tracer = () => trace.getTracer('coachwork');

/** The active span's W3C `traceparent` (for an outbox row); undefined outside a span or untraced. */
export function currentTraceparent(): string | undefined {
  if (!provider) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** Headers that continue the active trace in an outgoing call (empty untraced). */
export function traceHeaders(): { traceparent?: string } {
  const traceparent = currentTraceparent();
  return traceparent ? { traceparent } : {};
}

/** `trace_id` and `span_id` of the active span, for the logger's lines; nothing outside a span. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  if (!provider) return {};
  const span = trace.getActiveSpan()?.spanContext();
  return span && trace.isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
}

/**
 * Express middleware: a server span per request, the child of the caller's `traceparent` (the
 * gateway's, for a service). The request's own `traceparent` header is then this span's, so a proxy
 * forwarding the headers (and a service app called in-process) continues the trace. `skip` leaves out
 * paths polled all the time (health checks).
 */
export function traceRequests(skip: (path: string) => boolean = () => false) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!provider || skip(req.path)) return next();
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer().startSpan(
      req.method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': req.method, 'url.path': req.path.slice(0, 200) },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    delete req.headers.tracestate;
    propagation.inject(active, req.headers);
    res.once('close', () => {
      const route = routeLabel(req);
      span.updateName(`${req.method} ${route}`);
      span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500 || !res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(active, next);
  };
}

/**
 * Runs an event consumer's handler in a consumer span: the child of the first event's `traceparent`
 * (carried from the outbox row through the bus), linked to the others of a batch.
 */
export async function inConsumerSpan<T>(
  consumer: string,
  subject: string,
  traceparents: readonly (string | undefined)[],
  run: () => Promise<T>,
): Promise<T> {
  if (!provider) return run();
  const contexts = traceparents.map((traceparent) =>
    traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT,
  );
  const parent = contexts[0] ?? ROOT_CONTEXT;
  const links: Link[] = contexts
    .slice(1)
    .map((c) => trace.getSpanContext(c))
    .filter((s) => s !== undefined && trace.isSpanContextValid(s))
    .map((s) => ({ context: s! }));
  const span = tracer().startSpan(
    `${subject} process`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.operation.type': 'process',
        'messaging.destination.name': subject,
        'messaging.consumer.group.name': consumer,
        'messaging.batch.message_count': traceparents.length,
      },
      links,
    },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), run);
  } catch (err) {
    span.recordException(err as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}
