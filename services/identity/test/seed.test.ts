// The reference data seeded at every start: an upgrade that brings new permissions gives them to the
// seeded roles meant to hold them, without undoing what an admin changed.
import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '@coachwork/contracts';
import { createTestRuntime } from '@coachwork/test-support';
import { createApp } from '../src/app';
import { permissions, roles } from '../src/data/schema';
import { seedReferenceData } from '../src/data/seed';

let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
beforeAll(async () => {
  ctx = await createTestRuntime();
  await createApp(ctx.runtime);
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;
const roleNamed = async (name: string) => (await db().select().from(roles).where(eq(roles.name, name)))[0]!;

it('grants a newly shipped permission to the seeded role meant to hold it, and keeps removals', async () => {
  // As if this database predates 'workshop-schedules.create-own' and an admin took 'workshops.view' away.
  const coach = await roleNamed('coach');
  await db()
    .update(roles)
    .set({
      permissions: coach.permissions.filter(
        (p) => p !== 'workshop-schedules.create-own' && p !== 'workshops.view',
      ),
    })
    .where(eq(roles.id, coach.id));
  await db().delete(permissions).where(eq(permissions.name, 'workshop-schedules.create-own'));

  await seedReferenceData(db());

  const after = await roleNamed('coach');
  expect(after.permissions).toContain('workshop-schedules.create-own');
  expect(after.permissions).not.toContain('workshops.view');
});

it('keeps every catalogue permission and custom ones on the super-admin', async () => {
  const admin = await roleNamed('super-admin');
  await db().insert(permissions).values({ name: 'reports.view' });
  await db()
    .update(roles)
    .set({ permissions: [...admin.permissions.filter((p) => p !== 'users.view'), 'reports.view'] })
    .where(eq(roles.id, admin.id));

  await seedReferenceData(db());

  const after = await roleNamed('super-admin');
  for (const p of PERMISSIONS) expect(after.permissions).toContain(p);
  expect(after.permissions).toContain('reports.view');
});
