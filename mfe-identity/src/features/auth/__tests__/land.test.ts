// The sign-in pages follow `redirect` only within the site (issue 18): after a password or code sign-in,
// and from a mailed link through the stored redirect.
import { HOSTILE_REDIRECTS, SAFE_REDIRECTS } from '../../../../../packages/test-support/src/hostile-input';
import { afterSignIn } from '../components/land';
import { storeRedirect, takeStoredRedirect } from '../components/stored-redirect';

const booker = { status: 'ACTIVE' as const, roles: [] as string[] };
const admin = { status: 'ACTIVE' as const, roles: ['super-admin'] };

describe('landing after sign-in', () => {
  it.each(HOSTILE_REDIRECTS)('never follows %j off the site', (target) => {
    expect(afterSignIn(booker, target)).toBe('/b');
    expect(afterSignIn(admin, target)).toBe('/admin/');
  });

  it.each(SAFE_REDIRECTS)('follows %j', (target) => {
    expect(afterSignIn(booker, target)).toBe(target);
  });

  it('sends a pending account to onboarding first', () => {
    expect(afterSignIn({ status: 'PENDING', roles: [] }, '/b')).toBe('/onboarding/1');
  });
});

describe('the stored redirect (for a mailed link opened later)', () => {
  beforeEach(() => window.localStorage.clear());

  it.each(HOSTILE_REDIRECTS)('does not keep %j', (target) => {
    storeRedirect(target);
    expect(takeStoredRedirect()).toBeNull();
  });

  it('keeps a path on the site once, and refuses one planted in storage by other means', () => {
    storeRedirect('/schedules/x?y=1#z');
    expect(takeStoredRedirect()).toBe('/schedules/x?y=1#z');
    expect(takeStoredRedirect()).toBeNull();
    window.localStorage.setItem('coachwork.redirect', '/%5Cevil.test/magic');
    expect(takeStoredRedirect()).toBeNull();
  });
});
