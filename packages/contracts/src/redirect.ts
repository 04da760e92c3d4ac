// Where a `redirect=` may send someone after sign-in: one check for every place that follows one (the
// gateway's OAuth connect, the storefront's server, the sign-in pages of the storefront and the console).
// Browsers read '\' as '/', drop tabs and newlines inside URLs and strip control characters at the ends,
// so a test on the raw text ('starts with //') lets '/\evil.test' or '/%09/evil.test' leave the site.
// Instead the target is resolved against the site's own origin the way a browser resolves it.

/** Stands in for the site's origin where the caller has none at hand (only paths are accepted anyway). */
const SITE_ORIGIN = 'http://coachwork.invalid';

/** A redirect longer than this is refused rather than cut (a cut one would land somewhere else). */
export const REDIRECT_MAX_LENGTH = 2000;

// C0 and C1 control characters and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

function originOf(origin: string | undefined): string | null {
  try {
    return new URL(origin ?? SITE_ORIGIN).origin;
  } catch {
    return null;
  }
}

/** Decodes %XX escapes once; null when the escapes are malformed. */
function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The normalised same-origin path (path, query and hash) a redirect target stands for, or null when it
 * would leave the site or is not a path at all. `origin` is the site's own (`location.origin`,
 * `APP_URL`); without it only the path matters. Refused: other schemes (`javascript:`, `http://`),
 * protocol-relative forms (`//`, `///`, `/\`), and paths that become one of those once decoded again
 * (`/%2F/evil.test`, `/%5Cevil.test`, `/%09/evil.test`), since a later decode must not turn them into
 * another host.
 */
export function safeRedirectPath(target: unknown, origin?: string): string | null {
  if (typeof target !== 'string' || target.length > REDIRECT_MAX_LENGTH) return null;
  const cleaned = target.replace(CONTROL_CHARACTERS, '');
  if (!cleaned.startsWith('/')) return null;
  const site = originOf(origin);
  if (!site) return null;
  let url: URL;
  try {
    url = new URL(cleaned, site);
  } catch {
    return null;
  }
  if (url.origin !== site) return null;
  // However often the path is decoded later, it must still be a path on this site.
  let path = url.pathname;
  for (let round = 0; ; round++) {
    const browserView = path.replace(CONTROL_CHARACTERS, '').replace(/\\/g, '/');
    if (!browserView.startsWith('/') || browserView.startsWith('//')) return null;
    const decoded = decodeOnce(path);
    if (decoded === null) return null;
    if (decoded === path) break;
    // Layer upon layer of escapes has no honest use.
    if (round === 3) return null;
    path = decoded;
  }
  const result = `${url.pathname}${url.search}${url.hash}`;
  return result.length > REDIRECT_MAX_LENGTH ? null : result;
}

/**
 * After sign-in (spec §2, SPEC-DECISIONS): a safe redirect wins for everyone; else a super-admin goes to
 * the console, a coach to /c, everyone else to /b.
 */
export function landingPath(
  roles: readonly string[],
  redirect: string | null | undefined,
  origin?: string,
): string {
  const target = safeRedirectPath(redirect, origin);
  if (target) return target;
  if (roles.includes('super-admin')) return '/admin/';
  if (roles.includes('coach')) return '/c';
  return '/b';
}
