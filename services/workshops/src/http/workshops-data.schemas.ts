// JSON Schemas of what workshops' routes (templates, workshops, resources, tags, history, schedules,
// the coach picker and the public catalogue) answer in `data`, for the OpenAPI document
// and the answer check (gateway/src/response-check.ts). Their DTO types live in this service (the
// repositories' toDto), so the schemas do too: dtoSchema makes a field added to a DTO without its schema a compile
// error, and the check makes an answer with a field the schema does not name fail the tests.
import { dtoSchema, LEVELS, orNull, RATING_SUMMARY_SCHEMA, RESOURCE_TYPES, type JsonSchema } from '@coachwork/contracts';
import type { findPublicSchedule, PublicScheduleDto } from '../data/public-schedule.repository';
import { HISTORY_ACTIONS, HISTORY_SUBJECTS, type CoachRow } from '../data/schema';
import type { toTagDto } from '../data/tag.repository';
import type { WorkshopResourceDto } from '../data/workshop-resource.repository';
import type { WorkshopScheduleDto } from '../data/workshop-schedule.repository';
import type { WorkshopTemplateDto } from '../data/workshop-template.repository';
import type { toHistoryDto, WorkshopDto } from '../data/workshop.repository';

const text: JsonSchema = { type: 'string' };
const integer: JsonSchema = { type: 'integer' };
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const time: JsonSchema = { type: 'string', format: 'date-time' };
const number: JsonSchema = { type: 'number' };
const boolean: JsonSchema = { type: 'boolean' };
const oneOf = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });

export const WORKSHOP_DATA_SCHEMA = dtoSchema<WorkshopDto>({
  id: uuid,
  workshopTemplateId: orNull(uuid),
  title: text,
  slug: text,
  description: orNull(text),
  image: orNull(text),
  video: orNull(text),
  price: { type: 'number' },
  minSeats: integer,
  maxSeats: integer,
  tags: { type: 'array', items: text },
  coachIds: { type: 'array', items: uuid },
  remindDayBefore: boolean,
  remindHourBefore: boolean,
  waitlistWindowHours: integer,
  createdAt: time,
  updatedAt: time,
  deletedAt: orNull(time),
});

export const WORKSHOP_SCHEDULE_DATA_SCHEMA = dtoSchema<WorkshopScheduleDto>({
  id: uuid,
  workshopId: uuid,
  coachId: uuid,
  startDate: time,
  endDate: time,
  timezone: text,
  country: orNull(text),
  level: orNull(text),
  status: text,
  visibility: text,
  mode: text,
  capacity: integer,
  seatsLeft: integer,
  venueName: orNull(text),
  venueAddress: orNull(text),
  venueCity: orNull(text),
  language: orNull(text),
  meetingUrl: orNull(text),
  price: orNull({ type: 'number' }),
  cancelledAt: orNull(time),
  cancelledBy: orNull(uuid),
  cancellationReason: orNull(text),
  // minSeats: what it needs to go ahead, so the coach area can say how many more (issue 31 item 11);
  // the reminder switches, which the schedule's events carry to bookings (issue 27 item 2).
  workshop: orNull(
    dtoSchema<{
      id: string;
      title: string;
      minSeats: number;
      remindDayBefore: boolean;
      remindHourBefore: boolean;
      waitlistWindowHours: number;
    }>({
      id: uuid,
      title: text,
      minSeats: integer,
      remindDayBefore: boolean,
      remindHourBefore: boolean,
      waitlistWindowHours: integer,
    }),
  ),
  coach: orNull(dtoSchema<{ id: string; username: string }>({ id: uuid, username: text })),
  createdAt: time,
  updatedAt: time,
  deletedAt: orNull(time),
});

export const WORKSHOP_TEMPLATE_DATA_SCHEMA = dtoSchema<WorkshopTemplateDto>({
  id: uuid,
  title: text,
  slug: text,
  description: orNull(text),
  image: orNull(text),
  video: orNull(text),
  level: orNull(oneOf(LEVELS)),
  price: number,
  createdAt: time,
  updatedAt: time,
  deletedAt: orNull(time),
});

export const WORKSHOP_RESOURCE_DATA_SCHEMA = dtoSchema<WorkshopResourceDto>({
  id: uuid,
  workshopId: uuid,
  title: text,
  description: orNull(text),
  type: oneOf(RESOURCE_TYPES),
  url: orNull(text),
  filePath: orNull(text),
  fileSize: orNull(integer),
  fileType: orNull(text),
  sortOrder: integer,
  isVisible: boolean,
  isBroadcast: boolean,
  createdAt: time,
  updatedAt: time,
  deletedAt: orNull(time),
});

