// Identity in a real Chromium against the real product: sign-up with a mailed code (read from a real SMTP
// server on loopback), the onboarding wizard, and every settings card saving on its own.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { eventually, startMailCatcher, type MailCatcher } from '@coachwork/test-support';
import { launchChromium, ROOT, startProduct, type RunningProduct } from './support/product';

jest.setTimeout(120_000);

const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');

let mail: MailCatcher;
let product: RunningProduct;
let base: string;
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  mail = await startMailCatcher();
  product = await startProduct({
    SMTP_URL: mail.url,
    MAIL_RATE_LIMIT_MAX: '50',
    MAIL_RATE_LIMIT_IP_MAX: '100',
  });
  base = product.base;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await mail?.close();
});

async function newPage(width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

/** The 6-digit code of the `nth` mail to `address`. */
async function codeFor(address: string, nth = 1): Promise<string> {
  const message = await mail.waitFor(address, nth, 15_000);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${address}: ${message.text}`);
  return code;
}

/** The signed-in user as the API sees it (same cookies as the page). */
async function me(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/v1/auth/user', { credentials: 'include' });
    return (await res.json()).data;
  });
}

describe('sign-up with a code, then onboarding', () => {
  it('registers with the mailed code, walks the wizard as a coach and lands on /b with approval pending', async () => {
    const page = await newPage(375, 812);
    const email = 'new.coach@example.org';
    await page.goto(`${base}/register`);
    await page.getByRole('tab', { name: 'Email me a code' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByText(`We sent a 6-digit code to ${email}`).waitFor();

    // A wrong code is refused with the server's message, and the boxes are emptied.
    const real = await codeFor(email);
    const wrong = real === '000000' ? '111111' : '000000';
    await page.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.type(wrong); // the sixth digit submits
    await page.getByText('This code is incorrect or has expired. Please request a new one.').waitFor();
    expect(await page.getByLabel('Digit 1 of 6').inputValue()).toBe('');

    await page.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.type(real);
    await page.waitForURL(/\/onboarding\/1$/);
    // The step must be on screen (the page may still be loading right after the URL changes).
    await page.getByText('Step 1 of 3: Basics').waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'onboarding-375x812.png') });

    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newcoach');
    await page.getByLabel('Username').fill('nora-coach');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/onboarding\/2$/);

    // Back keeps what was typed; the URL is the step.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/onboarding\/1$/);
    expect(await page.getByLabel('First name').inputValue()).toBe('Nora');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('button', { name: 'Next' }).click(); // nothing chosen yet
    await page.getByText('Please choose whether you join as a coach or a booker').waitFor();
    await page.getByText('I am a coach').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/onboarding\/3$/);
    await page.getByText('Step 3 of 3: Coach profile').waitFor();
    await page.getByLabel('Business name').fill('Nora Coaching');
    await page.getByLabel('Specializations').fill('leadership, negotiation');
    await page.getByLabel('Bio').fill('Twelve years of coaching leaders through change.');
    await page.getByRole('button', { name: 'Finish' }).click();

    await page.waitForURL((url) => url.pathname === '/b');
    await page.getByText('Your coach profile is waiting for approval.').waitFor();
    const user = await me(page);
    expect(user.status).toBe('ACTIVE');
    expect(user.username).toBe('nora-coach');
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.roles).not.toContain('coach');
    expect(user.coachProfile).toMatchObject({
      approvalStatus: 'PENDING',
      businessName: 'Nora Coaching',
      specializations: ['leadership', 'negotiation'],
    });
    // Onboarding is over: its routes send the person home.
    await page.goto(`${base}/onboarding/1`);
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('signs in an existing account with a code from /login', async () => {
    const page = await newPage();
    await page.goto(`${base}/login?redirect=%2Fb%3Ftab%3Dpast`);
    await page.getByRole('tab', { name: 'Email me a code' }).click();
    await page.getByLabel('Email').fill('coach@example.com');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByText('If an account exists for coach@example.com').waitFor();
    const code = await codeFor('coach@example.com');
    // Pasting the whole code fills the six boxes.
    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement!.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      `${code.slice(0, 3)} ${code.slice(3)}`,
    );
    await page.waitForURL((url) => url.pathname === '/b' && url.search === '?tab=past');
  });
});

describe('a redirect never leaves the site (issue 18)', () => {
  const HOSTILE = '/\\evil.test/x';
  const onSite = (page: Page, pathname: string) =>
    page.waitForURL(
      (url) =>
        url.origin === new URL(base).origin &&
        url.pathname.replace(/\/$/, '') === pathname.replace(/\/$/, ''),
    );

  it('after a password sign-in on /login', async () => {
    const page = await newPage();
    await page.goto(`${base}/login?redirect=${encodeURIComponent(HOSTILE)}`);
    await page.getByLabel('Email').fill('booker@example.com');
    await page.getByLabel('Password').fill('Password123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await onSite(page, '/b');
    // Signed in now: the server answers the same page with its own redirect, on the site too.
    await page.goto(`${base}/login?redirect=%2F%09%2Fevil.test%2Fy`);
    await onSite(page, '/b');
  });

  it('after a password sign-in on /admin/login', async () => {
    const page = await newPage();
    await page.goto(`${base}/admin/login?redirect=${encodeURIComponent('/%5Cevil.test/x')}`);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('Password123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await onSite(page, '/admin/');
  });

  it('from a mailed sign-in link', async () => {
    const page = await newPage();
    await page.goto(`${base}/login`);
    const status = await page.evaluate(async () => {
      await fetch('/v1/csrf-cookie', { credentials: 'include' });
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch('/v1/auth/login-using-token', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: JSON.stringify({ email: 'booker@example.com' }),
      });
      return res.status;
    });
    expect(status).toBe(202);
    // The demo booker has other mail too (the demo's past session asks for a review): the sign-in link's.
    const signInLink = /\/login\/token\?token=([\w-]+)/;
    const message = await eventually(async () => {
      const found = mail.to('booker@example.com').find((m) => signInLink.test(m.text));
      if (!found) throw new Error('no sign-in mail for booker@example.com yet');
      return found;
    }, 15_000);
    const token = signInLink.exec(message.text)![1];
    await page.goto(
      `${base}/login/token?token=${token}&redirect=${encodeURIComponent('/%5Cevil.test/magic')}`,
    );
    await onSite(page, '/b');
  });
});

describe('settings dialog', () => {
  let page: Page;

  const card = (name: string | RegExp) => page.getByRole('dialog').getByRole('form', { name });
  const saveIn = (form: Locator) => form.getByRole('button', { name: 'Save' });

  beforeAll(async () => {
    page = await newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill('booker@example.com');
    await page.getByLabel('Password').fill('Password123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/b');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Account' }).waitFor();
    await card('Display Name').waitFor();
  });

  it('saves the display name; Save is disabled until something changes', async () => {
    const form = card('Display Name');
    expect(await saveIn(form).isDisabled()).toBe(true);
    await form.getByLabel('Middle name').fill('Quincy');
    expect(await saveIn(form).isDisabled()).toBe(false);
    await saveIn(form).click();
    await page.getByRole('dialog').getByText('Display name saved').waitFor();
    expect((await me(page)).profile).toMatchObject({
      firstName: 'Ben',
      middleName: 'Quincy',
      lastName: 'Booker',
    });
    expect(await saveIn(form).isDisabled()).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'settings-1280x900.png') });
  });

  it('shows a taken username on the field, focused, then saves a free one', async () => {
    const form = card('Username');
    await form
      .getByText('Username must be 4 to 20 characters: letters, numbers, underscores and hyphens.')
      .waitFor();
    await form.getByLabel('Username').fill('coach');
    await saveIn(form).click();
    await form.getByText('The username has already been taken.').waitFor();
    expect(await form.getByLabel('Username').evaluate((el) => el === document.activeElement)).toBe(true);
    await form.getByLabel('Username').fill('ben-booker');
    await saveIn(form).click();
    await page.getByRole('dialog').getByText('Username saved').waitFor();
    expect((await me(page)).username).toBe('ben-booker');
  });

  it('saves the headline, phone number and country', async () => {
    await card('Headline').getByLabel('Headline').fill('Team lead who books workshops\nfor the whole team');
    await saveIn(card('Headline')).click();
    await page.getByRole('dialog').getByText('Headline saved').waitFor();
    await card('Country').getByLabel('Country').selectOption('DE');
    await saveIn(card('Country')).click();
    await page.getByRole('dialog').getByText('Country saved').waitFor();
    await card('Phone Number').getByText('Dial code for Germany: +49').waitFor();
    await card('Phone Number').getByLabel('Phone number').fill('+49 30 1234567');
    await saveIn(card('Phone Number')).click();
    await page.getByRole('dialog').getByText('Phone number saved').waitFor();
    expect((await me(page)).profile).toMatchObject({
      headline: 'Team lead who books workshops\nfor the whole team',
      country: 'DE',
      phoneNumber: '+49 30 1234567',
    });
  });

  it('changes the email (sending only the email), which loses Verified until the mailed code is entered', async () => {
    const form = card(/^Email/);
    await form.getByText('Verified', { exact: true }).waitFor();
    await form.getByText('Primary', { exact: true }).waitFor();
    const patches: unknown[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PATCH' && req.url().includes('/v1/users/')) patches.push(req.postDataJSON());
    });
    await form.getByLabel('Email', { exact: true }).fill('ben.booker@example.org');
    await saveIn(form).click();
    await page.getByRole('dialog').getByText('Email saved').waitFor();
    expect(patches).toEqual([{ email: 'ben.booker@example.org' }]);
    await form.getByText('Enter the 6-digit code we sent to ben.booker@example.org').waitFor();
    expect(await form.getByText('Verified', { exact: true }).count()).toBe(0);
    const code = await codeFor('ben.booker@example.org');
    await form.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.type(code);
    await page.getByRole('dialog').getByText('Email verified', { exact: true }).waitFor();
    await form.getByText('Verified', { exact: true }).waitFor();
    const user = await me(page);
    expect(user.email).toBe('ben.booker@example.org');
    expect(user.emailVerifiedAt).not.toBeNull();
  });

  it('adds, reorders by keyboard drag and saves social accounts with orders from 1', async () => {
    const form = card('Social Accounts');
    await form
      .getByText(
        'No social accounts linked yet. Connect your profiles to build trust and increase visibility.',
      )
      .waitFor();
    await form.getByRole('button', { name: 'Add social account' }).click();
    await form.getByRole('button', { name: 'Add social account' }).click();
    await saveIn(form).click();
    // A failed submit: errors on the rows and as notifications.
    await form.getByText('Platform is required').first().waitFor();
    await page
      .getByRole('dialog')
      .getByRole('alert')
      .filter({ hasText: 'Social accounts not saved' })
      .first()
      .waitFor();
    await form.getByLabel('Platform of row 1').selectOption('github');
    await form.getByLabel('URL of row 1').fill('https://github.com/ben');
    await form.getByLabel('Platform of row 2').selectOption('linkedin');
    await form.getByLabel('URL of row 2').fill('https://www.linkedin.com/in/ben');
    // The card is the dialog's last: with its body scrolled to the end, arrows move the row, not the view.
    await page.locator('.st-body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
    // Each key waits for what a screen reader hears (dnd-kit's live region): "Picked up row 1." until the
    // row leaves its place, then "over position 2"; the arrow is pressed until the row is over position 2.
    const said = page.locator('[id^="DndLiveRegion"]');
    await form.getByRole('button', { name: 'Move row 1' }).focus();
    await page.keyboard.press('Space');
    await form.locator('.st-grip[aria-pressed="true"]').waitFor();
    await eventually(async () => {
      await page.keyboard.press('ArrowDown');
      await said.filter({ hasText: 'Row 1 is over position 2.' }).waitFor({ timeout: 1000 });
      return true;
    }, 10_000);
    await page.waitForTimeout(350); // the 300 ms drag animation
    await page.keyboard.press('Space');
    await said.filter({ hasText: 'Row 1 was dropped at position 2.' }).waitFor();
    await eventually(async () => {
      const first = await form.getByLabel('URL of row 1').inputValue();
      if (first !== 'https://www.linkedin.com/in/ben') throw new Error(`row 1 still holds ${first}`);
      return true;
    }, 5000);
    expect(await form.getByTestId('social-order').allTextContents()).toEqual(['1', '2']);
    await saveIn(form).click();
    await page.getByRole('dialog').getByText('Social accounts saved').waitFor();
    expect((await me(page)).profile.socialAccounts).toEqual([
      { platform: 'linkedin', url: 'https://www.linkedin.com/in/ben', order: 1 },
      { platform: 'github', url: 'https://github.com/ben', order: 2 },
    ]);
  });

  it("says 'Upload failed' when the avatar upload fails", async () => {
    await page.route('**/v1/files/upload-temp', (route) =>
      route.fulfill({ status: 500, body: '{"message":"Server error."}' }),
    );
    await page
      .getByRole('dialog')
      .getByRole('region', { name: 'Avatar' })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
      });
    const toast = page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Upload failed' });
    await toast.getByText('Please try again.').waitFor();
    expect(await page.getByText('Something went wrong!').count()).toBe(0);
    await page.unroute('**/v1/files/upload-temp');
  });
  it('uploads a real image as the avatar, and refuses a text file named .png', async () => {
    const avatarInput = () =>
      page.getByRole('dialog').getByRole('region', { name: 'Avatar' }).locator('input[type=file]');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#eab308' } })
      .png()
      .toBuffer();
    await avatarInput().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('dialog').getByText('Avatar updated').first().waitFor();
    const user = await me(page);
    expect(user.avatarUrl).toBe(`/v1/files/${user.avatar}`);
    const img = page.getByRole('dialog').getByRole('region', { name: 'Avatar' }).locator('img');
    await img.waitFor();
    // Through the resizer, at the card's 80 px for 1x and 2x screens (issue 17, item 8).
    expect(await img.getAttribute('src')).toBe(`${user.avatarUrl}?w=320&dpr=1&format=webp`);
    expect(await img.getAttribute('srcset')).toContain(`${user.avatarUrl}?w=320&dpr=2&format=webp 2x`);
    // The resizer answers in its own time: the image has loaded once it has a natural width.
    await img.evaluate(
      (el: HTMLImageElement) =>
        new Promise<void>((resolve, reject) => {
          if (el.complete) return el.naturalWidth > 0 ? resolve() : reject(new Error('avatar is broken'));
          el.addEventListener('load', () => resolve(), { once: true });
          el.addEventListener('error', () => reject(new Error(`avatar failed to load: ${el.currentSrc}`)), {
            once: true,
          });
        }),
    );
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    const served = await page.request.get(`${base}${user.avatarUrl}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');

    // The server judges the bytes, not the name: the refusal is the card's 'Upload failed'.
    await avatarInput().setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just text'),
    });
    await page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Upload failed' }).first().waitFor();
    expect((await me(page)).avatar).toBe(user.avatar);
  });
});
