import { eq, sql } from 'drizzle-orm';
import type { EventEnvelope, WorkshopTemplatePayload } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { eventStore, templateCopies } from '../data/schema';

const CONSUMER = 'bookings-workshop-templates';

/** Keeps bookings' copy of templates in step with workshops.template.* events, each applied once. */
export function workshopTemplateSubscription(db: Db): Subscription {
  return {
    durable: CONSUMER,
    subject: 'workshops.template.*',
    async handler(event: EventEnvelope) {
      await handleOnce(db, eventStore, CONSUMER, event, async (tx) => {
        if (event.subject === 'workshops.template.deleted') {
          const { id } = event.data as { id: string };
          await tx
            .update(templateCopies)
            .set({ deletedAt: new Date(event.occurredAt), version: sql`${templateCopies.version} + 1` })
            .where(eq(templateCopies.id, id));
          return;
        }
        const t = event.data as WorkshopTemplatePayload;
        await tx
          .insert(templateCopies)
          .values({ id: t.id, title: t.title, slug: t.slug, level: t.level, price: t.price })
          .onConflictDoUpdate({
            target: templateCopies.id,
            set: {
              title: t.title,
              slug: t.slug,
              level: t.level,
              price: t.price,
              deletedAt: null,
              version: sql`${templateCopies.version} + 1`,
            },
          });
      });
    },
  };
}
