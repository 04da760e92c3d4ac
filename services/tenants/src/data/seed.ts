// Demo mode: a demo tenant owned by the demo admin, with the demo coach as a member and two job
// postings, made once both accounts have reached us through identity's events. Its slug marks it as
// done: a restart, or the tenant in the trash, adds nothing.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CreateJobPostingInput } from '@coachwork/contracts';
import { isUniqueViolation, type Db } from '@coachwork/service-kit';
import { createTenant } from '../domain/tenants/create-tenant.use-case';
import { createJobPosting } from '../domain/job-postings/job-posting.use-cases';
import { insertMembership } from '../domain/members/memberships';
import { tenants, userDirectory } from './schema';
import { slugTaken } from './tenant.repository';

export const DEMO_TENANT_SLUG = 'demo-coaching';
const OWNER_EMAIL = 'admin@example.com';
const MEMBER_EMAIL = 'coach@example.com';

const questions = (titles: string[]) => titles.map((title, i) => ({ title, order: i + 1, enabled: true }));

const DEMO_POSTINGS: CreateJobPostingInput[] = [
  {
    title: 'Leadership Coach (Part-time)',
    description:
      'Coach first-time team leads through their first year: weekly one-to-one sessions, a monthly group clinic and a short written plan per leader. You will work with our facilitation team and report to the head of programmes.',
    companyName: 'Demo Coaching Co.',
    companyUrl: 'https://demo-coaching.example.com',
    location: 'Berlin',
    employmentStatus: 'PART_TIME',
    experienceLevel: 'MID_SENIOR_LEVEL',
    workplaceTypes: ['Hybrid'],
    categories: ['HR', 'BUSINESS'],
    status: 'PUBLISHED',
    interviewQuestions: questions([
      'Tell us about a leader you coached through a difficult first year.',
      'How do you structure a first coaching session?',
      'Which assessment tools do you use, and why?',
      'How do you measure whether coaching worked?',
      'How do you handle a coachee who stops engaging?',
    ]),
  },
  {
    title: 'Workshop Facilitator',
    description:
      'Design and run half-day workshops on feedback, facilitation and change for client teams of eight to sixteen people, online and in person, and keep the exercises library up to date with the programme team.',
    companyName: 'Demo Coaching Co.',
    location: 'Remote',
    employmentStatus: 'CONTRACT',
    experienceLevel: 'ASSOCIATE',
    workplaceTypes: ['Remote'],
    categories: ['DESIGN'],
    status: 'DRAFT',
    interviewQuestions: questions([
      'Describe a workshop you designed from scratch.',
      'How do you keep an online group engaged?',
      'What do you do when a participant dominates the room?',
      'How do you adapt an exercise that is not working?',
      'Which workshop would you like to run for us first?',
      'What is your availability over the next three months?',
    ]).map((q, i) => (i === 5 ? { ...q, enabled: false } : q)),
  },
];

/** Returns true when it created the demo tenant. */
export async function seedDemoTenant(db: Db): Promise<boolean> {
  if (await slugTaken(db, DEMO_TENANT_SLUG)) return false;
  const people = await db
    .select({ id: userDirectory.id, email: userDirectory.email })
    .from(userDirectory)
    .where(and(inArray(userDirectory.email, [OWNER_EMAIL, MEMBER_EMAIL]), isNull(userDirectory.deletedAt)));
  const owner = people.find((p) => p.email === OWNER_EMAIL);
  const member = people.find((p) => p.email === MEMBER_EMAIL);
  if (!owner || !member) return false;
  const actor = { userId: owner.id, sessionId: null, roles: [], permissions: [] };
  try {
    // Through the use case: the admin becomes the owner and the outbox tells identity.
    await createTenant(
      db,
      { name: 'Demo Coaching Co.', slug: DEMO_TENANT_SLUG, email: 'hello@demo-coaching.example.com', domain: 'https://demo-coaching.example.com', plan: 'pro' },
      actor,
    );
  } catch (err) {
    if (isUniqueViolation(err) || (err as { kind?: string }).kind === 'validation') return false;
    throw err;
  }
  const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, DEMO_TENANT_SLUG));
  await db.transaction((tx) => insertMembership(tx, tenant!, member.id, 'member'));
  const scope = { tenant: tenant!, role: 'owner' as const, canWrite: true };
  for (const posting of DEMO_POSTINGS) await createJobPosting(db, scope, posting as never, actor);
  return true;
}
