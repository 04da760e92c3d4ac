// Helpers shared by identity's route suites: fresh users made through the API, and the outbox read back.
import { Client } from 'pg';
import type { Browser, TestGateway } from '@coachwork/test-support';

let counter = 0;

export interface MadeUser {
  id: string;
  email: string;
  username: string;
  password: string;
}

/** A new ACTIVE user created by the admin (plus any extra fields), not signed in. */
export async function makeUser(admin: Browser, extra: Record<string, unknown> = {}): Promise<MadeUser> {
  const n = `${Date.now().toString(36).slice(-5)}${++counter}`;
  const body = {
    email: `user${n}@example.com`,
    username: `user_${n}`,
    password: 'Secret123',
    profile: { firstName: 'Test', lastName: `Person${n}` },
    ...extra,
  };
  const res = await admin.post('/v1/users', body);
  if (res.status !== 201)
    throw new Error(`creating a user answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id, email: body.email, username: body.username, password: body.password };
}

/** A browser signed in as `user`. */
export async function signedIn(
  gw: TestGateway,
  user: { email: string; password?: string },
): Promise<Browser> {
  const b = gw.browser();
  await b.login(user.email, user.password ?? 'Password123');
  return b;
}

/** The outbox rows of identity with this subject about this user id, oldest first. */
export async function outboxFor(gw: TestGateway, subject: string, userId: string) {
  const db = new Client({ connectionString: gw.testDb.url });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT envelope FROM identity.outbox WHERE subject = $1 AND envelope->'data'->>'id' = $2 ORDER BY occurred_at`,
      [subject, userId],
    );
    return rows.map(
      (r) =>
        r.envelope.data as {
          id: string;
          status: string;
          roles: string[];
          email: string;
          deletedAt?: string | null;
          emailVerified?: boolean;
        },
    );
  } finally {
    await db.end();
  }
}

/** Awaits a Browser call and fails with its body when the status is not the one expected. */
export async function expectStatus<R extends { status: number; body: unknown }>(
  call: Promise<R>,
  status: number,
): Promise<R> {
  const res = await call;
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}
