// What crawlers read before the pages: /robots.txt and /sitemap.xml (the home page, every public
// schedule's detail page and every approved coach's page). The schedules come from the public catalogue through this same gateway,
// so only what the catalogue shows to a guest (PUBLISHED + PUBLIC) is ever listed.
import path from 'node:path';
import { Router } from 'express';
import type { Logger } from '@coachwork/service-kit';

export interface SelfApiAnswer {
  status: number;
  body: unknown;
}

export type SelfApiGet = (path: string) => Promise<SelfApiAnswer>;

/** The sitemap protocol allows 50 000 addresses per file; the catalogue is read 100 at a time. */
export const SITEMAP_MAX_URLS = 50_000;
const PAGE_SIZE = 100;
const SITEMAP_CACHE_MS = 60_000;

/** Pages meant for people who are signed in, or for nobody outside: crawlers need not visit them. */
const PRIVATE_PATHS = ['/admin/', '/b', '/c', '/onboarding', '/login', '/register', '/v1/'];

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', appUrl).href}`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${xml(e.loc)}</loc>${e.lastmod ? `<lastmod>${xml(e.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

interface ScheduleLike {
  id?: unknown;
  updatedAt?: unknown;
}

/** Every public schedule, page by page; a catalogue that does not answer 200 counts as empty. */
async function publicScheduleEntries(apiGet: SelfApiGet, appUrl: string): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let page = 1; entries.length < SITEMAP_MAX_URLS - 1; page += 1) {
    const answer = await apiGet(`/v1/public/workshop-schedules?page=${page}&perPage=${PAGE_SIZE}`);
    if (answer.status !== 200) break;
    const body = answer.body as { data?: ScheduleLike[]; meta?: { lastPage?: number } } | null;
    for (const row of body?.data ?? []) {
      if (typeof row.id !== 'string') continue;
      entries.push({
        loc: new URL(`/schedules/${encodeURIComponent(row.id)}`, appUrl).href,
        ...(typeof row.updatedAt === 'string' ? { lastmod: row.updatedAt } : {}),
      });
    }
    if (!body?.meta?.lastPage || page >= body.meta.lastPage) break;
  }
  return entries.slice(0, SITEMAP_MAX_URLS - 1);
}

/** Every approved coach's page (the public directory lists only those), page by page. */
async function coachEntries(apiGet: SelfApiGet, appUrl: string, room: number): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let page = 1; entries.length < room; page += 1) {
    const answer = await apiGet(`/v1/public/users?page=${page}&perPage=${PAGE_SIZE}`);
    if (answer.status !== 200) break;
    const body = answer.body as { data?: { username?: unknown }[]; meta?: { lastPage?: number } } | null;
    for (const row of body?.data ?? []) {
      if (typeof row.username !== 'string') continue;
      entries.push({ loc: new URL(`/coaches/${encodeURIComponent(row.username)}`, appUrl).href });
    }
    if (!body?.meta?.lastPage || page >= body.meta.lastPage) break;
  }
  return entries.slice(0, room);
}

const OG_IMAGE = path.resolve(__dirname, '..', 'public', 'og-image.png');

export function seoRoutes({
  appUrl,
  apiGetFor,
  logger,
}: {
  appUrl: string;
  apiGetFor: (req: import('express').Request) => SelfApiGet;
  logger: Logger;
}): Router {
  const router = Router();
  // The share image og:image names (drawn by scripts/draw-og-image.mjs), from src and dist alike.
  router.get('/og-image.png', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').sendFile(OG_IMAGE);
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(appUrl));
  });
  // Built at most once a minute however often crawlers ask: each build reads the whole catalogue.
  let cached: { xml: string; at: number } | null = null;
  router.get('/sitemap.xml', async (req, res) => {
    if (!cached || Date.now() - cached.at > SITEMAP_CACHE_MS) {
      let schedules: SitemapEntry[] = [];
      let coaches: SitemapEntry[] = [];
      try {
        schedules = await publicScheduleEntries(apiGetFor(req), appUrl);
      } catch (err) {
        // The home page is still worth listing while the catalogue is down.
        logger.warn({ err }, 'sitemap: the public catalogue could not be read');
      }
      try {
        coaches = await coachEntries(apiGetFor(req), appUrl, SITEMAP_MAX_URLS - 1 - schedules.length);
      } catch (err) {
        logger.warn({ err }, 'sitemap: the coach directory could not be read');
      }
      cached = { xml: sitemapXml([{ loc: new URL('/', appUrl).href }, ...schedules, ...coaches]), at: Date.now() };
    }
    res.type('application/xml').set('Cache-Control', 'public, max-age=600').send(cached.xml);
  });
  return router;
}
