// Verified reviews (issue 28 item 1): written once per person and session by someone who attended
// (review-eligibility.ts), within 30 days of its end; the session's coach replies once; a moderator
// hides one with a reason (its author is mailed). Each change writes bookings.review.* with the review
// as it now is, from which workshops keeps the catalogue's ratings.
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  REVIEW_MESSAGES,
  REVIEW_WINDOW_DAYS,
  type CreateReviewInput,
  type EventSubject,
  type ReviewableSessionDto,
  type ReviewDto,
  type ReviewPayload,
} from '@coachwork/contracts';
import {
  addToOutbox,
  can,
  ConflictError,
  filterBy,
  ForbiddenError,
  listRows,
  NotFoundError,
  resolveMe,
  takeFilters,
  ValidationError,
  type Actor,
  type DbOrTx,
  type ListQuery,
  type ListSpec,
} from '@coachwork/service-kit';
import { audit } from '../audit/audit';
import {
  eventStore,
  reviews,
  scheduleCopies,
  type ReviewRow,
  type ScheduleCopyRow,
  type UserDirectoryRow,
} from '../../data/schema';
import { usersByIds } from '../../data/user-directory.repository';
import type { BookingsContext } from '../context';
import { attendedSeat, attendedSeatOf, reviewDeadline } from './review-eligibility';

export const MODERATE = 'reviews.moderate';

/** 'First L.': how the storefront names a review's author (the username when no name is known). */
export function authorName(user: Pick<UserDirectoryRow, 'firstName' | 'lastName' | 'username'> | undefined) {
  if (!user) return 'A participant';
  if (!user.firstName) return user.username;
  const initial = user.lastName?.trim().charAt(0);
  return initial ? `${user.firstName} ${initial.toUpperCase()}.` : user.firstName;
}

