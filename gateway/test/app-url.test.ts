// With no APP_URL, the product's addresses follow the port it listens on: mailed sign-in links,
// robots.txt's sitemap line (og:url and og:image use the same address, see the storefront suite).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootTestGateway, startMailCatcher, type MailCatcher, type TestGateway } from '@coachwork/test-support';
import { localAppUrl, readConfig } from '../src/config';

describe('APP_URL unset', () => {
  it('is the address the gateway listens on, as people open it', () => {
    expect(readConfig({ PORT: '4567' }).APP_URL).toBe('http://localhost:4567');
    expect(readConfig({ PORT: '4567', HOST: '0.0.0.0' }).APP_URL).toBe('http://localhost:4567');
    expect(readConfig({ PORT: '80', HOST: 'coachwork.lan' }).APP_URL).toBe('http://coachwork.lan:80');
    expect(localAppUrl('::', 3001)).toBe('http://localhost:3001');
  });

  it('stays what APP_URL says when it is set', () => {
    expect(readConfig({ PORT: '4567', APP_URL: 'https://coachwork.example.com' }).APP_URL).toBe(
      'https://coachwork.example.com',
    );
  });
});

describe('a gateway on port 4567 without APP_URL', () => {
  let gw: TestGateway;
  let mail: MailCatcher;
  let dataDir: string;
  beforeAll(async () => {
    mail = await startMailCatcher();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'cw-app-url-'));
    gw = await bootTestGateway({ PORT: '4567', SMTP_URL: mail.url, DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await gw.close();
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('mails sign-in links that open the running product', async () => {
    const res = await gw.browser().post('/v1/auth/login-using-token', { email: 'booker@example.com' });
    expect(res.status).toBe(202);
    const message = await mail.waitFor('booker@example.com');
    expect(message.text).toMatch(/http:\/\/localhost:4567\/login\/token\?token=[\w-]+/);
  });

  it("points robots.txt's sitemap at the running product", async () => {
    const res = await gw.browser().get('/robots.txt');
    expect(res.text.split('\n')).toContain('Sitemap: http://localhost:4567/sitemap.xml');
  });

  it('serves the share image og:image names', async () => {
    const res = await gw.browser().get('/og-image.png');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // A PNG, not an error page: the signature bytes.
    expect(Buffer.from(res.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
  });
});
