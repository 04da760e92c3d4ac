// Static assets with their build-time brotli and gzip copies (scripts/precompress.js): the smallest
// variant the browser accepts, with the original's type and caching, and `Vary: Accept-Encoding` so a
// shared cache keeps one copy per encoding.
import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { preferredEncoding } from './accept-encoding';

const VARIANTS = [
  { encoding: 'br', ext: '.br' },
  { encoding: 'gzip', ext: '.gz' },
] as const;

type StaticOptions = Parameters<typeof express.static>[1];

/** Serves `dir` like express.static, preferring file.br or file.gz where the client accepts it. */
export function precompressedStatic(dir: string, options: StaticOptions = {}): RequestHandler[] {
  const root = path.resolve(dir);
  const negotiate: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep) || relative.includes('\0')) return next();
    const available = VARIANTS.filter((v) => fs.existsSync(file + v.ext));
    if (!available.length) return next();
    res.vary('Accept-Encoding');
    const accepted = preferredEncoding(
      req,
      available.map((v) => v.encoding),
    );
    const variant = available.find((v) => v.encoding === accepted);
    if (!variant) return next();
    res.type(path.extname(file));
    res.set('Content-Encoding', variant.encoding);
    options.setHeaders?.(res, file, fs.statSync(file));
    res.sendFile(file + variant.ext, (err) => {
      if (err && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
  return [negotiate, express.static(root, options)];
}
