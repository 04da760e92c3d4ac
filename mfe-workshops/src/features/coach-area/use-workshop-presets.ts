// What a new schedule takes from the workshop it is for (issue 31 item 8): the level of the workshop's
// template, and the country, meeting link, mode, language and venue of the coach's latest schedule of
// it. Only fields the coach has not touched are filled, and only on a new schedule.
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useListWorkshopSchedulesQuery } from '../workshop-schedules/api';
import type { ScheduleFormValues } from '../workshop-schedules/schedule-form-values';
import { useGetWorkshopTemplateQuery } from '../workshop-templates/api';

const FROM_LAST_SCHEDULE = ['country', 'meetingUrl', 'mode', 'language', 'venueName', 'venueAddress', 'venueCity'] as const;

export function useWorkshopPresets(
  form: UseFormReturn<ScheduleFormValues>,
  workshop: { id: string; workshopTemplateId: string } | undefined,
  enabled: boolean,
) {
  const on = enabled && !!workshop;
  const { currentData: template } = useGetWorkshopTemplateQuery(on ? workshop.workshopTemplateId : skipToken);
  const { currentData: last } = useListWorkshopSchedulesQuery(
    on
      ? { 'filter[workshopId]': workshop.id, 'filter[coachId]': 'me', sort: '-startDate', page: 1, perPage: 1 }
      : skipToken,
  );
  const previous = last?.data[0];

  useEffect(() => {
    if (!on) return;
    const untouched = (name: keyof ScheduleFormValues) => !form.getFieldState(name).isDirty;
    if (template?.level && untouched('level')) form.setValue('level', template.level);
    // Until the list answers, nothing; an answer without a schedule clears what another workshop filled.
    if (!last) return;
    for (const name of FROM_LAST_SCHEDULE) {
      if (!untouched(name)) continue;
      const value = previous?.[name] || null;
      form.setValue(name, name === 'mode' ? (value ?? 'ONLINE') : value);
    }
  }, [on, template, last, previous, form]);
}
