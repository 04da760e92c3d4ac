import { landingPath, safeRedirectPath } from '../src';
// Relative: the table has no dependencies, the helpers' entry point has many.
import { HOSTILE_REDIRECTS, SAFE_REDIRECTS } from '../../test-support/src/hostile-input';

describe('safeRedirectPath', () => {
  it.each(HOSTILE_REDIRECTS)('refuses %j', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
    expect(safeRedirectPath(target, 'https://coachwork.example')).toBeNull();
  });

  it.each(SAFE_REDIRECTS)('keeps %j as it is', (target) => {
    expect(safeRedirectPath(target)).toBe(target);
    expect(safeRedirectPath(target, 'https://coachwork.example')).toBe(target);
  });

  it('normalises what it keeps the way a browser would read it', () => {
    expect(safeRedirectPath('/b/../c')).toBe('/c');
    expect(safeRedirectPath('/a\\b')).toBe('/a/b');
    expect(safeRedirectPath('/a\tb\nc')).toBe('/abc');
    expect(safeRedirectPath('/a b')).toBe('/a%20b');
  });

  it('accepts the site itself spelt out, as its path', () => {
    expect(safeRedirectPath('//coachwork.example/b?x=1', 'https://coachwork.example')).toBe('/b?x=1');
    expect(safeRedirectPath('//coachwork.example/b', 'https://other.example')).toBeNull();
  });

  it('refuses anything that is not text', () => {
    for (const value of [null, undefined, 42, ['/b'], { toString: () => '/b' }]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });
});

describe('landingPath', () => {
  it('keeps a safe redirect for everyone', () => {
    expect(landingPath(['super-admin'], '/b/bookings?page=2')).toBe('/b/bookings?page=2');
    expect(landingPath([], '/admin/users/1')).toBe('/admin/users/1');
  });

  it.each(HOSTILE_REDIRECTS)('falls back to the default landing for %j', (target) => {
    expect(landingPath(['super-admin'], target)).toBe('/admin/');
    expect(landingPath(['coach'], target)).toBe('/c');
    expect(landingPath([], target)).toBe('/b');
  });
});
