import { pageTitle, readBuildInfo, siteMetadata, PRODUCT_NAME } from '../src/meta';

describe('pageTitle', () => {
  it('is "{page} | Coachwork" in release builds', () => {
    expect(pageTitle('Bookings', { branch: 'release', env: 'production' })).toBe('Bookings | Coachwork');
  });

  it('names the environment in every other build', () => {
    expect(pageTitle('Bookings', { branch: 'main', env: 'staging' })).toBe('Bookings | Coachwork (staging)');
  });

  it('uses the injected build info by default', () => {
    expect(pageTitle('Roles')).toBe('Roles | Coachwork (development)');
  });
});

describe('readBuildInfo', () => {
  afterEach(() => {
    delete globalThis.__COACHWORK_BUILD__;
  });

  it('defaults to main / development', () => {
    expect(readBuildInfo()).toEqual({ branch: 'main', env: 'development' });
  });

  it('reads what the build injected', () => {
    globalThis.__COACHWORK_BUILD__ = { branch: 'release', env: 'production' };
    expect(readBuildInfo()).toEqual({ branch: 'release', env: 'production' });
  });
});

it('describes the site under the product name', () => {
  expect(PRODUCT_NAME).toBe('Coachwork');
  expect(Object.keys(siteMetadata).sort()).toEqual(['description', 'name', 'ogImageLink', 'twitterSite']);
  expect(siteMetadata.name).toBe('Coachwork');
});