export const TAG_DATA_SCHEMA = dtoSchema<ReturnType<typeof toTagDto>>({
  id: uuid,
  name: text,
  createdAt: time,
});

type HistoryDto = ReturnType<typeof toHistoryDto>;

/** A row of GET /v1/workshops/{id}/history; `changes` maps each changed field to `{from, to}`. */
export const WORKSHOP_HISTORY_DATA_SCHEMA = dtoSchema<HistoryDto>({
  id: uuid,
  workshopId: uuid,
  subject: oneOf(HISTORY_SUBJECTS),
  subjectId: uuid,
  action: oneOf(HISTORY_ACTIONS),
  actorId: orNull(uuid),
  actor: orNull(dtoSchema<NonNullable<HistoryDto['actor']>>({ id: uuid, username: text })),
  changes: {
    type: 'object',
    additionalProperties: { type: 'object', required: ['from', 'to'], properties: { from: {}, to: {} } },
  },
  createdAt: time,
});

/** A row of GET /v1/workshop-schedules/coaches (usernames only). */
export const SCHEDULE_COACH_DATA_SCHEMA = dtoSchema<Pick<CoachRow, 'id' | 'username'>>({
  id: uuid,
  username: text,
});

const PUBLIC_WORKSHOP_PROPERTIES = {
  id: uuid,
  title: text,
  slug: text,
  description: orNull(text),
  image: orNull(text),
  video: orNull(text),
  price: number,
  tags: { type: 'array', items: text },
  minSeats: integer,
  rating: orNull(RATING_SUMMARY_SCHEMA),
} satisfies { [K in keyof PublicScheduleDto['workshop']]-?: JsonSchema };

const PUBLIC_SCHEDULE_PROPERTIES = {
  id: uuid,
  workshopId: uuid,
  coachId: uuid,
  startDate: time,
  endDate: time,
  timezone: text,
  country: orNull(text),
  level: orNull(text),
  status: text,
  visibility: text,
  mode: text,
  capacity: integer,
  venueName: orNull(text),
  venueAddress: orNull(text),
  venueCity: orNull(text),
  language: orNull(text),
  seatsLeft: integer,
  price: number,
  cancelledAt: orNull(time),
  workshop: dtoSchema<PublicScheduleDto['workshop']>(PUBLIC_WORKSHOP_PROPERTIES),
  coach: orNull(
    dtoSchema<NonNullable<PublicScheduleDto['coach']>>({
      id: uuid,
      username: text,
      name: text,
      rating: orNull(RATING_SUMMARY_SCHEMA),
    }),
  ),
} satisfies { [K in keyof PublicScheduleDto]-?: JsonSchema };

/** A row of the public catalogue (GET /v1/public/workshop-schedules). */
export const PUBLIC_SCHEDULE_DATA_SCHEMA = dtoSchema<PublicScheduleDto>(PUBLIC_SCHEDULE_PROPERTIES);

type PublicScheduleDetail = Awaited<ReturnType<typeof findPublicSchedule>>;

/**
 * One schedule of the catalogue (public-workshop-schedules.routes.ts): the row, the workshop's
 * description also as safe HTML, and its visible resources by title and type.
 */
export const PUBLIC_SCHEDULE_DETAIL_DATA_SCHEMA = dtoSchema<PublicScheduleDetail>({
  ...PUBLIC_SCHEDULE_PROPERTIES,
  workshop: dtoSchema<PublicScheduleDto['workshop'] & { descriptionHtml: string | null }>({
    ...PUBLIC_WORKSHOP_PROPERTIES,
    descriptionHtml: orNull(text),
  }),
  resources: {
    type: 'array',
    items: dtoSchema<PublicScheduleDetail['resources'][number]>({
      id: uuid,
      title: text,
      description: orNull(text),
      type: oneOf(RESOURCE_TYPES),
      sortOrder: integer,
    }),
  },
  // The workshop's latest visible reviews (issue 28 item 1), newest first.
  reviews: {
    type: 'array',
    items: dtoSchema<PublicScheduleDetail['reviews'][number]>({
      id: uuid,
      authorName: text,
      rating: integer,
      body: orNull(text),
      reply: orNull(text),
      repliedAt: orNull(time),
      createdAt: time,
    }),
  },
});
