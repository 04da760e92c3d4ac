import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { consoleAssets } from '../src/console-assets';
import { readConfig } from '../src/config';

function builtTree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'console-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><title>Coachwork</title><div id="root">shell</div>');
  write('shell/dist/main.abc12345.js', 'console.log(1)');
  // A release build: its titles carry no environment suffix.
  write('shell/dist/build.json', '{"id":"r1","branch":"release","env":"production"}');
  write('mfe-workshops/dist/mf-manifest.json', '{"name":"mfe_workshops"}');
  write('mfe-workshops/dist/remoteEntry.js', 'var x');
  write('mfe-workshops/dist/123.deadbeef.js', 'var y');
  return root;
}

/** A well-formed id (console ids are UUIDs); whether it names anything is the page's business. */
const ID = '7d6f0c3e-2b1a-4c5d-9e8f-0a1b2c3d4e5f';

describe('console assets', () => {
  it('is absent until the shell is built', () => {
    expect(consoleAssets({ rootDir: fs.mkdtempSync(path.join(os.tmpdir(), 'empty-')) })).toBeNull();
  });

  const root = builtTree();
  const app = express().use(consoleAssets({ rootDir: root })!);

  it('lists the four remotes with their manifests, uncached', async () => {
    const res = await request(app).get('/admin/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual([
      { name: 'mfe_identity', entry: '/admin/remotes/identity/mf-manifest.json' },
      { name: 'mfe_tenants', entry: '/admin/remotes/tenants/mf-manifest.json' },
      { name: 'mfe_workshops', entry: '/admin/remotes/workshops/mf-manifest.json' },
      { name: 'mfe_bookings', entry: '/admin/remotes/bookings/mf-manifest.json' },
    ]);
  });

  it('serves the shell for client routes so a reload keeps the page', async () => {
    for (const p of ['/admin', '/admin/', '/admin/workshop-templates', `/admin/users/${ID}/edit`]) {
      const res = await request(app).get(p);
      expect(res.status).toBe(200);
      expect(res.text).toContain('shell');
    }
  });

  it('answers 404 with the shell for console paths no route matches', async () => {
    for (const p of [
      '/admin/no-such-page',
      `/admin/users/${ID}/nope`,
      '/admin/workshop-templates/7',
      '/admin/constructor',
      // A parameter that fails its check is no page either (issue 25 item 1): ids are UUIDs, slugs follow the rule.
      '/admin/users/not-a-valid-id',
      '/admin/users/1/edit',
      '/admin/bookings/9/seats',
      '/admin/tenants/acme/edit',
      '/admin/t/Not_A_Slug/job-postings',
      `/admin/t/acme/job-postings/7/edit`,
    ]) {
      const res = await request(app).get(p);
      expect(res.status).toBe(404);
      // People still get the console, which says 'Page Not Found: {path}'.
      expect(res.text).toContain('shell');
      expect(res.text).toContain('<title>Page Not Found | Coachwork</title>');
    }
  });

  it('gives crawlers the 404 status with a minimal body, never the console', async () => {
    const res = await request(app)
      .get('/admin/no-such-page')
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('shell');
    expect(res.text).not.toContain('Return to Home');
  });

  it("titles the console's pages '{page} | Coachwork' before the script runs", async () => {
    expect((await request(app).get('/admin/')).text).toContain('<title>Dashboard | Coachwork</title>');
    expect((await request(app).get(`/admin/users/${ID}/edit`)).text).toContain('<title>Users | Coachwork</title>');
    expect((await request(app).get('/admin/login')).text).toContain('<title>Login | Coachwork</title>');
  });

  it('adds the environment suffix outside release builds, as the browser does, from the first byte (issue 25 item 14)', async () => {
    const staging = builtTree();
    fs.writeFileSync(path.join(staging, 'shell/dist/build.json'), '{"id":"s1","branch":"main","env":"staging"}');
    const stagingApp = express().use(consoleAssets({ rootDir: staging })!);
    expect((await request(stagingApp).get('/admin/')).text).toContain('<title>Dashboard | Coachwork (staging)</title>');
    expect((await request(stagingApp).get('/admin/nope')).text).toContain(
      '<title>Page Not Found | Coachwork (staging)</title>',
    );
    // A build without its label: the browser's defaults (branch main, development).
    const unlabelled = builtTree();
    fs.rmSync(path.join(unlabelled, 'shell/dist/build.json'));
    const unlabelledApp = express().use(consoleAssets({ rootDir: unlabelled })!);
    expect((await request(unlabelledApp).get('/admin/users')).text).toContain(
      '<title>Users | Coachwork (development)</title>',
    );
  });

  it('serves every spec §2 console route, /admin/register included', async () => {
    const paths = ['/admin/roles/create', `/admin/roles/${ID}/edit`, `/admin/tenants/${ID}/edit`, `/admin/bookings/${ID}/seats`,
      `/admin/vouchers/${ID}`, `/admin/workshops/${ID}/resources`, `/admin/users/${ID}/coach-profile`, '/admin/register',
      `/admin/tenants/${ID}/members`, '/admin/t', '/admin/t/acme/job-postings', `/admin/t/acme/job-postings/${ID}/edit`];
    for (const p of paths) expect([p, (await request(app).get(p)).status]).toEqual([p, 200]);
  });

  it('serves remote files with no-cache manifests and immutable chunks', async () => {
    const manifest = await request(app).get('/admin/remotes/workshops/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app).get('/admin/remotes/workshops/123.deadbeef.js');
    expect(chunk.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers 404 for a missing asset instead of the app', async () => {
    expect((await request(app).get('/admin/remotes/workshops/nope.js')).status).toBe(404);
    expect((await request(app).get('/admin/missing.js')).status).toBe(404);
  });
});

describe('REMOTE_<NAME>_URL', () => {
  const manifest = 'https://tenants.cdn.example.com/v7/mf-manifest.json';

  it('lists that remote at its own host and the others at the gateway', async () => {
    const { remoteUrls } = readConfig({ REMOTE_MFE_TENANTS_URL: manifest });
    const app = express().use(consoleAssets({ rootDir: builtTree(), remoteUrls })!);
    const res = await request(app).get('/admin/remotes.json');
    expect(res.body).toContainEqual({ name: 'mfe_tenants', entry: manifest });
    expect(res.body).toContainEqual({
      name: 'mfe_workshops',
      entry: '/admin/remotes/workshops/mf-manifest.json',
    });
  });

  it('refuses a value that is not a URL', () => {
    expect(() => readConfig({ REMOTE_MFE_TENANTS_URL: 'tenants.example' })).toThrow(
      /REMOTE_MFE_TENANTS_URL: must be the URL of a remote's mf-manifest\.json/,
    );
  });
});
