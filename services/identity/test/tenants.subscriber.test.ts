// Identity's copy of tenants and memberships, and users' defaultTenantSlug kept from tenants' events:
// applied once per event, robust to a member event arriving before its tenant's, and to old states
// arriving late.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EventEnvelope, EventSubject, TenantPayload } from '@coachwork/contracts';
import { createTestRuntime } from '@coachwork/test-support';
import { createApp, type IdentityHandle } from '../src/app';
import { users } from '../src/data/schema';
import { tenantsSubscription } from '../src/events/tenants.subscriber';

let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
let identity: IdentityHandle;
let clock = Date.parse('2026-05-01T12:00:00Z');
const tick = () => new Date((clock += 1000)).toISOString();

const tenant = (slug: string, extra: Partial<TenantPayload> = {}): TenantPayload => ({
  id: randomUUID(),
  name: slug,
  slug,
  plan: 'free',
  deletedAt: null,
  updatedAt: tick(),
  ...extra,
});

function event<S extends EventSubject>(subject: S, data: EventEnvelope<S>['data']): EventEnvelope {
  return { id: randomUUID(), subject, occurredAt: tick(), version: 1, data } as EventEnvelope;
}

const handle = (e: EventEnvelope) => tenantsSubscription(ctx.database.db).handler(e);
const defaultOf = async (id: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.defaultTenantSlug;

async function newUser() {
  const n = randomUUID().slice(0, 8);
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email: `${n}@example.test`, username: `u${n}` })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestRuntime();
  identity = await createApp(ctx.runtime, { files: { sweepIntervalMs: 0 } });
});
afterAll(async () => {
  await identity.stop();
  await ctx.close();
});

describe('tenants.* subscriber', () => {
  it('makes the first tenant joined the default, even when the member event comes before the tenant’s', async () => {
    const user = await newUser();
    const acme = tenant('acme-first');
    await handle(event('tenants.member.added', { tenant: acme, userId: user, role: 'owner' }));
    await handle(event('tenants.tenant.created', acme));
    expect(await defaultOf(user)).toBe('acme-first');
    const other = tenant('acme-second');
    await handle(event('tenants.member.added', { tenant: other, userId: user, role: 'member' }));
    expect(await defaultOf(user)).toBe('acme-first');
  });

  it('changes nothing twice when an event is delivered again', async () => {
    const user = await newUser();
    const a = tenant('twice-a');
    const b = tenant('twice-b');
    await handle(event('tenants.member.added', { tenant: a, userId: user, role: 'member' }));
    await handle(event('tenants.member.added', { tenant: b, userId: user, role: 'member' }));
    const removed = event('tenants.member.removed', { tenant: a, userId: user, role: 'member' });
    await handle(removed);
    expect(await defaultOf(user)).toBe('twice-b');
    // The user rejoins a, then the old removal is redelivered: it must not remove them again.
    await handle(event('tenants.member.added', { tenant: a, userId: user, role: 'member' }));
    await ctx.database.db.update(users).set({ defaultTenantSlug: 'twice-a' }).where(eq(users.id, user));
    await handle(removed);
    expect(await defaultOf(user)).toBe('twice-a');
  });

  it('follows a renamed slug and ignores an older state arriving late', async () => {
    const user = await newUser();
    const old = tenant('before-rename');
    await handle(event('tenants.member.added', { tenant: old, userId: user, role: 'member' }));
    const renamed = { ...old, slug: 'after-rename', updatedAt: tick() };
    await handle(event('tenants.tenant.updated', renamed));
    expect(await defaultOf(user)).toBe('after-rename');
    await handle(event('tenants.tenant.updated', old));
    expect(await defaultOf(user)).toBe('after-rename');
  });

  it('falls back to the earliest-joined live tenant when the default one is trashed, and back on restore', async () => {
    const user = await newUser();
    const first = tenant('fallback-first');
    const second = tenant('fallback-second');
    const third = tenant('fallback-third');
    for (const t of [first, second, third]) {
      await handle(event('tenants.member.added', { tenant: t, userId: user, role: 'member' }));
    }
    await handle(event('tenants.tenant.deleted', { ...first, deletedAt: tick(), updatedAt: tick() }));
    expect(await defaultOf(user)).toBe('fallback-second');
    await handle(event('tenants.tenant.deleted', { ...second, deletedAt: tick(), updatedAt: tick() }));
    await handle(event('tenants.tenant.deleted', { ...third, deletedAt: tick(), updatedAt: tick() }));
    expect(await defaultOf(user)).toBeNull();
    await handle(event('tenants.tenant.restored', { ...second, deletedAt: null, updatedAt: tick() }));
    expect(await defaultOf(user)).toBe('fallback-second');
  });

  it('does not make a trashed tenant anyone’s default when they join it', async () => {
    const user = await newUser();
    const gone = tenant('joined-while-trashed', { deletedAt: tick() });
    await handle(event('tenants.member.added', { tenant: gone, userId: user, role: 'member' }));
    expect(await defaultOf(user)).toBeNull();
  });

  it('leaves users whose default is another tenant alone', async () => {
    const stays = await newUser();
    const leaves = await newUser();
    const mine = tenant('mine-stays');
    const shared = tenant('shared-one');
    await handle(event('tenants.member.added', { tenant: mine, userId: stays, role: 'member' }));
    await handle(event('tenants.member.added', { tenant: shared, userId: stays, role: 'member' }));
    await handle(event('tenants.member.added', { tenant: shared, userId: leaves, role: 'member' }));
    await handle(event('tenants.member.removed', { tenant: shared, userId: stays, role: 'member' }));
    expect(await defaultOf(stays)).toBe('mine-stays');
    expect(await defaultOf(leaves)).toBe('shared-one');
  });
});
