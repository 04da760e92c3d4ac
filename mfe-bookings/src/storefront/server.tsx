// Server rendering for the gateway: resolves who is asking, applies the landing rules (as a redirect),
// loads the page's data into the store, and streams the HTML with react-dom/server. The store's state
// goes into the page as JSON so the browser hydrates without asking again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import {
  authApi,
  authSlice,
  I18nProvider,
  isCrawler,
  isLanguage,
  LANGUAGE_COOKIE,
  makeStore,
  pageTitle,
  pickLanguage,
  siteMetadata,
  storefrontRedirect,
  type CurrentUser,
  type Language,
} from '@coachwork/web-kit';
import { BASE_CSS, COLOR_MODE_BOOT_SCRIPT } from '@coachwork/web-kit/styles';
import {
  homeQuery,
  queryString,
  storefrontApi,
  EMPTY_LIST,
  type PublicCoach,
  type PublicScheduleDetail,
  type PublicScheduleList,
  type PublicScheduleQuery,
} from './api';
import { otherDatesQuery } from './pages/schedule/other-dates';
import { coachSchedulesQuery } from './pages/coach-page';
import { jsonLdText } from './structured-data';
import type { InvitationDto } from '@coachwork/contracts';
import { coachMeta, invitationMeta, scheduleMeta } from './content-meta';
import { metaFor, type PageMeta } from './route-meta';
import { isKnownPath, isLazyPath, StorefrontApp } from './app';
import { invitationApi } from './invitation-api';
import { scheduleDetailApi } from './schedule-api';
import { serializeState, STATE_SCRIPT_ID } from './state';
import { STOREFRONT_CSS } from './styles';
import { PAGES_CSS } from './pages-styles';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface RenderOptions {
  /** GET on the gateway's own /v1 with the visitor's cookies. */
  apiGet: (path: string, cookie: string | undefined) => Promise<ApiAnswer>;
  /** The browser entry, e.g. '/assets/storefront/main.js'. */
  scripts: string[];
  /** Absolute origin for Open Graph URLs, e.g. 'https://coachwork.example'. */
  origin?: string;
}

export { COLOR_MODE_BOOT_SCRIPT };

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** '/schedules/{id}' → id. */
const SCHEDULE_PATH = /^\/schedules\/([^/]+)\/?$/;
/** '/coaches/{username}' → username. */
const COACH_PATH = /^\/coaches\/([^/]+)\/?$/;
/** '/invitations/{token}' → token. */
const INVITATION_PATH = /^\/invitations\/([^/]+)\/?$/;

/** A path segment as the router reads it; a malformed escape is kept as it is (the page is then a 404). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function head(meta: PageMeta, url: string, origin: string | undefined, lang: Language): string {
  const title = escapeHtml(pageTitle(meta.title));
  const description = escapeHtml(meta.description);
  const absolute = (path: string) => (origin && path.startsWith('/') ? `${origin}${path}` : path);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23eab308'/%3E%3Ctext x='16' y='23' font-family='system-ui,sans-serif' font-size='19' font-weight='800' text-anchor='middle' fill='%231c1917'%3EC%3C/text%3E%3C/svg%3E">
<title>${title}</title>
<meta name="description" content="${description}">${meta.noindex ? '\n<meta name="robots" content="noindex">' : ''}
<meta property="og:site_name" content="${escapeHtml(siteMetadata.name)}">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${escapeHtml(absolute(meta.canonical ?? url))}">${meta.canonical ? `\n<link rel="canonical" href="${escapeHtml(absolute(meta.canonical))}">` : ''}${meta.jsonLd ? `\n<script type="application/ld+json">${jsonLdText(meta.jsonLd)}</script>` : ''}
<meta property="og:image" content="${escapeHtml(absolute(meta.image || siteMetadata.ogImageLink))}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:site" content="${escapeHtml(siteMetadata.twitterSite)}">
<script>${COLOR_MODE_BOOT_SCRIPT}</script>
<style id="cw-base">${BASE_CSS}</style>
<style id="cw-storefront">${STOREFRONT_CSS}</style>
<style id="cw-pages">${PAGES_CSS}</style>
</head>
<body>
<div id="root">`;
}

async function loadUser(options: RenderOptions, cookie: string | undefined): Promise<CurrentUser | null> {
  if (!cookie) return null;
  const { status, body } = await options.apiGet('/v1/auth/user', cookie);
  if (status === 200) return (body as { data: CurrentUser }).data;
  // 401/419 are "signed out"; anything else is logged and treated the same (spec §8).
  if (status !== 401 && status !== 419) console.warn(`[storefront] identity load answered ${status}`);
  return null;
}

async function loadHome(options: RenderOptions, search: string): Promise<PublicScheduleList> {
  return loadList(options, homeQuery(search));
}

/** A catalogue page as the browser's getPublicSchedules would read it. */
async function loadList(options: RenderOptions, query: PublicScheduleQuery): Promise<PublicScheduleList> {
  const { status, body } = await options.apiGet(
    `/v1/public/workshop-schedules?${queryString(query)}`,
    undefined,
  );
  if (status === 200) return body as PublicScheduleList;
  // The browser's query treats a refused filter as no results; the server must render the same.
  if (status !== 404 && status !== 422) {
    throw Object.assign(new Error('The catalogue could not be loaded.'), { status });
  }
  return EMPTY_LIST;
}

