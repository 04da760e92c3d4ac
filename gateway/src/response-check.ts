// Development and test runs check every /v1 answer against GET /v1/openapi.json: the operation for the
// method and path template, a documented status, and the body in the documented schema (the `{data}` /
// `{data, meta}` envelopes, the data schemas, the 422 bag, `{message}`). A mismatch is answered as a 500
// naming it (so the request that found it fails where it is made) and kept for the test helpers, which
// fail the suite on close: the document cannot drift from what the product answers. Never in production.
import zlib from 'node:zlib';
import express, { type Express, type RequestHandler, type Response } from 'express';
import type { Logger } from '@coachwork/service-kit';
import { resolvePointer, schemaProblems } from './json-schema-check';

type Json = Record<string, unknown>;

export interface ResponseMismatch {
  /** `GET /v1/bookings/{id}` (the operation) or the URL when no operation matches. */
  route: string;
  url: string;
  status: number;
  problems: string[];
}

/**
 * Answers every route may give beyond its own list: 304 (a conditional GET), 400 (a body that is not
 * JSON), 404 (an id that is unknown or not the caller's), 413 and 429 (the edge's limits). 5xx are
 * failures on their own and not checked here.
 */
const ALWAYS = new Set([304, 400, 404, 413, 429]);
const ERROR_BODY: Json = { $ref: '#/components/schemas/ErrorBody' };

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  literals: number;
  responses: Record<string, Json>;
}

function operationsOf(doc: Json): Operation[] {
  const ops: Operation[] = [];
  for (const [template, methods] of Object.entries(
    (doc.paths ?? {}) as Record<string, Record<string, Json>>,
  )) {
    const segments = template.split('/').filter(Boolean);
    const pattern = new RegExp(
      `^/${segments.map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}/?$`,
    );
    const literals = segments.filter((s) => !s.startsWith('{')).length;
    for (const [method, op] of Object.entries(methods))
      ops.push({
        method,
        template,
        pattern,
        literals,
        responses: (op.responses ?? {}) as Record<string, Json>,
      });
  }
  // `/v1/workshops/public` before `/v1/workshops/{id}`: the most literal segments win, as in the routers.
  return ops.sort((a, b) => b.literals - a.literals);
}

/** The problems of one answer; empty when the document describes it. */
export function answerProblems(
  doc: Json,
  ops: Operation[],
  method: string,
  path: string,
  status: number,
  contentType: string,
  body: string | undefined,
): { route: string; problems: string[] } {
  const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  const op = ops.find((o) => o.method === m && o.pattern.test(path));
  const route = op ? `${m.toUpperCase()} ${op.template}` : `${m.toUpperCase()} ${path}`;
  if (status >= 500) return { route, problems: [] };
  if (!op && status < 400) return { route, problems: ['no operation in the document answers this'] };
  let documented = op?.responses[String(status)];
  if (documented?.$ref) documented = resolvePointer(doc, documented.$ref as string);
  if (!documented && !(ALWAYS.has(status) || !op))
    return {
      route,
      problems: [`status ${status} is not documented (documented: ${Object.keys(op!.responses).join(', ')})`],
    };
  const content = documented?.content as Record<string, { schema?: Json }> | undefined;
  const schema = documented ? content?.['application/json']?.schema : status >= 400 ? ERROR_BODY : undefined;
  if (!schema || m === 'head' || status === 304) return { route, problems: [] };
  if (!/json/.test(contentType))
    return { route, problems: [`expected JSON, got ${contentType || 'no content type'}`] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body ?? '');
  } catch {
    return { route, problems: ['the body is not JSON'] };
  }
  return { route, problems: schemaProblems(schema, parsed, doc) };
}

export interface ResponseCheckOptions {
  /** The OpenAPI document (read on the first request: building it takes a moment). */
  document(): Json;
  logger: Logger;
  /** Where mismatches are kept for the test helpers. */
  mismatches: ResponseMismatch[];
}

/** The body as text, undoing the catalogue cache's or an upstream's compression. */
function bodyText(bytes: Buffer, encoding: string): string | undefined {
  try {
    const plain =
      encoding === 'gzip'
        ? zlib.gunzipSync(bytes)
        : encoding === 'br'
          ? zlib.brotliDecompressSync(bytes)
          : encoding === 'deflate'
            ? zlib.inflateSync(bytes)
            : bytes;
    return plain.toString('utf8');
  } catch {
    return undefined;
  }
}

const asBuffer = (chunk: unknown, encoding?: unknown) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
      : Buffer.from(chunk as Uint8Array);

export function responseCheck(options: ResponseCheckOptions): RequestHandler {
  let doc: Json | undefined;
  let ops: Operation[] = [];
  return (req, res, next) => {
    if (!doc) {
      doc = options.document();
      ops = operationsOf(doc);
    }
    const document = doc;
    const path = req.originalUrl.split('?')[0]!;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const chunks: Buffer[] = [];
    let buffering: boolean | undefined;
    // JSON is held back until the end (a proxied answer arrives in pieces); files stream through.
    const holdsBack = () => (buffering ??= /json/.test(String(res.getHeader('content-type') ?? '')));

    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      if (!holdsBack()) return write(chunk, encoding, cb);
      chunks.push(asBuffer(chunk, encoding));
      const callback = typeof encoding === 'function' ? encoding : cb;
      if (typeof callback === 'function') process.nextTick(callback as () => void);
      return true;
    }) as Response['write'];

    res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      if (typeof chunk === 'function') [cb, chunk, encoding] = [chunk, undefined, undefined];
      else if (typeof encoding === 'function') [cb, encoding] = [encoding, undefined];
      const held = holdsBack();
      if (chunk !== undefined && chunk !== null && held) chunks.push(asBuffer(chunk, encoding));
      const bytes = held ? Buffer.concat(chunks) : chunk == null ? undefined : asBuffer(chunk, encoding);
      const contentType = String(res.getHeader('content-type') ?? '');
      const { route, problems } = answerProblems(
        document,
        ops,
        req.method,
        path,
        res.statusCode,
        contentType,
        bytes && bodyText(bytes, String(res.getHeader('content-encoding') ?? '')),
      );
      const pass = () => (held ? end(bytes, cb) : end(chunk, encoding, cb));
      if (!problems.length) return pass();
      const mismatch: ResponseMismatch = { route, url: req.originalUrl, status: res.statusCode, problems };
      options.mismatches.push(mismatch);
      options.logger.error({ mismatch }, 'answer does not match the API document');
      // A streamed file has its status out already: it is recorded, and the test helpers fail on it.
      if (res.headersSent) return pass();
      const replacement = Buffer.from(
        JSON.stringify({
          message: `The answer does not match the API document (GET /v1/openapi.json): ${route} answered ${res.statusCode}; ${problems.slice(0, 5).join('; ')}`,
        }),
      );
      res.statusCode = 500;
      res.removeHeader('etag');
      res.removeHeader('content-encoding');
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('content-length', replacement.length);
      return end(replacement, cb);
    }) as Response['end'];
    next();
  };
}

/** A service's own app behind the check (its tests call it without the gateway). */
export function withResponseCheck(app: Express, options: ResponseCheckOptions): Express {
  const checked = express();
  checked.use('/v1', responseCheck(options));
  checked.use(app);
  return checked;
}
