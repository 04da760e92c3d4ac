import { HOSTILE_REDIRECTS } from '../../test-support/src/hostile-input';
import { landingPath, storefrontRedirect } from '../src/landing';

const booker = { status: 'ACTIVE', roles: [] } as const;
const coach = { status: 'ACTIVE', roles: ['coach'] } as const;
const admin = { status: 'ACTIVE', roles: ['super-admin'] } as const;
const pending = { status: 'PENDING', roles: [] } as const;

describe('landing after sign-in (spec §2)', () => {
  it('the stored redirect wins for everyone', () => {
    expect(landingPath(['super-admin'], '/b/bookings?page=2')).toBe('/b/bookings?page=2');
    expect(landingPath([], '/c')).toBe('/c');
  });
  it('without one: super-admin to the console, coach to /c, others to /b', () => {
    expect(landingPath(['super-admin'], null)).toBe('/admin/');
    expect(landingPath(['coach'], null)).toBe('/c');
    expect(landingPath([], null)).toBe('/b');
  });
  it('ignores redirects that leave the site', () => {
    expect(landingPath([], '//evil.example/x')).toBe('/b');
    expect(landingPath([], 'https://evil.example')).toBe('/b');
  });
});

describe('storefront redirects', () => {
  it('/onboarding goes to /onboarding/1 for a pending user', () => {
    expect(storefrontRedirect(pending, '/onboarding')).toBe('/onboarding/1');
    expect(storefrontRedirect(pending, '/onboarding/2')).toBeNull();
  });
  it('a pending user is sent to /onboarding from anywhere else', () => {
    expect(storefrontRedirect(pending, '/')).toBe('/onboarding');
    expect(storefrontRedirect(pending, '/b')).toBe('/onboarding');
  });
  it('a user who is not pending is sent from any /onboarding path to /', () => {
    expect(storefrontRedirect(booker, '/onboarding')).toBe('/');
    expect(storefrontRedirect(coach, '/onboarding/3')).toBe('/');
  });
  it('guests asking for private areas go to sign-in with the path and query', () => {
    expect(storefrontRedirect(null, '/b', '?tab=past')).toBe('/login?redirect=%2Fb%3Ftab%3Dpast');
    expect(storefrontRedirect(null, '/c/schedules')).toBe('/login?redirect=%2Fc%2Fschedules');
    expect(storefrontRedirect(null, '/onboarding/1')).toBe('/login?redirect=%2Fonboarding%2F1');
  });
  it('guest-only pages turn a signed-in user away to their landing', () => {
    expect(storefrontRedirect(coach, '/login')).toBe('/c');
    expect(storefrontRedirect(booker, '/register')).toBe('/b');
    expect(storefrontRedirect(admin, '/login')).toBe('/admin/');
    expect(storefrontRedirect(booker, '/login', '?redirect=%2Fb%2Fx')).toBe('/b/x');
  });
  it.each(HOSTILE_REDIRECTS)('guest-only pages never follow the redirect %j off the site', (target) => {
    const search = `?redirect=${encodeURIComponent(target)}`;
    expect(storefrontRedirect(booker, '/login', search, 'https://coachwork.example')).toBe('/b');
    expect(storefrontRedirect(admin, '/register', search)).toBe('/admin/');
  });
  it('the coach area sends non-coaches to their own area', () => {
    expect(storefrontRedirect(booker, '/c')).toBe('/b');
    expect(storefrontRedirect(coach, '/c')).toBeNull();
  });
  it('public pages show for everyone', () => {
    expect(storefrontRedirect(null, '/')).toBeNull();
    expect(storefrontRedirect(booker, '/')).toBeNull();
    expect(storefrontRedirect(null, '/login')).toBeNull();
  });
});