/** The schedule, or null when the catalogue has no public page for it (unknown, PRIVATE, draft...). */
async function loadSchedule(options: RenderOptions, id: string): Promise<PublicScheduleDetail | null> {
  const { status, body } = await options.apiGet(
    `/v1/public/workshop-schedules/${encodeURIComponent(id)}`,
    undefined,
  );
  if (status === 200) return (body as { data: PublicScheduleDetail }).data;
  if (status === 404) return null;
  throw Object.assign(new Error('The schedule could not be loaded.'), { status });
}

/** The invitation behind a mailed link, or null when no invitation has this token. */
async function loadInvitation(options: RenderOptions, token: string): Promise<InvitationDto | null> {
  const { status, body } = await options.apiGet(`/v1/invitations/${encodeURIComponent(token)}`, undefined);
  if (status === 200) return (body as { data: InvitationDto }).data;
  if (status === 404) return null;
  throw Object.assign(new Error('The invitation could not be loaded.'), { status });
}

/** The coach's public profile, or null when identity does not serve one (the page shows the username). */
async function loadCoach(options: RenderOptions, id: string): Promise<PublicCoach | null> {
  try {
    const { status, body } = await options.apiGet(`/v1/public/users/${encodeURIComponent(id)}`, undefined);
    return status === 200 ? ((body as { data: PublicCoach }).data ?? null) : null;
  } catch {
    return null;
  }
}

/** A coach page's coach: null when identity has no public profile under this name (only approved coaches). */
async function loadCoachPage(options: RenderOptions, username: string): Promise<PublicCoach | null> {
  const { status, body } = await options.apiGet(
    `/v1/public/users/${encodeURIComponent(username)}`,
    undefined,
  );
  if (status === 200) return (body as { data: PublicCoach }).data;
  if (status === 404) return null;
  throw Object.assign(new Error('The coach could not be loaded.'), { status });
}

