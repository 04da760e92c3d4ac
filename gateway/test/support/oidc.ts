// Starts the real OpenID provider of oidc-provider.mjs in its own process, and drives its sign-in
// with plain HTTP requests the way a browser would (cookies kept, redirects followed by hand).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@coachwork/test-support';

export interface TestProviderOptions {
  clients: Record<string, unknown>[];
  /** account id (the `sub`) → its claims (email, email_verified, given_name, family_name). */
  accounts: Record<string, Record<string, unknown>>;
}

export async function startOidcProvider(options: TestProviderOptions) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'oidc-provider.mjs')], {
    env: { ...process.env, OIDC_TEST_CONFIG: JSON.stringify({ port, ...options }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (c: Buffer) => (errors += c.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`provider did not start: ${errors}`)), 15_000);
    child.stdout!.on('data', (c: Buffer) => {
      const m = /ready (\S+)/.exec(c.toString());
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`provider exited with ${code}: ${errors}`)));
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A browser's session at the provider: a cookie jar and redirects followed one at a time. */
export class ProviderBrowser {
  private jar = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  /**
   * From the provider's authorization URL to the redirect back to the product: signs in as
   * `account` on the provider's login page. Returns the URL the provider sends the browser to.
   */
  async signIn(authorizationUrl: string, account: string, productOrigin: string): Promise<URL> {
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin === productOrigin) return url;
      const interaction = /^\/interaction\/([^/]+)$/.exec(url.pathname);
      let res: Response;
      if (interaction) {
        const page = await this.request(url.toString());
        if (page.status !== 200) throw new Error(`login page answered ${page.status}: ${await page.text()}`);
        await page.text();
        res = await this.request(`${url.origin}/interaction/${interaction[1]}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ login: account }).toString(),
        });
      } else {
        res = await this.request(url.toString());
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`${url} answered ${res.status} without a redirect: ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error('too many redirects at the provider');
  }
}
