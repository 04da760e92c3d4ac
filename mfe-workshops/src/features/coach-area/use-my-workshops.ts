import { workshopsApi } from '../workshops/api';

/** The workshops I am assigned to: the ones I may schedule and whose resources I may read. */
export function useMyWorkshops() {
  return workshopsApi.useListWorkshopsQuery({ page: 1, perPage: 100, sort: 'title', 'filter[coachId]': 'me' });
}
