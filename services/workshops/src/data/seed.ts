// A small demo catalogue, written once: templates are looked up by slug, so a restart adds nothing.
import { inArray } from 'drizzle-orm';
import type { Db } from '@coachwork/service-kit';
import { createWorkshopTemplate } from '../domain/templates/create-workshop-template.use-case';
import { workshopTemplates } from './schema';

const DEMO_TEMPLATES = [
  {
    slug: 'leading-through-change',
    title: 'Leading Through Change',
    description: 'A hands-on workshop for team leads facing reorganisations, new strategies or new tools.',
    level: 'INTERMEDIATE' as const,
    price: 249,
  },
  {
    slug: 'feedback-that-lands',
    title: 'Feedback That Lands',
    description: 'Practise giving and receiving feedback that people act on, with live role play.',
    level: 'BEGINNER' as const,
    price: 129,
  },
  {
    slug: 'facilitation-masterclass',
    title: 'Facilitation Masterclass',
    description: 'Design and run workshops that end with decisions, for experienced facilitators.',
    level: 'ADVANCED' as const,
    price: 490,
  },
];

export async function seedDemoCatalogue(db: Db): Promise<void> {
  const existing = await db
    .select({ slug: workshopTemplates.slug })
    .from(workshopTemplates)
    .where(inArray(workshopTemplates.slug, DEMO_TEMPLATES.map((t) => t.slug)));
  const have = new Set(existing.map((r) => r.slug));
  const missing = DEMO_TEMPLATES.filter((t) => !have.has(t.slug));
  // Through the use case, so the outbox carries them to other services like any other template.
  for (const t of missing) {
    await createWorkshopTemplate(db, t, { userId: null, sessionId: null, roles: [], permissions: [] });
  }
}
