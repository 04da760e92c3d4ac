// Where people land (spec §2 "Onboarding and landing", SPEC-DECISIONS): one set of rules for the
// storefront's server (which answers with a redirect) and its browser routes.
import { landingPath, safeRedirectPath } from '@coachwork/contracts';
import type { CurrentUser } from './auth-slice';

type Who = { status: CurrentUser['status']; roles: readonly string[] } | null | undefined;

// The one same-origin check lives in contracts, shared with the gateway.
export { landingPath };

/** Only a same-site path counts as a redirect target; it comes back normalised, or null. */
export function safeRedirect(redirect: string | null | undefined, origin?: string): string | null {
  return safeRedirectPath(redirect, origin);
}

const GUEST_ONLY = new Set(['/login', '/register']);

/** Pages for visitors who are not signed in (sign-in, sign-up); the signed-in are sent on. */
export const isGuestOnlyPath = (pathname: string) => GUEST_ONLY.has(pathname);

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The storefront's redirect for a visit, or null to show the page.
 * `path` is the pathname, `search` the query string with its '?'.
 */
export function storefrontRedirect(user: Who, pathname: string, search = '', origin?: string): string | null {
  const here = `${pathname}${search}`;
  const toSignIn = `/login?redirect=${encodeURIComponent(here)}`;
  if (pathname === '/onboarding' || pathname === '/onboarding/') {
    if (!user) return toSignIn;
    return user.status === 'PENDING' ? '/onboarding/1' : '/';
  }
  if (isUnder(pathname, '/onboarding')) {
    if (!user) return toSignIn;
    return user.status === 'PENDING' ? null : '/';
  }
  if (user?.status === 'PENDING') return '/onboarding';
  if (GUEST_ONLY.has(pathname)) {
    return user ? landingPath(user.roles, new URLSearchParams(search).get('redirect'), origin) : null;
  }
  if (isUnder(pathname, '/b') || isUnder(pathname, '/c')) {
    if (!user) return toSignIn;
    // The coach area is for coaches; anyone else who finds it is shown their own area.
    if (isUnder(pathname, '/c') && !user.roles.includes('coach')) return '/b';
  }
  return null;
}