/** Answers one page request: a redirect, or the streamed page. */
export async function renderStorefront(
  req: IncomingMessage,
  res: ServerResponse,
  options: RenderOptions,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://storefront.local');
  const { pathname, search } = url;
  const cookie = req.headers.cookie;
  const crawler = isCrawler(req.headers['user-agent']);

  // ?lang=de (the language links, which work without JavaScript): remembered, and the page shown
  // again at its own address in that language.
  const chosen = url.searchParams.get(LANGUAGE_COOKIE);
  if (chosen !== null) {
    url.searchParams.delete(LANGUAGE_COOKIE);
    res.statusCode = 302;
    if (isLanguage(chosen))
      res.setHeader('Set-Cookie', `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax`);
    res.setHeader('Location', `${pathname}${url.search}`);
    res.setHeader('Cache-Control', 'no-store');
    res.end();
    return;
  }
  const user = await loadUser(options, cookie);
  // The account's language first, then the visitor's choice or browser (issue 28 item 5).
  const lang =
    user && isLanguage(user.language) ? user.language : pickLanguage(cookie, req.headers['accept-language']);
  const redirect = storefrontRedirect(user, pathname, search, options.origin);
  if (redirect) {
    res.statusCode = 302;
    res.setHeader('Location', redirect);
    res.setHeader('Cache-Control', 'no-store');
    res.end();
    return;
  }

  const store = makeStore();
  try {
    if (user) {
      store.dispatch(authSlice.actions.set(user));
      await store.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
    } else {
      store.dispatch(authSlice.actions.cleared());
    }
    let known = isKnownPath(pathname);
    let meta = metaFor(pathname, known);
    if (pathname === '/') {
      const list = await loadHome(options, search);
      await store.dispatch(storefrontApi.util.upsertQueryData('getPublicSchedules', homeQuery(search), list));
    }
    const scheduleId = SCHEDULE_PATH.exec(pathname)?.[1];
    if (scheduleId) {
      const id = decodeSegment(scheduleId);
      const schedule = await loadSchedule(options, id);
      await store.dispatch(scheduleDetailApi.util.upsertQueryData('getPublicSchedule', id, schedule));
      if (schedule) {
        const coach = await loadCoach(options, schedule.coachId);
        await store.dispatch(
          scheduleDetailApi.util.upsertQueryData('getPublicCoach', schedule.coachId, coach),
        );
        const dates = otherDatesQuery(schedule.workshopId);
        await store.dispatch(
          storefrontApi.util.upsertQueryData('getPublicSchedules', dates, await loadList(options, dates)),
        );
        meta = scheduleMeta(schedule, coach, options.origin);
      } else {
        // Unknown, PRIVATE, draft or trashed: 'Page Not Found: {path}' with a 404.
        known = false;
        meta = metaFor(pathname, false);
      }
    }
    const coachKey = COACH_PATH.exec(pathname)?.[1];
    if (coachKey) {
      const username = decodeSegment(coachKey);
      const coach = await loadCoachPage(options, username);
      await store.dispatch(scheduleDetailApi.util.upsertQueryData('getPublicCoach', username, coach));
      if (coach) {
        const upcoming = coachSchedulesQuery(coach.id);
        await store.dispatch(
          storefrontApi.util.upsertQueryData(
            'getPublicSchedules',
            upcoming,
            await loadList(options, upcoming),
          ),
        );
        meta = coachMeta(coach, options.origin);
      } else {
        // Not an approved coach (or nobody): 'Page Not Found: {path}' with a 404.
        known = false;
        meta = metaFor(pathname, false);
      }
    }
    const token = INVITATION_PATH.exec(pathname)?.[1];
    let missing = false;
    if (token) {
      const value = decodeSegment(token);
      const invitation = await loadInvitation(options, value);
      await store.dispatch(invitationApi.util.upsertQueryData('getInvitation', value, invitation));
      // An unknown token: the page says the link is not valid, with a 404.
      missing = invitation === null;
      meta = invitationMeta(invitation);
    }
    const status = known && !missing ? 200 : 404;
    const stateJson = serializeState(store.getState());
    const tail =
      `</div><script type="application/json" id="${STATE_SCRIPT_ID}">${stateJson}</script>` +
      options.scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('') +
      `<noscript><style>.cw-needs-js{display:none}</style></noscript></body></html>`;

    let stop: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      const body = new PassThrough();
      const stream = renderToPipeableStream(
        <Provider store={store}>
          <I18nProvider lang={lang}>
            <StaticRouter location={`${pathname}${search}`}>
              <StorefrontApp />
            </StaticRouter>
          </I18nProvider>
        </Provider>,
        {
          // Crawlers get the whole document at once; people get the shell as soon as it is ready.
          // Lazy pages too, so their HTML arrives whole (a streamed fallback would need an inline script).
          [crawler || isLazyPath(pathname) ? 'onAllReady' : 'onShellReady']() {
            res.statusCode = failed ? 500 : status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', user ? 'private, no-store' : 'no-cache');
            res.setHeader('Content-Language', lang);
            // A shared cache keeps one copy per language.
            res.setHeader('Vary', 'Cookie, Accept-Language');
            res.write(head(meta, `${pathname}${search}`, options.origin, lang));
            body.on('data', (chunk: Buffer) => res.write(chunk));
            body.on('end', () => {
              res.end(tail);
              resolve();
            });
            stream.pipe(body);
          },
          onShellError(error: unknown) {
            reject(error instanceof Error ? error : new Error(String(error)));
          },
          onError(error: unknown) {
            failed = true;
            console.error('[storefront] render error', error);
          },
        },
      );
      // A render still running after 10 s is given up; one that ended needs no timer holding it.
      stop = setTimeout(() => stream.abort(), 10_000).unref();
    });
    clearTimeout(stop);
  } finally {
    // RTK Query keeps an answer for a while after its last use, on a timer that holds the whole store.
    // Here a store serves one page: kept, every page rendered in the last minute stayed in memory
    // with its data (3,300 stores, over 100 MB, under the soak's load). Cleared once the page is out.
    store.dispatch(storefrontApi.util.resetApiState());
  }
}
