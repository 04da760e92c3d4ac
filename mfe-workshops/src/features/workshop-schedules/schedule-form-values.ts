// The schedule form's values (start and end as wall-clock text in the schedule's zone) and their
// validation with the contracts schema; shared by the console's form and the coach area's light one.
import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { createWorkshopScheduleSchema, updateWorkshopScheduleSchema } from '@coachwork/contracts';
import type { WorkshopSchedule } from './api';
import { viewerTimeZone } from '@coachwork/web-kit';
import { isoToZoned, zonedToIso } from './time-zone';

/** The form holds start and end as wall-clock text in the schedule's zone; the API gets instants. */
export interface ScheduleFormValues {
  workshopId: string;
  coachId: string;
  startDate: string;
  endDate: string;
  timezone: string;
  country: string | null;
  level: string | null;
  status: string;
  visibility: string;
  mode: string;
  capacity: number | null;
  venueName: string | null;
  venueAddress: string | null;
  venueCity: string | null;
  language: string | null;
  meetingUrl: string | null;
}

export function toScheduleInput(v: ScheduleFormValues) {
  return {
    ...v,
    startDate: v.startDate ? zonedToIso(v.startDate, v.timezone || 'UTC') : undefined,
    endDate: v.endDate ? zonedToIso(v.endDate, v.timezone || 'UTC') : undefined,
    country: v.country || null,
    level: v.level || null,
    capacity: v.capacity ?? null,
    venueName: v.venueName || null,
    venueAddress: v.venueAddress || null,
    venueCity: v.venueCity || null,
    language: v.language || null,
    meetingUrl: v.meetingUrl?.trim() || null,
  };
}

export function scheduleDefaults(s?: WorkshopSchedule | null, preset: Partial<ScheduleFormValues> = {}) {
  const tz = s?.timezone ?? viewerTimeZone();
  return {
    workshopId: s?.workshopId ?? '',
    coachId: s?.coachId ?? '',
    startDate: s ? isoToZoned(s.startDate, tz) : '',
    endDate: s ? isoToZoned(s.endDate, tz) : '',
    timezone: tz,
    country: s?.country ?? null,
    level: s?.level ?? null,
    status: s?.status ?? 'DRAFT',
    visibility: s?.visibility ?? 'PUBLIC',
    mode: s?.mode ?? 'ONLINE',
    capacity: s?.capacity ?? null,
    venueName: s?.venueName ?? null,
    venueAddress: s?.venueAddress ?? null,
    venueCity: s?.venueCity ?? null,
    language: s?.language ?? null,
    meetingUrl: s?.meetingUrl ?? null,
    ...preset,
  } as ScheduleFormValues;
}

/** Validates what the API will receive, with the contracts schema; errors keep the form's names. */
export function scheduleResolver(editing: boolean): Resolver<ScheduleFormValues> {
  const schema = (editing ? updateWorkshopScheduleSchema : createWorkshopScheduleSchema) as typeof createWorkshopScheduleSchema;
  const inner = yupResolver(schema) as unknown as Resolver<ScheduleFormValues>;
  return (values, ctx, opts) => inner(toScheduleInput(values) as unknown as ScheduleFormValues, ctx, opts);
}

