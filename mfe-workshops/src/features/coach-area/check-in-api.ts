// The coach's check-in at the door (services/bookings): a schedule's ticket holders, and one check-in
// by a ticket's code or a seat picked by name. Names are the coach area's own (see attendees-api.ts).
import {
  alreadyCheckedInMessage,
  type CheckInDto,
  type CheckInSheetDto,
  type ResourceEnvelope,
} from '@coachwork/contracts';
import { api, createTranslator } from '@coachwork/web-kit';
import type { SendOutcome } from './check-in-queue';
import { COACH_AREA_MESSAGES, type CoachAreaTranslator } from './messages';

const english = createTranslator('en', COACH_AREA_MESSAGES) as CoachAreaTranslator;

export const checkInApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckInSheet: build.query<CheckInSheetDto, string>({
      query: (scheduleId) => ({ url: `/check-ins/${encodeURIComponent(scheduleId)}` }),
      transformResponse: (r: ResourceEnvelope<CheckInSheetDto>) => r.data,
      providesTags: (_r, _e, scheduleId) => [{ type: 'BookingSeat', id: `check-in-${scheduleId}` }],
    }),
    coachCheckIn: build.mutation<
      CheckInDto,
      { workshopScheduleId: string; code?: string; seatId?: string; scannedAt?: string }
    >({
      query: (body) => ({ url: '/check-ins', method: 'POST', body }),
      transformResponse: (r: ResourceEnvelope<CheckInDto>) => r.data,
      // The page shows every answer (and keeps what did not get through) itself.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetCheckInSheetQuery, useCoachCheckInMutation } = checkInApi;

/** '09:03' in the session's zone: the door's clock. */
export function doorTime(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(
      new Date(iso),
    );
  } catch {
    return new Date(iso).toISOString().slice(11, 16);
  }
}

interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/**
 * An RTK Query answer to a check-in as the queue reads it, in the page's words (`t`). The contract's
 * 'Already checked in by …' and the server's messages are shown as they are.
 */
export function outcomeOf(
  result: { data: CheckInDto } | { error: unknown },
  timeZone: string,
  t: CoachAreaTranslator['t'] = english.t,
): SendOutcome {
  if ('data' in result) {
    const d = result.data;
    return d.alreadyCheckedIn
      ? {
          kind: 'done',
          tone: 'info',
          message: `${d.holderName}: ${alreadyCheckedInMessage(d.checkedInByName, doorTime(d.checkedInAt, timeZone))}`,
        }
      : { kind: 'done', tone: 'success', message: t('checkIn.done', { name: d.holderName }) };
  }
  const error = result.error as { status?: unknown; data?: ErrorBody } | undefined;
  const status = error?.status;
  if (typeof status !== 'number' || status >= 500 || status === 408 || status === 429)
    return { kind: 'unreachable' };
  const body = error?.data ?? {};
  const field = body.errors?.code?.[0] ?? body.errors?.seatId?.[0] ?? body.errors?.workshopScheduleId?.[0];
  if (status === 403) return { kind: 'refused', message: t('checkIn.coachOnly') };
  return { kind: 'refused', message: field ?? body.message ?? t('checkIn.refused') };
}
