// The back office's routes of spec §2 in one place: the shell builds its menu and sections from it,
// the remotes' section pages follow it, and the gateway answers 404 for any /admin path it lacks
// (so a missing console page is a 404 to curl and crawlers, not a 200 with an app shell).

import { SLUG_MIN_LENGTH, SLUG_PATTERN } from './schemas/fields.schema';
import { UUID_PATTERN } from './schemas/schema-helpers';

export const PRODUCT_NAME = 'Coachwork';

/** What a front end's build says about itself (its build.json, also compiled into its bundle). */
export interface BuildLabel {
  branch: string;
  env: string;
}

/**
 * '{page} | Coachwork', and outside release builds '{page} | Coachwork ({env})' so tabs tell
 * environments apart. One rule for the browser (web-kit's pageTitle) and the gateway's server-rendered
 * console title, so the tab does not change once the script runs.
 */
export function titleForBuild(page: string, build: BuildLabel): string {
  const title = `${page} | ${PRODUCT_NAME}`;
  return build.branch === 'release' ? title : `${title} (${build.env})`;
}

export interface ConsoleSection {
  path: string;
  title: string;
  /** The Module Federation remote that renders the section. */
  remote: string;
  /** Sub-pages below the section, relative, with `:param` segments ('' is the list). */
  pages: readonly string[];
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: 'roles', title: 'Roles', remote: 'mfe_identity', pages: ['', 'create', ':id', ':id/edit'] },
  {
    path: 'users',
    title: 'Users',
    remote: 'mfe_identity',
    pages: ['', ':id', ':id/edit', ':id/payouts', ':id/workshops', ':id/coach-profile'],
  },
  {
    path: 'tenants',
    title: 'Tenants',
    remote: 'mfe_tenants',
    pages: ['', 'create', ':id/edit', ':id', ':id/members', ':id/job-postings'],
  },
  // The current tenant's pages: /t/{slug}/job-postings (the slug route parameter, spec §2).
  {
    path: 't',
    title: 'Job Postings',
    remote: 'mfe_tenants',
    pages: ['', ':slug', ':slug/job-postings', ':slug/job-postings/create', ':slug/job-postings/:id/edit'],
  },
  { path: 'bookings', title: 'Bookings', remote: 'mfe_bookings', pages: ['', ':id', ':id/seats', ':id/payments'] },
  { path: 'vouchers', title: 'Vouchers', remote: 'mfe_bookings', pages: ['', 'create', ':id', ':id/edit'] },
  { path: 'audit-log', title: 'Audit Log', remote: 'mfe_bookings', pages: [''] },
  // Reviews (issue 28 item 1): every review, hidden ones too, and hiding one with a reason.
  { path: 'reviews', title: 'Reviews', remote: 'mfe_bookings', pages: [''] },
  // Outgoing webhooks (issue 28 item 3): endpoints, and one endpoint's deliveries.
  { path: 'webhooks', title: 'Webhooks', remote: 'mfe_tenants', pages: ['', ':id'] },
  {
    path: 'workshops',
    title: 'Workshops',
    remote: 'mfe_workshops',
    pages: ['', ':id', ':id/history', ':id/payouts', ':id/calendar', ':id/invoices', ':id/resources'],
  },
  { path: 'workshop-schedules', title: 'Workshop Schedules', remote: 'mfe_workshops', pages: [''] },
  { path: 'workshop-templates', title: 'Workshop Templates', remote: 'mfe_workshops', pages: [''] },
];

/** Routes outside the sections, relative to /admin, with their page titles. */
export const CONSOLE_PAGES: Readonly<Record<string, string>> = {
  '': 'Dashboard',
  login: 'Login',
  register: 'Register',
};

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Each console route parameter and the check it must pass (spec §2: a page whose parameter fails its
 * check is 'Page Not Found'): ids are UUIDs, tenant slugs follow the slug rule. The console's routes
 * (web-kit's CheckedParams) and the gateway's 404 read the same checks.
 */
export const CONSOLE_PARAM_CHECKS: Readonly<Record<string, (value: string) => boolean>> = {
  id: (value) => UUID_PATTERN.test(value),
  slug: (value) => value.length >= SLUG_MIN_LENGTH && SLUG_PATTERN.test(value),
};

function matches(pattern: string[], actual: string[]): boolean {
  return (
    pattern.length === actual.length &&
    pattern.every((part, i) => {
      const value = actual[i] ?? '';
      if (!part.startsWith(':')) return part === value;
      const check = CONSOLE_PARAM_CHECKS[part.slice(1)];
      return value !== '' && (!check || check(value));
    })
  );
}

/**
 * The page title of a console path (below /admin, e.g. '/users/7/edit'), or null when no console
 * route matches it. Section pages carry their section's title.
 */
export function consolePageTitle(path: string): string | null {
  let parts: string[];
  try {
    parts = segments(path).map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
  const top = parts.join('/');
  if (parts.length <= 1 && Object.hasOwn(CONSOLE_PAGES, top)) return CONSOLE_PAGES[top] ?? null;
  const section = CONSOLE_SECTIONS.find((s) => s.path === parts[0]);
  if (!section) return null;
  const rest = parts.slice(1);
  return section.pages.some((page) => matches(segments(page), rest)) ? section.title : null;
}
