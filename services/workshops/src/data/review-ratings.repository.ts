// The catalogue's ratings (issue 28 item 1), read from the review copies: each workshop's and coach's
// average (one decimal) and count of visible reviews, and a workshop's latest reviews.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RatingSummaryDto } from '@coachwork/contracts';
import type { DbOrTx } from '@coachwork/service-kit';
import { reviewCopies } from './schema';

/** How many of a workshop's latest reviews its schedule pages show. */
export const LATEST_REVIEWS = 5;

const summary = (total: number, count: number): RatingSummaryDto => ({
  average: Math.round((total / count) * 10) / 10,
  count,
});

async function ratingsBy(
  db: DbOrTx,
  column: typeof reviewCopies.workshopId | typeof reviewCopies.coachId,
  ids: string[],
): Promise<Map<string, RatingSummaryDto>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: column,
      total: sql<number>`sum(${reviewCopies.rating})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviewCopies)
    .where(and(inArray(column, wanted), eq(reviewCopies.hidden, false)))
    .groupBy(column);
  return new Map(rows.map((r) => [r.id, summary(r.total, r.count)]));
}

export const workshopRatings = (db: DbOrTx, workshopIds: string[]) =>
  ratingsBy(db, reviewCopies.workshopId, workshopIds);

export const coachRatings = (db: DbOrTx, coachIds: string[]) => ratingsBy(db, reviewCopies.coachId, coachIds);

/** A workshop's latest visible reviews, newest first. */
export async function latestReviews(db: DbOrTx, workshopId: string, limit = LATEST_REVIEWS) {
  const rows = await db
    .select()
    .from(reviewCopies)
    .where(and(eq(reviewCopies.workshopId, workshopId), eq(reviewCopies.hidden, false)))
    .orderBy(desc(reviewCopies.createdAt), desc(reviewCopies.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    authorName: r.authorName,
    rating: r.rating,
    body: r.body,
    reply: r.reply,
    repliedAt: r.repliedAt ? r.repliedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export type PublicReviewDto = Awaited<ReturnType<typeof latestReviews>>[number];
