// On-the-fly compression for the answers made per request: HTML pages and JSON above 1 KB (smaller
// ones gain less than the headers cost). Static assets carry build-time copies (precompressed.ts);
// images, archives and fonts are compressed already, and an event stream must reach the browser
// message by message, so none of those go through zlib here.
import zlib from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

const COMPRESSIBLE =
  /^(text\/html|application\/json|application\/[\w.+-]+\+json|text\/plain|application\/xml|text\/xml)\b/i;

export const COMPRESSION_THRESHOLD = 1024;

export function responseCompression(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD,
    // Fast settings: a page or a list is compressed once per request, not once per build.
    level: 5,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (_req, res) => COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? '')),
  });
}
