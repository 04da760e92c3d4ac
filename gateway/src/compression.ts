// On-the-fly compression for the answers made per request: HTML pages and JSON above 1 KB (smaller
// ones gain less than the headers cost). Static assets carry build-time copies (precompressed.ts);
// images, archives and fonts are compressed already, and an event stream must reach the browser
// message by message, so none of those go through zlib here.
//
// An answer sent whole (`res.send`, `res.json`: one `end` with the body, nothing written before) of at
// most 64 KB is compressed in one synchronous call. A zlib stream per answer cost more than the
// compression itself: in a sale of 2 KB booking answers it was 14 % of the gateway's time (the stream's
// state allocated per answer, the thread pool's round trip, the stream's events), against 30-45 µs for
// the same bytes in one call. Anything else (written in parts, or larger) goes through the
// `compression` package's stream, with the same choices.
import zlib from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';
import type { Request, RequestHandler, Response } from 'express';

const COMPRESSIBLE =
  /^(text\/html|application\/json|application\/[\w.+-]+\+json|text\/plain|application\/xml|text\/xml)\b/i;

export const COMPRESSION_THRESHOLD = 1024;
/** The largest answer compressed in one call on the event loop (a 64 KB page takes about a millisecond). */
export const ONE_CALL_LIMIT = 64 * 1024;

// Fast settings: a page or a list is compressed once per request, not once per build.
const GZIP_LEVEL = 5;
const BROTLI_QUALITY = 4;

/** What `compression` offers, in its order of preference when the client likes several equally. */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];

const compressible = (res: Response) => COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? ''));

export function responseCompression(): RequestHandler {
  const streaming = compression({
    threshold: COMPRESSION_THRESHOLD,
    level: GZIP_LEVEL,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    filter: (_req, res) => compressible(res),
  });
  return (req, res, next) => {
    streaming(req, res, (err?: unknown) => {
      if (err) return next(err);
      compressWholeAnswers(req, res);
      next();
    });
  };
}

/**
 * Wraps `res.end` (over the `compression` package's own) so that a whole answer of at most
 * ONE_CALL_LIMIT bytes is compressed in one call. It sets Content-Encoding, which the package then
 * reads as "already encoded" and leaves alone.
 */
function compressWholeAnswers(req: Request, res: Response): void {
  const end = res.end as (this: Response, ...args: unknown[]) => Response;
  res.end = function (this: Response, ...args: unknown[]) {
    const [chunk, encoding] = args;
    const method = !this.headersSent && oneCallMethod(req, this, chunk, encoding);
    if (!method) return end.apply(this, args);
    const body =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : (chunk as Buffer);
    const compressed =
      method === 'br'
        ? zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : method === 'gzip'
          ? zlib.gzipSync(body, { level: GZIP_LEVEL })
          : zlib.deflateSync(body, { level: GZIP_LEVEL });
    this.setHeader('Content-Encoding', method);
    this.setHeader('Content-Length', compressed.length);
    const callback = args.find((a) => typeof a === 'function');
    return callback ? end.call(this, compressed, callback) : end.call(this, compressed);
  } as Response['end'];
}

/** The encoding an answer ending with `chunk` gets in one call, or null when it is not for this path. */
function oneCallMethod(req: Request, res: Response, chunk: unknown, encoding: unknown): string | null {
  if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return null;
  const length =
    typeof chunk === 'string'
      ? Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : chunk.length;
  if (length < COMPRESSION_THRESHOLD || length > ONE_CALL_LIMIT) return null;
  if (req.method === 'HEAD' || res.getHeader('Content-Encoding') || !compressible(res)) return null;
  // As `compression` does: Cache-Control: no-transform keeps the answer as it is.
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''))) return null;
  res.vary('Accept-Encoding');
  const method = new Negotiator(req).encoding(ENCODINGS, { preferred: PREFERRED });
  return method && method !== 'identity' ? method : null;
}
