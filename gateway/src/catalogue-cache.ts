// The public catalogue (GET /v1/public/workshop-schedules and /{id}) from memory. It is a read model
// that changes only through workshops' writes and events, so every answer is kept until one of them
// arrives: a write routed to workshops that succeeded through this gateway, or an event on the bus
// (in distributed mode every gateway process hears them on its own). Public reads need no session
// and carry the same guest token, so a hit costs no database, session lookup or signing.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { pickLanguage } from '@coachwork/contracts';
import {
  GUEST,
  INTERNAL_TOKEN_HEADER,
  REQUEST_ID_HEADER,
  redactUrl,
  requestId,
  signInternalToken,
  type Logger,
} from '@coachwork/service-kit';
import { COMPRESSION_THRESHOLD } from './compression';
import { preferredEncoding } from './accept-encoding';

export const CATALOGUE_PATH = '/v1/public/workshop-schedules';

/** What can change a catalogue answer: anything workshops says, seats, coaches' names. */
export const CATALOGUE_EVENTS = ['workshops.>', 'bookings.schedule.seats-changed', 'identity.user.*'];

/**
 * Browsers revalidate every time (a 304 is cheap and seats move); a CDN may keep an answer for 10 s
 * and serve it stale for 30 s more while it asks again.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

/** A backstop for changes no event announces to this process (another gateway's resource edit). */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 1000;
/** Internal tokens live 60 s; a guest one is reused for half of that. */
const GUEST_TOKEN_MS = 30_000;

type Encoding = 'br' | 'gzip';

interface Entry {
  at: number;
  type: string;
  /** A page's language, said again on every hit (with Vary: Cookie, Accept-Language). */
  language?: string;
  cacheControl: string;
  hash: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

const encoders: Record<Encoding, (b: Buffer) => Buffer> = {
  br: (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (b) => zlib.gzipSync(b, { level: 6 }),
};

export function isCatalogueRead(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    (req.path === CATALOGUE_PATH || req.path.startsWith(`${CATALOGUE_PATH}/`))
  );
}

/** Pages made of the catalogue alone: the same for every signed-out visitor. */
const CATALOGUE_PAGE = /^\/((schedules|coaches)\/[^/]+)?$/;

/**
 * Crawlers get the document whole, people a streamed one: kept apart. So is each language (the `lang`
 * cookie, else Accept-Language: what the renderer reads).
 */
function pageKey(req: Request): string {
  const crawler = /bot|crawl|spider|slurp/i.test(req.get('user-agent') ?? '');
  const language = pickLanguage(req.headers.cookie, req.get('accept-language'));
  return `page ${crawler ? 'crawler' : 'person'} ${language} ${req.originalUrl}`;
}

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves on every invalidation, so an answer read before it is never stored after it. */
  private generation = 0;
  private guest = { token: '', until: 0 };

  constructor(private readonly internalTokenSecret: string) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** After a write to workshops through this gateway: its change is committed once it answers. */
  invalidateAfter(res: Response): void {
    res.once('finish', () => {
      if (res.statusCode < 400) this.invalidate();
    });
  }

  get size(): number {
    return this.entries.size;
  }

  private guestToken(): string {
    const now = Date.now();
    if (now >= this.guest.until) {
      this.guest = { token: signInternalToken(GUEST, this.internalTokenSecret), until: now + GUEST_TOKEN_MS };
    }
    return this.guest.token;
  }

