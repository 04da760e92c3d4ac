// The public catalogue (GET /v1/public/workshop-schedules): schedules joined with their workshop and
// coach, only what a visitor may see. Each filter has an index (migration 0001).
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  dateFilter,
  filterBy,
  NotFoundError,
  numberFilter,
  type DbOrTx,
  type ListQuery,
  type ListSpec,
} from '@coachwork/service-kit';
import { COUNTRY_CODES, LEVELS, MODES, type ListMeta, type RatingSummaryDto } from '@coachwork/contracts';
import { coachDirectory, workshopResources, workshops, workshopSchedules } from './schema';
import { seatsLeftOf, seatsTaken } from './workshop-schedule.repository';
import { coachRatings, latestReviews, workshopRatings } from './review-ratings.repository';

/** The workshops' and coaches' ratings of a page of schedules (null: no visible review yet). */
interface Ratings {
  workshops: Map<string, RatingSummaryDto>;
  coaches: Map<string, RatingSummaryDto>;
}

async function ratingsOf(db: DbOrTx, rows: Joined[]): Promise<Ratings> {
  return {
    workshops: await workshopRatings(db, rows.map((r) => r.w.id)),
    coaches: await coachRatings(db, rows.map((r) => r.s.coachId)),
  };
}

export const publicScheduleListSpec: ListSpec = {
  table: workshopSchedules,
  sortable: { startDate: workshopSchedules.startDate, price: workshops.price },
  // Checked by kind when parsed; applied by publicScheduleConditions (ranges, tags and ids are not `=`).
  filterable: {
    mode: filterBy.enum(undefined, MODES),
    level: filterBy.enum(undefined, LEVELS),
    country: filterBy.enum(undefined, COUNTRY_CODES),
    tag: filterBy.text(),
    coachId: filterBy.uuid(),
    workshopId: filterBy.uuid(),
    startsFrom: filterBy.date(),
    startsTo: filterBy.date(),
    minPrice: filterBy.number(),
    maxPrice: filterBy.number(),
  },
  searchable: [],
  defaultSort: 'startDate',
};

/** The expression of the workshops_search_gin index. */
const searchDocument = sql`to_tsvector('simple', coalesce(${workshops.title}, '') || ' ' || coalesce(${workshops.description}, ''))`;

/** Every word of the search as a prefix ('lead chan' finds 'Leading Through Change'). */
function searchCondition(search: string): SQL {
  const words = search.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return sql`false`;
  const query = words.map((w) => `${w}:*`).join(' & ');
  return sql`${searchDocument} @@ to_tsquery('simple', ${query})`;
}

/** Only PUBLISHED + PUBLIC, live, not cancelled schedules of live workshops, and the visitor's filters. */
export function publicScheduleConditions(q: ListQuery, now = new Date()): SQL {
  // Every value was checked by its kind when the query was parsed (publicScheduleListSpec).
  const f = q.filter;
  const startsFrom = dateFilter(f.startsFrom);
  const startsTo = dateFilter(f.startsTo);
  const minPrice = numberFilter(f.minPrice);
  const maxPrice = numberFilter(f.maxPrice);

  // A date-only upper bound includes that whole day.
  const toEnd = startsTo && f.startsTo![0]!.length === 10 ? new Date(startsTo.getTime() + 86_400_000 - 1) : startsTo;
  const conditions: (SQL | undefined)[] = [
    eq(workshopSchedules.status, 'PUBLISHED'),
    eq(workshopSchedules.visibility, 'PUBLIC'),
    isNull(workshopSchedules.deletedAt),
    isNull(workshopSchedules.cancelledAt),
    isNull(workshops.deletedAt),
    // Without a date range the catalogue shows what has not ended yet.
    startsFrom || toEnd ? undefined : gt(workshopSchedules.endDate, now),
    startsFrom ? gte(workshopSchedules.startDate, startsFrom) : undefined,
    toEnd ? lte(workshopSchedules.startDate, toEnd) : undefined,
    minPrice !== undefined ? gte(workshops.price, minPrice) : undefined,
    maxPrice !== undefined ? lte(workshops.price, maxPrice) : undefined,
    f.mode ? inArray(workshopSchedules.mode, f.mode) : undefined,
    f.level ? inArray(workshopSchedules.level, f.level) : undefined,
    f.country ? inArray(workshopSchedules.country, f.country) : undefined,
    f.coachId ? inArray(workshopSchedules.coachId, f.coachId) : undefined,
    f.workshopId ? inArray(workshopSchedules.workshopId, f.workshopId) : undefined,
    f.tag ? sql`${workshops.tags} && ${sql.param(f.tag.map((t) => t.toLowerCase()))}::text[]` : undefined,
    q.search ? searchCondition(q.search) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined))!;
}

const columns = {
  s: workshopSchedules,
  w: {
    id: workshops.id,
    title: workshops.title,
    slug: workshops.slug,
    description: workshops.description,
    image: workshops.image,
    video: workshops.video,
    price: workshops.price,
    tags: workshops.tags,
    minSeats: workshops.minSeats,
  },
  coachUsername: coachDirectory.username,
  coachFirstName: coachDirectory.firstName,
  coachLastName: coachDirectory.lastName,
};

