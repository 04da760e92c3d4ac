import { and, eq, inArray } from 'drizzle-orm';
import { filterBy, type DbOrTx, type ListSpec } from '@coachwork/service-kit';
import {
  COUNTRY_CODES,
  LEVELS,
  MODES,
  PUBLICATION_STATUSES,
  VISIBILITIES,
  type WorkshopSchedulePayload,
} from '@coachwork/contracts';
import {
  coachDirectory,
  scheduleSeats,
  workshops,
  workshopSchedules,
  type WorkshopRow,
  type WorkshopScheduleRow,
} from './schema';

export const SCHEDULE_FIELDS = [
  'workshopId',
  'coachId',
  'startDate',
  'endDate',
  'timezone',
  'country',
  'level',
  'status',
  'visibility',
  'mode',
  'capacity',
  'venueName',
  'venueAddress',
  'venueCity',
  'language',
  'meetingUrl',
  'cancelledAt',
  'cancelledBy',
  'cancellationReason',
] as const;

export const scheduleListSpec: ListSpec = {
  table: workshopSchedules,
  sortable: {
    startDate: workshopSchedules.startDate,
    endDate: workshopSchedules.endDate,
    status: workshopSchedules.status,
    capacity: workshopSchedules.capacity,
    createdAt: workshopSchedules.createdAt,
    updatedAt: workshopSchedules.updatedAt,
  },
  filterable: {
    workshopId: filterBy.uuid(workshopSchedules.workshopId),
    // `me` is the caller (the coach area's "my schedules"); the route puts in the id.
    coachId: filterBy.uuid(workshopSchedules.coachId, ['me']),
    status: filterBy.enum(workshopSchedules.status, PUBLICATION_STATUSES),
    visibility: filterBy.enum(workshopSchedules.visibility, VISIBILITIES),
    mode: filterBy.enum(workshopSchedules.mode, MODES),
    level: filterBy.enum(workshopSchedules.level, LEVELS),
    country: filterBy.enum(workshopSchedules.country, COUNTRY_CODES),
    // Ranges over startDate, handled by the route.
    startsFrom: filterBy.date(),
    startsTo: filterBy.date(),
  },
  searchable: [],
  includable: ['workshop', 'coach'],
  defaultSort: 'startDate',
  deletedAt: workshopSchedules.deletedAt,
};

export async function findSchedule(db: DbOrTx, id: string): Promise<WorkshopScheduleRow | undefined> {
  const [row] = await db.select().from(workshopSchedules).where(eq(workshopSchedules.id, id)).limit(1);
  return row;
}

/** Seats taken per schedule as bookings last announced them (0 when bookings said nothing yet). */
export async function seatsTaken(db: DbOrTx, scheduleIds: string[]): Promise<Map<string, number>> {
  if (!scheduleIds.length) return new Map();
  const rows = await db
    .select({ id: scheduleSeats.workshopScheduleId, n: scheduleSeats.seatsTaken })
    .from(scheduleSeats)
    .where(inArray(scheduleSeats.workshopScheduleId, scheduleIds));
  return new Map(rows.map((r) => [r.id, r.n]));
}

export interface ScheduleEmbeds {
  workshops: Map<
    string,
    Pick<WorkshopRow, 'id' | 'title' | 'price' | 'minSeats' | 'remindDayBefore' | 'remindHourBefore' | 'waitlistWindowHours'>
  >;
  coaches: Map<string, { id: string; username: string }>;
  taken: Map<string, number>;
}

