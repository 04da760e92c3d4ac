// JSON Schemas of what the workshops and schedules routes answer in `data`, for the OpenAPI document
// and the answer check (gateway/src/response-check.ts). Their DTO types live here (the repositories'
// toDto), so the schemas do too: dtoSchema makes a field added to a DTO without its schema a compile
// error, and the check makes an answer with a field the schema does not name fail the tests.
import { dtoSchema, orNull, type JsonSchema } from '@coachwork/contracts';
import type { WorkshopScheduleDto } from '../data/workshop-schedule.repository';
import type { WorkshopDto } from '../data/workshop.repository';

const text: JsonSchema = { type: 'string' };
const integer: JsonSchema = { type: 'integer' };
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const time: JsonSchema = { type: 'string', format: 'date-time' };

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
  workshop: orNull(dtoSchema<{ id: string; title: string }>({ id: uuid, title: text })),
  coach: orNull(dtoSchema<{ id: string; username: string }>({ id: uuid, username: text })),
  createdAt: time,
  updatedAt: time,
  deletedAt: orNull(time),
});
