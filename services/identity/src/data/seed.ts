// Reference data on every start (the permission catalogue and the two seeded roles), and the demo
// accounts once, in demo mode only. Each step checks before it writes, so restarts add nothing.
import { eq, sql } from 'drizzle-orm';
import { COACH_ROLE, PERMISSIONS, ROLE_PERMISSIONS, SUPER_ADMIN_ROLE } from '@coachwork/contracts';
import { addToOutbox, type Db } from '@coachwork/service-kit';
import { hashPassword } from '../domain/users/password';
import { assignRoles } from './user.repository';
import { eventStore, permissions, roles, users, type CoachProfileData } from './schema';

export const DEMO_PASSWORD = 'Password123';
export const DEMO_COACH_EMAIL = 'coach@example.com';

/** The demo coach is an approved coach, so the public directory and the catalogue show her profile. */
const DEMO_COACH_PROFILE: CoachProfileData = {
  businessName: 'Cora Coaching',
  specializations: ['leadership', 'facilitation'],
  bio:
    'Coaches team leads through change, feedback and decisions that stick. Before coaching, Cora led ' +
    'product teams for twelve years and learnt most of it the hard way; her workshops are the shortcut.',
  experiences: [
    { title: 'Leadership coach', company: 'Cora Coaching', order: 1, years: 6, months: 4 },
    { title: 'Head of Product', company: 'Northwind Logistics', order: 2, years: 7, months: null },
    { title: 'Product manager', company: 'Contoso Retail', order: 3, years: 5, months: 6 },
  ],
  certifications: [
    {
      title: 'Professional Certified Coach (PCC)',
      issuingOrganization: 'International Coaching Federation',
      issuingDate: '2021-03-15',
      certificateUrl: null,
      order: 1,
    },
    {
      title: 'Certified Professional Facilitator (CPF)',
      issuingOrganization: 'International Association of Facilitators',
      issuingDate: '2019-10-02',
      certificateUrl: null,
      order: 2,
    },
  ],
  approvalStatus: 'APPROVED',
  rejectionReason: null,
};

export const DEMO_ACCOUNTS: {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  headline?: string;
  socialAccounts?: { platform: string; url: string; order: number }[];
  roles: string[];
  coachProfile?: CoachProfileData;
}[] = [
  { email: 'admin@example.com', username: 'admin', firstName: 'Ada', lastName: 'Admin', roles: [SUPER_ADMIN_ROLE] },
  {
    email: DEMO_COACH_EMAIL,
    username: 'coach',
    firstName: 'Cora',
    lastName: 'Coach',
    headline: 'Leadership coach for new team leads',
    socialAccounts: [
      { platform: 'linkedin', url: 'https://www.linkedin.com/in/cora-coach-demo', order: 1 },
      { platform: 'youtube', url: 'https://www.youtube.com/c/cora-coach-demo', order: 2 },
    ],
    roles: [COACH_ROLE],
    coachProfile: DEMO_COACH_PROFILE,
  },
  { email: 'booker@example.com', username: 'booker', firstName: 'Ben', lastName: 'Booker', roles: [] },
];

const ROLE_DESCRIPTIONS: Record<string, string> = {
  [SUPER_ADMIN_ROLE]: 'Runs the whole platform from the back office.',
  [COACH_ROLE]: 'Teaches scheduled workshops and keeps a coach profile.',
};

export async function seedReferenceData(db: Db): Promise<void> {
  // Permissions the code brings that this database has not seen yet: the seeded roles meant to hold
  // them get them now (an upgrade), while a permission an admin took away from a role stays away.
  const known = new Set((await db.select({ name: permissions.name }).from(permissions)).map((p) => p.name));
  const arriving = new Set(PERMISSIONS.filter((name) => !known.has(name)));
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  for (const [name, granted] of Object.entries(ROLE_PERMISSIONS)) {
    await db
      .insert(roles)
      .values({ name, description: ROLE_DESCRIPTIONS[name] ?? null, permissions: [...granted] })
      .onConflictDoNothing();
    const added = granted.filter((p) => arriving.has(p));
    if (!added.length) continue;
    const [role] = await db.select().from(roles).where(eq(roles.name, name)).limit(1);
    if (!role) continue;
    const merged = [...new Set([...role.permissions, ...added])];
    if (merged.length !== role.permissions.length) {
      await db.update(roles).set({ permissions: merged, updatedAt: sql`now()` }).where(eq(roles.id, role.id));
    }
  }
  // The super-admin always holds every catalogue permission (and keeps any custom ones).
  const [superAdmin] = await db.select().from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE)).limit(1);
  if (superAdmin && PERMISSIONS.some((p) => !superAdmin.permissions.includes(p))) {
    await db
      .update(roles)
      .set({ permissions: [...new Set([...superAdmin.permissions, ...PERMISSIONS])], updatedAt: sql`now()` })
      .where(eq(roles.id, superAdmin.id));
  }
}

export async function seedDemoAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1);
    if (existing) continue;
    // Each seeded account is announced like any registration (with its roles), so services that keep
    // their own copy of users (workshops' coach directory) learn about the demo coach on a fresh start.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: account.email,
          username: account.username,
          passwordHash,
          status: 'ACTIVE',
          emailVerifiedAt: new Date(),
          profile: {
            firstName: account.firstName,
            lastName: account.lastName,
            headline: account.headline ?? null,
            socialAccounts: account.socialAccounts ?? [],
          },
          coachProfile: account.coachProfile ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: users.id, username: users.username, email: users.email, status: users.status });
      if (!row) return;
      await assignRoles(tx, row.id, account.roles);
      await addToOutbox(tx, eventStore, 'identity.user.registered', {
        ...row,
        roles: [...account.roles],
        emailVerified: true,
        // Like every other announcement (userPayload): the names, so mails and lists say 'Ben Booker'.
        firstName: account.firstName,
        lastName: account.lastName,
      });
    });
  }
}
