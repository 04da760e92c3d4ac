// What the gateway vouches for about the signed-in user in the internal token (issue 25 item 11): the
// address and whether identity holds it verified, read with the session on each request, so a service
// answering an invitation does not wait for its copy of the user to hear identity's event.
import type { RequestHandler } from 'express';
import { Client } from 'pg';
import { createGateway } from '../src/app';
import { createLogger, INTERNAL_TOKEN_HEADER, verifyInternalToken, type Actor } from '@coachwork/service-kit';
import { Browser, bootTestGateway, TEST_INTERNAL_SECRET, type TestGateway } from '@coachwork/test-support';

let gw: TestGateway;
let gateway: ReturnType<typeof createGateway>;
const seen: Actor[] = [];

beforeAll(async () => {
  gw = await bootTestGateway();
  // The bookings service's place taken by one that records whom the gateway vouched for.
  const recordActor: RequestHandler = (req, res) => {
    seen.push(verifyInternalToken(String(req.headers[INTERNAL_TOKEN_HEADER]), TEST_INTERNAL_SECRET));
    res.status(200).json({ data: [] });
  };
  gateway = createGateway({
    ...gw.embedded.deps,
    dispatch: { ...gw.embedded.deps.dispatch, bookings: recordActor },
    config: gw.config,
    logger: createLogger('gateway', 'silent'),
  });
});
afterAll(async () => {
  await gw.close();
});

async function markVerifiedInIdentity(email: string) {
  const db = new Client({ connectionString: gw.testDb.url });
  await db.connect();
  await db.query('UPDATE identity.users SET email_verified_at = now() WHERE email = $1', [email]);
  await db.end();
}

describe('the internal token of a signed-in request', () => {
  it("carries the user's address and its verification as identity has them at this request", async () => {
    const b = new Browser(gateway);
    const email = `claims.${Date.now()}@example.com`;
    const registered = await b.post('/v1/auth/register', {
      email,
      username: `claims_${Date.now().toString(36)}`,
      password: 'Secret123',
      firstName: 'Clara',
      lastName: 'Claims',
    });
    expect(registered.status).toBe(201);

    await b.get('/v1/invitations');
    expect(seen.at(-1)).toMatchObject({ userId: registered.body.data.id, email, emailVerified: false });

    // Identity verifies the address; no event needs to reach anyone for the next request to say so.
    await markVerifiedInIdentity(email);
    await b.get('/v1/invitations');
    expect(seen.at(-1)).toMatchObject({ userId: registered.body.data.id, email, emailVerified: true });
  });

  it('carries no address for a guest', async () => {
    await new Browser(gateway).get('/v1/invitations');
    expect(seen.at(-1)).toMatchObject({ userId: null });
    expect(seen.at(-1)!.email).toBeUndefined();
    expect(seen.at(-1)!.emailVerified).toBeUndefined();
  });
});
