import { useListWorkshopSchedulesQuery } from '../workshop-schedules/api';

/** The workshops I teach: those of my schedules. */
export function useMyWorkshops() {
  const { data, isLoading } = useListWorkshopSchedulesQuery({ page: 1, perPage: 100, 'filter[coachId]': 'me' });
  const workshops = new Map<string, string>();
  for (const s of data?.data ?? []) if (s.workshop) workshops.set(s.workshop.id, s.workshop.title);
  return { workshops: [...workshops].map(([id, title]) => ({ id, title })), isLoading };
}
