// What the browser stories share beyond starting the product: signing in on a page, /v1 calls with a
// browser context's session and CSRF token, and the demo copies of mailed messages.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { BrowserContext, Page } from 'playwright-core';
import { eventually } from '@coachwork/test-support';

/** Signs in with a password on the sign-in page at `url` (the storefront's /login or the console's). */
export async function signIn(page: Page, url: string, email: string, password = 'Password123') {
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A /v1 call with a browser context's cookies (its session and CSRF token), as the pages make them. */
export async function api(
  context: BrowserContext,
  base: string,
  method: string,
  route: string,
  data?: unknown,
) {
  const xsrf = async () => (await context.cookies(base)).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (method !== 'GET' && !(await xsrf())) await context.request.get(`${base}/v1/csrf-cookie`);
  const token = await xsrf();
  const res = await context.request.fetch(`${base}/v1${route}`, {
    method,
    data,
    headers: token ? { 'X-XSRF-TOKEN': decodeURIComponent(token) } : {},
  });
  const text = await res.text();
  return { status: res.status(), body: text ? JSON.parse(text) : null };
}

/** The text of the newest demo mail copy (under DATA_DIR/mail) to `address` whose text matches `pattern`. */
export async function mailTo(dataDir: string, address: string, pattern: RegExp): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  return eventually<string | undefined>(
    async () => {
      if (!fs.existsSync(dir)) return undefined;
      for (const file of fs.readdirSync(dir).sort().reverse()) {
        const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
        const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
        if (to.includes(address) && pattern.test(mail.text ?? '')) return mail.text!;
      }
      return undefined;
    },
    20_000,
    250,
  ) as Promise<string>;
}