export async function loadEmbeds(db: DbOrTx, rows: WorkshopScheduleRow[]): Promise<ScheduleEmbeds> {
  const workshopIds = [...new Set(rows.map((r) => r.workshopId))];
  const coachIds = [...new Set(rows.map((r) => r.coachId))];
  // One after another: inside a transaction the three share one connection.
  const ws = workshopIds.length
    ? await db
        .select({
          id: workshops.id,
          title: workshops.title,
          price: workshops.price,
          minSeats: workshops.minSeats,
          remindDayBefore: workshops.remindDayBefore,
          remindHourBefore: workshops.remindHourBefore,
          waitlistWindowHours: workshops.waitlistWindowHours,
        })
        .from(workshops)
        .where(inArray(workshops.id, workshopIds))
    : [];
  const cs = coachIds.length
    ? await db
        .select({ id: coachDirectory.id, username: coachDirectory.username })
        .from(coachDirectory)
        .where(inArray(coachDirectory.id, coachIds))
    : [];
  const taken = await seatsTaken(db, rows.map((r) => r.id));
  return {
    workshops: new Map(ws.map((w) => [w.id, w])),
    coaches: new Map(cs.map((c) => [c.id, c])),
    taken,
  };
}

export const seatsLeftOf = (capacity: number, taken: number | undefined) => Math.max(0, capacity - (taken ?? 0));

export function toScheduleDto(row: WorkshopScheduleRow, embeds: ScheduleEmbeds) {
  const workshop = embeds.workshops.get(row.workshopId);
  const coach = embeds.coaches.get(row.coachId);
  return {
    id: row.id,
    workshopId: row.workshopId,
    coachId: row.coachId,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    timezone: row.timezone,
    country: row.country,
    level: row.level,
    status: row.status,
    visibility: row.visibility,
    mode: row.mode,
    capacity: row.capacity,
    seatsLeft: seatsLeftOf(row.capacity, embeds.taken.get(row.id)),
    venueName: row.venueName,
    venueAddress: row.venueAddress,
    venueCity: row.venueCity,
    language: row.language,
    meetingUrl: row.meetingUrl,
    price: workshop ? Number(workshop.price) : null,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    cancelledBy: row.cancelledBy,
    cancellationReason: row.cancellationReason,
    workshop: workshop
      ? {
          id: workshop.id,
          title: workshop.title,
          minSeats: workshop.minSeats,
          remindDayBefore: workshop.remindDayBefore,
          remindHourBefore: workshop.remindHourBefore,
          waitlistWindowHours: workshop.waitlistWindowHours,
        }
      : null,
    coach: coach ? { id: coach.id, username: coach.username } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

export type WorkshopScheduleDto = ReturnType<typeof toScheduleDto>;

export async function scheduleDto(db: DbOrTx, row: WorkshopScheduleRow): Promise<WorkshopScheduleDto> {
  return toScheduleDto(row, await loadEmbeds(db, [row]));
}

export function schedulePayload(dto: WorkshopScheduleDto): WorkshopSchedulePayload {
  return {
    id: dto.id,
    workshopId: dto.workshopId,
    workshopTitle: dto.workshop?.title ?? '',
    coachId: dto.coachId,
    startDate: dto.startDate,
    endDate: dto.endDate,
    timezone: dto.timezone,
    status: dto.status,
    visibility: dto.visibility,
    mode: dto.mode,
    capacity: dto.capacity,
    price: dto.price ?? 0,
    meetingUrl: dto.meetingUrl,
    ...(dto.workshop
      ? {
          minSeats: dto.workshop.minSeats,
          remindDayBefore: dto.workshop.remindDayBefore,
          remindHourBefore: dto.workshop.remindHourBefore,
          waitlistWindowHours: dto.workshop.waitlistWindowHours,
        }
      : {}),
    venue:
      dto.mode === 'ONLINE'
        ? null
        : { name: dto.venueName, address: dto.venueAddress, city: dto.venueCity, country: dto.country },
    cancelledAt: dto.cancelledAt,
    cancelledBy: dto.cancelledBy,
    cancellationReason: dto.cancellationReason,
    deletedAt: dto.deletedAt,
    updatedAt: dto.updatedAt,
  };
}

/** Is this user known (from identity's events) to hold the coach role? */
export async function isCoach(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: coachDirectory.id })
    .from(coachDirectory)
    .where(and(eq(coachDirectory.id, userId), eq(coachDirectory.isCoach, true)))
    .limit(1);
  return !!row;
}