type Joined = {
  s: typeof workshopSchedules.$inferSelect;
  w: { id: string; title: string; slug: string; description: string | null; image: string | null; video: string | null; price: number; tags: string[]; minSeats: number };
  coachUsername: string | null;
  coachFirstName: string | null;
  coachLastName: string | null;
};

/** How the storefront names a coach: 'First Last', else the username (no name given yet). */
const coachName = (r: Joined) =>
  [r.coachFirstName, r.coachLastName].filter(Boolean).join(' ') || (r.coachUsername ?? '');

function toPublicDto(r: Joined, taken: Map<string, number>, ratings: Ratings) {
  return {
    id: r.s.id,
    workshopId: r.s.workshopId,
    coachId: r.s.coachId,
    startDate: r.s.startDate.toISOString(),
    endDate: r.s.endDate.toISOString(),
    timezone: r.s.timezone,
    country: r.s.country,
    level: r.s.level,
    status: r.s.status,
    visibility: r.s.visibility,
    mode: r.s.mode,
    capacity: r.s.capacity,
    venueName: r.s.venueName,
    venueAddress: r.s.venueAddress,
    venueCity: r.s.venueCity,
    language: r.s.language,
    seatsLeft: seatsLeftOf(r.s.capacity, taken.get(r.s.id)),
    price: Number(r.w.price),
    cancelledAt: r.s.cancelledAt ? r.s.cancelledAt.toISOString() : null,
    workshop: { ...r.w, price: Number(r.w.price), rating: ratings.workshops.get(r.w.id) ?? null },
    coach: r.coachUsername
      ? {
          id: r.s.coachId,
          username: r.coachUsername,
          name: coachName(r),
          rating: ratings.coaches.get(r.s.coachId) ?? null,
        }
      : null,
  };
}

export type PublicScheduleDto = ReturnType<typeof toPublicDto>;

export async function listPublicSchedules(
  db: DbOrTx,
  q: ListQuery,
): Promise<{ rows: PublicScheduleDto[]; meta: ListMeta }> {
  const where = publicScheduleConditions(q);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workshopSchedules)
    .innerJoin(workshops, eq(workshops.id, workshopSchedules.workshopId))
    .where(where);
  const total = count?.n ?? 0;
  const order = q.sort.map((s) => {
    const column = publicScheduleListSpec.sortable[s.field]!;
    return s.direction === 'asc' ? asc(column) : desc(column);
  });
  const rows = (await db
    .select(columns)
    .from(workshopSchedules)
    .innerJoin(workshops, eq(workshops.id, workshopSchedules.workshopId))
    .leftJoin(coachDirectory, eq(coachDirectory.id, workshopSchedules.coachId))
    .where(where)
    .orderBy(...order, asc(workshopSchedules.startDate), asc(workshopSchedules.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)) as Joined[];
  const taken = await seatsTaken(db, rows.map((r) => r.s.id));
  const ratings = await ratingsOf(db, rows);
  return {
    rows: rows.map((r) => toPublicDto(r, taken, ratings)),
    meta: { page: q.page, perPage: q.perPage, total, lastPage: Math.max(1, Math.ceil(total / q.perPage)) },
  };
}

/**
 * One schedule by id: PUBLIC and UNLISTED ones (an unlisted link works for whoever has it), PUBLISHED
 * or CLOSED (visible, taking no bookings); never PRIVATE, drafts, archived or trashed ones (404).
 * Cancelled ones stay visible with cancelledAt, so people who booked see what happened.
 */
export async function findPublicSchedule(db: DbOrTx, id: string) {
  const [row] = (await db
    .select(columns)
    .from(workshopSchedules)
    .innerJoin(workshops, eq(workshops.id, workshopSchedules.workshopId))
    .leftJoin(coachDirectory, eq(coachDirectory.id, workshopSchedules.coachId))
    .where(
      and(
        eq(workshopSchedules.id, id),
        or(eq(workshopSchedules.visibility, 'PUBLIC'), eq(workshopSchedules.visibility, 'UNLISTED')),
        inArray(workshopSchedules.status, ['PUBLISHED', 'CLOSED']),
        isNull(workshopSchedules.deletedAt),
        isNull(workshops.deletedAt),
      ),
    )
    .limit(1)) as Joined[];
  if (!row) throw new NotFoundError('Workshop schedule not found.');
  const taken = await seatsTaken(db, [row.s.id]);
  // Visible resources by title and type only: their content belongs to the people who booked.
  const resources = await db
    .select({
      id: workshopResources.id,
      title: workshopResources.title,
      description: workshopResources.description,
      type: workshopResources.type,
      sortOrder: workshopResources.sortOrder,
    })
    .from(workshopResources)
    .where(
      and(
        eq(workshopResources.workshopId, row.s.workshopId),
        eq(workshopResources.isVisible, true),
        isNull(workshopResources.deletedAt),
      ),
    )
    .orderBy(asc(workshopResources.sortOrder), asc(workshopResources.createdAt));
  const reviews = await latestReviews(db, row.w.id);
  return { ...toPublicDto(row, taken, await ratingsOf(db, [row])), resources, reviews };
}