  /**
   * Answers what is in memory, and nothing else: catalogue reads, and the catalogue's pages for a
   * visitor without a session. Mounted first, so a hit pays only for what its answer carries: the
   * security headers (`fixedHeaders`, worked out once by the caller), its request id and one log line.
   * No compression (each encoding is a ready buffer), no cookie parsing, no rate limit (counting a hit
   * costs more than serving it; whatever reaches the database is still counted, `middleware`), no
   * response check in development (the answer was checked when it was made).
   */
  hits(sessionCookie: string, o: { fixedHeaders: readonly string[]; logger: Logger }): RequestHandler {
    const signedIn = new RegExp(`(?:^|;)\\s*${sessionCookie}=`);
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      let key: string;
      if (isCatalogueRead(req)) key = req.originalUrl;
      else if (
        req.method === 'GET' &&
        CATALOGUE_PAGE.test(req.path) &&
        !signedIn.test(req.headers.cookie ?? '')
      )
        key = pageKey(req);
      else return next();
      const entry = this.entries.get(key);
      if (!entry || Date.now() - entry.at >= MAX_AGE_MS) return next();
      const id = requestId(req);
      const status = send(req, res, entry, [...o.fixedHeaders, REQUEST_ID_HEADER, id]);
      // The line the request log writes, without the request logger's per-request child loggers.
      o.logger.info(
        {
          req: { id, method: req.method, url: redactUrl(req.originalUrl) },
          res: { statusCode: status },
          responseTime: 0,
        },
        'request completed',
      );
    };
  }

  /** Serves catalogue reads, from memory or through `dispatch` (the workshops service) once. */
  middleware(dispatch: RequestHandler): RequestHandler {
    return (req, res, next) => {
      if (!isCatalogueRead(req)) return next();
      const key = req.originalUrl;
      const entry = this.entries.get(key);
      if (entry && Date.now() - entry.at < MAX_AGE_MS) return send(req, res, entry);
      req.headers[INTERNAL_TOKEN_HEADER] = this.guestToken();
      if (req.method === 'HEAD') return dispatch(req, res, next);
      this.fill(key, req, res, next, dispatch, {
        type: 'application/json',
        cacheControl: CATALOGUE_CACHE_CONTROL,
      });
    };
  }

  /**
   * The storefront's home and schedule pages for visitors without a session, as the renderer made
   * them (it reads the catalogue, and coaches' public profiles, which identity.user.* events change).
   * Signed-in visitors get their own render every time.
   */
  pages(sessionCookie: string): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' || !CATALOGUE_PAGE.test(req.path) || req.cookies?.[sessionCookie])
        return next();
      const key = pageKey(req);
      const entry = this.entries.get(key);
      if (entry && Date.now() - entry.at < MAX_AGE_MS) return send(req, res, entry);
      this.fill(key, req, res, next, (_req, _res, go) => go(), {
        type: 'text/html',
        cacheControl: 'no-cache',
      });
    };
  }

  /** Lets the service answer into a buffer, keeps a 200, then answers like a hit. */
  private fill(
    key: string,
    req: Request,
    res: Response,
    next: (err?: unknown) => void,
    dispatch: RequestHandler,
    kind: { type: string; cacheControl: string },
  ) {
    const generation = this.generation;
    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              chunk as string,
              typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
            ),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      collect(chunk, encoding);
      const done = typeof encoding === 'function' ? encoding : cb;
      if (typeof done === 'function') process.nextTick(done as () => void);
      return true;
    }) as Response['write'];
    res.end = ((chunk?: unknown, encoding?: unknown) => {
      collect(chunk, encoding);
      res.write = write;
      res.end = end;
      const body = Buffer.concat(chunks);
      const type = String(res.getHeader('Content-Type') ?? '');
      if (res.statusCode !== 200 || !type.startsWith(kind.type)) return res.end(body);
      const language = res.getHeader('Content-Language');
      const entry: Entry = {
        at: Date.now(),
        type,
        ...(typeof language === 'string' && { language }),
        cacheControl: kind.cacheControl,
        hash: crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27),
        body,
        encoded: {},
      };
      if (generation === this.generation) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
        this.entries.set(key, entry);
      }
      for (const h of ['content-length', 'transfer-encoding', 'etag', 'connection', 'keep-alive'])
        res.removeHeader(h);
      send(req, res, entry);
      return res;
    }) as Response['end'];
    dispatch(req, res, next);
  }
}

/** Whether the client's copy (If-None-Match) is this one; a request saying no-cache always wants the body. */
function clientHas(req: Request, etag: string): boolean {
  const given = req.headers['if-none-match'];
  if (!given) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  if (given.trim() === '*') return true;
  return given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * One representation per encoding, each with its own strong ETag; 304 when the client has it. The
 * headers go out in one writeHead (after any the route set, which they override); returns the status.
 */
function send(req: Request, res: Response, entry: Entry, extra: readonly string[] = []): number {
  const encoding =
    entry.body.length >= COMPRESSION_THRESHOLD ? preferredEncoding(req, ['br', 'gzip'] as const) : undefined;
  const etag = `"${entry.hash}${encoding ? `-${encoding}` : ''}"`;
  const headers: string[] = [
    ...extra,
    'Vary',
    entry.language ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding',
    'Cache-Control',
    entry.cacheControl,
    'ETag',
    etag,
  ];
  if (entry.language) headers.push('Content-Language', entry.language);
  if (clientHas(req, etag)) {
    res.writeHead(304, headers).end();
    return 304;
  }
  let body = entry.body;
  if (encoding) {
    body = entry.encoded[encoding] ??= encoders[encoding](entry.body);
    headers.push('Content-Encoding', encoding);
  }
  headers.push('Content-Type', entry.type, 'Content-Length', String(body.length));
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
  return 200;
}
