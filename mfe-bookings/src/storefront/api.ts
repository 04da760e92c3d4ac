// The storefront's reads: the public catalogue. The endpoint arrives with the Workshops issue; until
// then the gateway answers 404 and the home page shows its empty state.
import type { Level, ListMeta } from '@coachwork/contracts';
import { api } from '@coachwork/web-kit';

export interface PublicSchedule {
  id: string;
  workshop: { id: string; title: string; slug?: string; image?: string | null };
  coach: { id: string; username: string };
  startDate: string;
  endDate: string;
  timezone: string;
  country: string | null;
  level: Level | null;
  mode: string;
  price: number | null;
  seatsLeft: number | null;
}

export interface PublicScheduleQuery {
  page?: number;
  perPage?: number;
  search?: string;
  sort?: string;
}

export interface PublicScheduleList {
  data: PublicSchedule[];
  meta: ListMeta | null;
}

export const EMPTY_LIST: PublicScheduleList = { data: [], meta: null };

/** The query the home page asks for, from its address bar (the server and the browser must agree). */
export function homeQuery(search: string): PublicScheduleQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim();
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: 12,
    sort: 'startDate',
    ...(q ? { search: q } : {}),
  };
}

export const storefrontApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicSchedules: build.query<PublicScheduleList, PublicScheduleQuery>({
      // A catalogue that does not exist yet is an empty catalogue, not an error.
      queryFn: async (params, _api, extraOptions, baseQuery) => {
        const result = await baseQuery({ url: '/public/workshop-schedules', params });
        if (result.error) {
          if (result.error.status === 404) return { data: EMPTY_LIST };
          return { error: result.error };
        }
        return { data: result.data as PublicScheduleList };
      },
      providesTags: ['WorkshopSchedule'],
    }),
  }),
});

export const { useGetPublicSchedulesQuery } = storefrontApi;
