// What a page says about itself in the document's <head>: its title, description, preview image,
// canonical address, indexing and structured data. The server writes it into the HTML; after hydration
// each page applies its own on the client (use-page-meta.ts), so a navigation that never reaches the
// server still leaves the tab, the bookmarks and the share previews right.
import { siteMetadata } from '@coachwork/web-kit';

export interface PageMeta {
  title: string;
  description: string;
  /** A page's own picture for link previews (a workshop's image). */
  image?: string | null;
  /** Kept out of search engines (pages reached by a private link). */
  noindex?: boolean;
  /** The page's one address for search engines (a path; without a query). */
  canonical?: string;
  /** schema.org data (Event, Person) as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

export const NOT_FOUND_META: PageMeta = { title: 'Page Not Found', description: siteMetadata.description };

/** The meta of a page that has no data of its own (and of the content pages before their data). */
export function metaFor(pathname: string, known: boolean): PageMeta {
  if (!known) return NOT_FOUND_META;
  if (pathname === '/login' || pathname === '/login/token') return { title: 'Sign in', description: 'Sign in to book seats and manage your workshops.' };
  if (pathname === '/register') return { title: 'Sign up', description: 'Create your Coachwork account.' };
  if (pathname.startsWith('/onboarding')) return { title: 'Welcome', description: siteMetadata.description };
  if (pathname.startsWith('/waitlist/')) return { title: 'Waitlist', description: siteMetadata.description, noindex: true };
  if (pathname.startsWith('/b')) return { title: 'My bookings', description: siteMetadata.description };
  if (pathname.startsWith('/c')) return { title: 'Coach area', description: siteMetadata.description };
  return { title: 'Workshops', description: siteMetadata.description };
}

/** Pages that apply their meta themselves, from their data (the others get metaFor's). */
export const hasOwnMeta = (pathname: string) => pathname === '/' || /^\/(schedules|coaches|invitations)\/[^/]+\/?$/.test(pathname);
