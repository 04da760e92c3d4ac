import { bootTestGateway, type TestGateway } from '@coachwork/test-support';
import { robotsTxt, sitemapXml } from '../src/seo';

let gw: TestGateway;
beforeAll(async () => {
  gw = await bootTestGateway({ APP_URL: 'https://coachwork.example.com' });
});
afterAll(async () => {
  await gw.close();
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the signed-in areas and points at the sitemap on the public address', async () => {
    const res = await gw.browser().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    for (const path of ['/admin/', '/b', '/c', '/onboarding', '/v1/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://coachwork.example.com/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the home page on the public address as XML', async () => {
    const res = await gw.browser().get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(res.text).toContain('<loc>https://coachwork.example.com/</loc>');
  });

  it('lists the approved coaches’ pages, and nobody else', async () => {
    const res = await gw.browser().get('/sitemap.xml');
    expect(res.text).toContain('<loc>https://coachwork.example.com/coaches/coach</loc>');
    expect(res.text).not.toContain('/coaches/admin<');
    expect(res.text).not.toContain('/coaches/booker<');
  });
});

describe('sitemapXml', () => {
  it('escapes addresses so a query string stays valid XML', () => {
    const out = sitemapXml([{ loc: 'https://x.example/?a=1&b=<2>', lastmod: '2026-11-22T10:00:00.000Z' }]);
    expect(out).toContain('<loc>https://x.example/?a=1&amp;b=&lt;2&gt;</loc>');
    expect(out).toContain('<lastmod>2026-11-22T10:00:00.000Z</lastmod>');
  });

  it('robots.txt follows a product served under another origin', () => {
    expect(robotsTxt('http://localhost:3000')).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
