// A small demo catalogue, written once: templates are looked up by slug, so a restart adds nothing.
import { inArray } from 'drizzle-orm';
import type { Db } from '@coachwork/service-kit';
import { createWorkshopTemplate } from '../domain/templates/create-workshop-template.use-case';
import { createWorkshop } from '../domain/workshops/create-workshop.use-case';
import { workshops, workshopTemplates } from './schema';

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

/** One workshop per demo template; schedules need a coach, who arrives later through identity's events. */
const DEMO_WORKSHOPS = [
  { template: 'leading-through-change', slug: 'leading-through-change-spring', title: 'Leading Through Change (Spring)', price: 249, minSeats: 4, maxSeats: 16, tags: ['leadership', 'change'] },
  { template: 'feedback-that-lands', slug: 'feedback-that-lands-online', title: 'Feedback That Lands (Online)', price: 129, minSeats: 2, maxSeats: 12, tags: ['communication'] },
  { template: 'facilitation-masterclass', slug: 'facilitation-masterclass-berlin', title: 'Facilitation Masterclass Berlin', price: 490, minSeats: 6, maxSeats: 10, tags: ['facilitation'] },
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

  const templates = await db
    .select({ id: workshopTemplates.id, slug: workshopTemplates.slug })
    .from(workshopTemplates)
    .where(inArray(workshopTemplates.slug, DEMO_WORKSHOPS.map((w) => w.template)));
  const templateId = new Map(templates.map((t) => [t.slug, t.id]));
  const present = new Set(
    (
      await db
        .select({ slug: workshops.slug })
        .from(workshops)
        .where(inArray(workshops.slug, DEMO_WORKSHOPS.map((w) => w.slug)))
    ).map((r) => r.slug),
  );
  const system = { userId: null, sessionId: null, roles: [], permissions: [] };
  for (const { template, ...w } of DEMO_WORKSHOPS) {
    const id = templateId.get(template);
    if (!id || present.has(w.slug)) continue;
    await createWorkshop(db, { ...w, workshopTemplateId: id, description: null }, system);
  }
}
