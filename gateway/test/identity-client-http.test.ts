// Distributed mode: the gateway reaches identity's password-less sign-in over its internal HTTP routes.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { httpIdentity, type IdentityClient } from '@coachwork/gateway';
import { createApp, type IdentityHandle } from '@coachwork/service-identity';
import {
  createTestRuntime,
  freePort,
  startMailCatcher,
  TEST_INTERNAL_SECRET,
  type MailCatcher,
} from '@coachwork/test-support';

let rt: Awaited<ReturnType<typeof createTestRuntime>>;
let identity: IdentityHandle;
let server: Server;
let mail: MailCatcher;
let dataDir: string;
let client: IdentityClient;
const meta = { ip: '127.0.0.1', userAgent: 'jest' };

beforeAll(async () => {
  mail = await startMailCatcher();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cw-mail-'));
  rt = await createTestRuntime();
  identity = await createApp(rt.runtime, {
    appUrl: 'http://coachwork.test',
    mail: { smtpUrl: mail.url, from: 'Coachwork <no-reply@coachwork.test>', dataDir, production: false },
  });
  await identity.start();
  const port = await freePort();
  await new Promise<void>((resolve) => {
    server = identity.app.listen(port, '127.0.0.1', () => resolve());
  });
  client = httpIdentity(`http://127.0.0.1:${port}`, TEST_INTERNAL_SECRET, 5000);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await identity.stop();
  await rt.close();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const codeIn = (text: string) => /code is: (\d{6})/.exec(text)![1]!;

describe('httpIdentity (distributed mode)', () => {
  it('registers by code, verifies it into a session, and signs out everywhere', async () => {
    const email = 'remote.person@example.com';
    expect(await client.registerUsingOtp({ email })).toEqual({ email });
    const code = codeIn((await mail.waitFor(email)).text);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await expect(client.verifyOtp({ email, otp: wrong }, meta)).rejects.toMatchObject({
      kind: 'validation',
      extra: { errors: { otp: ['This code is incorrect or has expired. Please request a new one.'] } },
    });

    const signedIn = await client.verifyOtp({ email, otp: code }, meta);
    expect(signedIn.user.email).toBe(email);
    expect(signedIn.user.emailVerifiedAt).not.toBeNull();
    expect(await client.resolve(signedIn.sessionId)).not.toBeNull();

    await client.requestSignInLink({ email });
    const link = /(http:\/\/coachwork\.test\/login\/token\?token=[\w-]+)/.exec(
      (await mail.waitFor(email, 2)).text,
    )![1]!;
    const byLink = await client.verifyToken({ token: new URL(link).searchParams.get('token')! }, meta);
    expect(byLink.user.id).toBe(signedIn.user.id);

    await client.revokeAllForUser(signedIn.user.id);
    expect(await client.resolve(signedIn.sessionId)).toBeNull();
    expect(await client.resolve(byLink.sessionId)).toBeNull();
  });

  it('accepts a code request for an unknown address without mailing it', async () => {
    await expect(client.requestOtp({ email: 'nobody@example.com' })).resolves.toBeUndefined();
    await client.requestOtp({ email: 'remote.person@example.com' });
    await mail.waitFor('remote.person@example.com', 3);
    await identity.mailer.idle();
    expect(mail.to('nobody@example.com')).toHaveLength(0);
  });

  it('signs in through a provider: creates and links once, then finds by the link; refuses unverified addresses', async () => {
    const who = {
      provider: 'local',
      subject: 'remote-sub-1',
      email: 'Provider.Person@example.com',
      emailVerified: true,
      firstName: 'Pro',
    };
    const first = await client.signInWithProvider(who, meta);
    expect(first.user).toMatchObject({ email: 'provider.person@example.com', status: 'PENDING' });
    expect(first.user.emailVerifiedAt).not.toBeNull();
    expect(await client.resolve(first.sessionId)).not.toBeNull();
    const second = await client.signInWithProvider({ ...who, email: 'changed@example.com' }, meta);
    expect(second.user.id).toBe(first.user.id);
    expect(second.sessionId).not.toBe(first.sessionId);

    await expect(
      client.signInWithProvider(
        { ...who, subject: 'remote-sub-2', email: 'x@example.com', emailVerified: false },
        meta,
      ),
    ).rejects.toMatchObject({
      kind: 'validation',
      extra: { errors: { email: ['The provider has not verified this email address.'] } },
    });
  });
});