async function schedulesByIds(db: DbOrTx, ids: string[]): Promise<Map<string, ScheduleCopyRow>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(scheduleCopies).where(inArray(scheduleCopies.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

async function present(db: DbOrTx, rows: ReviewRow[]): Promise<ReviewDto[]> {
  const schedules = await schedulesByIds(
    db,
    rows.map((r) => r.workshopScheduleId),
  );
  const people = await usersByIds(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => {
    const s = schedules.get(r.workshopScheduleId)!;
    return {
      id: r.id,
      workshopScheduleId: r.workshopScheduleId,
      workshopId: r.workshopId,
      workshopTitle: s.workshopTitle,
      coachId: s.coachId,
      sessionDate: s.startDate.toISOString(),
      userId: r.userId,
      authorName: authorName(people.get(r.userId)),
      rating: r.rating,
      body: r.body,
      reply: r.reply,
      repliedAt: r.repliedAt?.toISOString() ?? null,
      hiddenAt: r.hiddenAt?.toISOString() ?? null,
      hiddenReason: r.hiddenReason,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** The event's payload: the review as it now is (a copy keeps the highest version). */
async function announce(
  tx: DbOrTx,
  subject: Extract<EventSubject, `bookings.review.${'submitted' | 'replied' | 'hidden'}`>,
  row: ReviewRow,
  extra: { reason?: string } = {},
): Promise<ReviewDto> {
  const [dto] = await present(tx, [row]);
  const payload: ReviewPayload = {
    id: row.id,
    version: row.version,
    workshopScheduleId: row.workshopScheduleId,
    workshopId: row.workshopId,
    coachId: dto!.coachId,
    userId: row.userId,
    authorName: dto!.authorName,
    rating: row.rating,
    body: row.body,
    reply: row.reply,
    repliedAt: dto!.repliedAt,
    hidden: row.hiddenAt !== null,
    createdAt: dto!.createdAt,
  };
  await addToOutbox(
    tx,
    eventStore,
    subject,
    subject === 'bookings.review.hidden' ? { ...payload, reason: extra.reason ?? '' } : payload,
  );
  return dto!;
}

/** POST /v1/reviews: the caller's review of a session they attended (once; 409 for a second). */
export async function submitReview(ctx: BookingsContext, actor: Actor, input: CreateReviewInput): Promise<ReviewDto> {
  const userId = actor.userId!;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [schedule] = await tx
      .select()
      .from(scheduleCopies)
      .where(and(eq(scheduleCopies.id, input.workshopScheduleId), isNull(scheduleCopies.deletedAt)));
    if (!schedule) throw new NotFoundError('Workshop schedule not found.');
    const seatId = await attendedSeatOf(tx, schedule.id, userId);
    if (!seatId) throw new ForbiddenError(REVIEW_MESSAGES.notAttended);
    if (schedule.endDate > now)
      throw new ValidationError({ workshopScheduleId: [REVIEW_MESSAGES.notEnded] }, REVIEW_MESSAGES.notEnded);
    if (now > reviewDeadline(schedule.endDate))
      throw new ValidationError({ workshopScheduleId: [REVIEW_MESSAGES.windowClosed] }, REVIEW_MESSAGES.windowClosed);
    // The unique key decides between two submissions at once: the second waits, then inserts nothing.
    const [row] = await tx
      .insert(reviews)
      .values({
        workshopScheduleId: schedule.id,
        workshopId: schedule.workshopId,
        seatId,
        userId,
        rating: input.rating,
        body: input.body?.trim() ? input.body.trim() : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [reviews.workshopScheduleId, reviews.userId] })
      .returning();
    if (!row) throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
    return announce(tx, 'bookings.review.submitted', row);
  });
}

async function findReview(tx: DbOrTx, id: string): Promise<{ review: ReviewRow; schedule: ScheduleCopyRow }> {
  const [found] = await tx
    .select({ review: reviews, schedule: scheduleCopies })
    .from(reviews)
    .innerJoin(scheduleCopies, eq(scheduleCopies.id, reviews.workshopScheduleId))
    .where(eq(reviews.id, id));
  if (!found) throw new NotFoundError('Review not found.');
  return found;
}

/** POST /v1/reviews/{id}/reply: the session's coach, once. */
export async function replyToReview(ctx: BookingsContext, actor: Actor, id: string, body: string): Promise<ReviewDto> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { review, schedule } = await findReview(tx, id);
    // Hidden reviews are the author's and moderators' only: to the coach it is not there.
    if (review.hiddenAt && !can(actor, MODERATE)) throw new NotFoundError('Review not found.');
    if (schedule.coachId !== actor.userId) throw new ForbiddenError(REVIEW_MESSAGES.notCoach);
    const [row] = await tx
      .update(reviews)
      .set({ reply: body.trim(), repliedAt: now, repliedBy: actor.userId, version: sql`${reviews.version} + 1`, updatedAt: now })
      .where(and(eq(reviews.id, review.id), isNull(reviews.reply)))
      .returning();
    if (!row) throw new ConflictError(REVIEW_MESSAGES.alreadyReplied);
    await audit(tx, {
      actor,
      onBehalfOf: review.userId,
      action: 'review.replied',
      objectType: 'review',
      objectId: row.id,
      before: { reply: null },
      after: { reply: row.reply },
    });
    return announce(tx, 'bookings.review.replied', row);
  });
}

/** POST /v1/reviews/{id}/hide (reviews.moderate): out of every rating and page; the author is told why. */
export async function hideReview(ctx: BookingsContext, actor: Actor, id: string, reason: string): Promise<ReviewDto> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { review } = await findReview(tx, id);
    const [row] = await tx
      .update(reviews)
      .set({
        hiddenAt: now,
        hiddenBy: actor.userId,
        hiddenReason: reason.trim(),
        version: sql`${reviews.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(reviews.id, review.id), isNull(reviews.hiddenAt)))
      .returning();
    if (!row) throw new ConflictError(REVIEW_MESSAGES.alreadyHidden);
    // Who hid whose review and why, in the hide's own transaction.
    await audit(tx, {
      actor,
      onBehalfOf: review.userId,
      action: 'review.hidden',
      objectType: 'review',
      objectId: row.id,
      before: { hiddenAt: null },
      after: { hiddenAt: now, hiddenReason: row.hiddenReason },
    });
    return announce(tx, 'bookings.review.hidden', row, { reason: reason.trim() });
  });
}

export const reviewListSpec: ListSpec = {
  table: reviews,
  sortable: { createdAt: reviews.createdAt, rating: reviews.rating },
  filterable: {
    workshopId: reviews.workshopId,
    workshopScheduleId: reviews.workshopScheduleId,
    userId: filterBy.uuid(reviews.userId, ['me']),
    rating: filterBy.number(reviews.rating),
    // Applied by listReviews: a sub-select of the coach's schedules; hiddenAt set or not.
    coachId: filterBy.uuid(undefined, ['me']),
    hidden: filterBy.boolean(),
  },
  searchable: [reviews.body, reviews.reply],
  defaultSort: '-createdAt',
};

const schedulesOfCoach = (coachIds: string[]) =>
  inArray(
    reviews.workshopScheduleId,
    // A subquery: the coach's schedules as bookings' copies know them.
    sqlSchedulesOf(coachIds),
  );

function sqlSchedulesOf(coachIds: string[]) {
  return sql`(select id from bookings.schedule_copies where coach_id in (${sql.join(
    coachIds.map((c) => sql`${c}`),
    sql`, `,
  )}))`;
}

/**
 * GET /v1/reviews: every review for a moderator; for anyone else their own (hidden ones too, with
 * the reason) and the visible reviews of the sessions they coach.
 */
export async function listReviews(ctx: BookingsContext, actor: Actor, q: ListQuery) {
  resolveMe(q, 'userId', actor.userId);
  resolveMe(q, 'coachId', actor.userId);
  const { coachId, hidden } = takeFilters(q, ['coachId', 'hidden']);
  const conditions: (SQL | undefined)[] = [
    coachId ? schedulesOfCoach(coachId) : undefined,
    hidden?.[0] === 'true' ? isNotNull(reviews.hiddenAt) : hidden?.[0] === 'false' ? isNull(reviews.hiddenAt) : undefined,
  ];
  if (!can(actor, MODERATE)) {
    const me = actor.userId!;
    conditions.push(or(eq(reviews.userId, me), and(schedulesOfCoach([me]), isNull(reviews.hiddenAt))));
  }
  const { rows, meta } = await listRows<ReviewRow>(ctx.db, reviewListSpec, q, conditions);
  return { data: await present(ctx.db, rows), meta };
}

/** GET /v1/reviews/{id}: as the list shows it to the caller. */
export async function showReview(ctx: BookingsContext, actor: Actor, id: string): Promise<ReviewDto> {
  const { review, schedule } = await findReview(ctx.db, id);
  const mine = review.userId === actor.userId;
  const coached = schedule.coachId === actor.userId && !review.hiddenAt;
  if (!mine && !coached && !can(actor, MODERATE)) throw new NotFoundError('Review not found.');
  return (await present(ctx.db, [review]))[0]!;
}

/** GET /v1/reviews/reviewable: the caller's attended sessions still open to review, newest first. */
export async function reviewableSessions(ctx: BookingsContext, actor: Actor): Promise<ReviewableSessionDto[]> {
  const userId = actor.userId!;
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000);
  const ended = await ctx.db
    .select()
    .from(scheduleCopies)
    .where(
      and(
        lte(scheduleCopies.endDate, now),
        gt(scheduleCopies.endDate, windowStart),
        isNull(scheduleCopies.deletedAt),
        sql`exists (
          select 1 from bookings.booking_seats seat
          join bookings.bookings booking on booking.id = seat.booking_id
          where ${attendedSeat(scheduleCopies.id)} and seat.user_id = ${userId}
        )`,
      ),
    )
    .orderBy(desc(scheduleCopies.endDate))
    .limit(100);
  const written = ended.length
    ? await ctx.db
        .select()
        .from(reviews)
        .where(
          and(
            eq(reviews.userId, userId),
            inArray(
              reviews.workshopScheduleId,
              ended.map((s) => s.id),
            ),
          ),
        )
    : [];
  const dtos = new Map((await present(ctx.db, written)).map((r) => [r.workshopScheduleId, r]));
  return ended.map((s) => ({
    workshopScheduleId: s.id,
    workshopId: s.workshopId,
    workshopTitle: s.workshopTitle,
    startDate: s.startDate.toISOString(),
    endDate: s.endDate.toISOString(),
    reviewableUntil: reviewDeadline(s.endDate).toISOString(),
    review: dtos.get(s.id) ?? null,
  }));
}
