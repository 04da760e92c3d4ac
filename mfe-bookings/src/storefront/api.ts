// The storefront's reads: the public catalogue (GET /v1/public/workshop-schedules), one schedule, and
// the coach's public profile. The home page's query comes from its address bar, so the server and the
// browser ask for the same thing and a plain GET form works without JavaScript.
import type { Level, ListMeta, RatingSummaryDto } from '@coachwork/contracts';
import { api } from '@coachwork/web-kit';

export interface PublicSchedule {
  id: string;
  workshopId: string;
  coachId: string;
  workshop: {
    id: string;
    title: string;
    slug?: string;
    description?: string | null;
    image?: string | null;
    video?: string | null;
    tags?: string[];
    price?: number;
    /** Seats the session needs to go ahead (SPEC-DECISIONS: minSeats). */
    minSeats?: number;
    /** The average and count of its visible reviews (null: none yet). */
    rating?: RatingSummaryDto | null;
  };
  /** `name`: 'First Last', else the username; the username names the coach's page. */
  coach: { id: string; username: string; name?: string; rating?: RatingSummaryDto | null } | null;
  startDate: string;
  endDate: string;
  timezone: string;
  country: string | null;
  level: Level | null;
  status?: string;
  visibility?: string;
  mode: string;
  capacity?: number;
  price: number | null;
  seatsLeft: number | null;
  cancelledAt?: string | null;
  venueName?: string | null;
  venueAddress?: string | null;
  venueCity?: string | null;
  language?: string | null;
}

export interface PublicScheduleDetail extends PublicSchedule {
  workshop: PublicSchedule['workshop'] & { descriptionHtml?: string | null };
  resources: { id: string; title: string; description: string | null; type: string; sortOrder: number }[];
  /** The workshop's latest visible reviews, newest first. */
  reviews?: PublicReview[];
}

export interface PublicReview {
  id: string;
  authorName: string;
  rating: number;
  body: string | null;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
}

export interface PublicCoach {
  id: string;
  username: string;
  avatarUrl?: string | null;
  profile?: {
    firstName: string | null;
    lastName: string | null;
    headline: string | null;
    country: string | null;
    socialAccounts?: { platform: string; url: string; order: number }[];
  };
  coachProfile?: {
    businessName?: string | null;
    specializations?: string[];
    bio?: string | null;
    experiences?: { title: string; company: string; order: number; years: number; months?: number | null }[];
    certifications?: {
      title: string;
      issuingOrganization: string;
      issuingDate?: string | null;
      certificateUrl?: string | null;
      order: number;
    }[];
  } | null;
}

export type PublicScheduleQuery = Record<string, string | number>;

export interface PublicScheduleList {
  data: PublicSchedule[];
  meta: ListMeta | null;
}

export const EMPTY_LIST: PublicScheduleList = { data: [], meta: null };

/** The home page's filters as the address bar and the GET form name them. */
export const HOME_FILTERS = ['q', 'from', 'to', 'mode', 'level', 'country', 'minPrice', 'maxPrice', 'sort'] as const;

/** The home page's orders: `sort=` in the address → the catalogue's sort. */
export const HOME_SORTS: Record<string, { label: string; sort: string }> = {
  date: { label: 'Soonest first', sort: 'startDate' },
  price: { label: 'Price: low to high', sort: 'price' },
  '-price': { label: 'Price: high to low', sort: '-price' },
};
export type HomeFilters = Partial<Record<(typeof HOME_FILTERS)[number], string>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PRICE = /^\d+(\.\d{1,2})?$/;

/** The filters a visitor asked for, keeping only well-formed values (a bad one is ignored, not an error). */
export function homeFilters(search: string): HomeFilters {
  const params = new URLSearchParams(search);
  const out: HomeFilters = {};
  for (const key of HOME_FILTERS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if ((key === 'from' || key === 'to') && !DATE.test(value)) continue;
    if ((key === 'minPrice' || key === 'maxPrice') && !PRICE.test(value)) continue;
    if ((key === 'mode' || key === 'level') && !/^[A-Za-z-]+$/.test(value)) continue;
    if (key === 'country' && !/^[A-Za-z]{2}$/.test(value)) continue;
    if (key === 'sort' && !Object.hasOwn(HOME_SORTS, value)) continue;
    out[key] = value;
  }
  return out;
}

/** The catalogue query for the home page's address (the server and the browser must agree). */
export function homeQuery(search: string): PublicScheduleQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const f = homeFilters(search);
  const query: PublicScheduleQuery = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: 12,
    sort: HOME_SORTS[f.sort ?? 'date']!.sort,
  };
  if (f.q) query.search = f.q;
  if (f.from) query['filter[startsFrom]'] = f.from;
  if (f.to) query['filter[startsTo]'] = f.to;
  if (f.mode) query['filter[mode]'] = f.mode;
  if (f.level) query['filter[level]'] = f.level;
  if (f.country) query['filter[country]'] = f.country;
  if (f.minPrice) query['filter[minPrice]'] = f.minPrice;
  if (f.maxPrice) query['filter[maxPrice]'] = f.maxPrice;
  return query;
}

export function queryString(query: PublicScheduleQuery): string {
  return new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string])).toString();
}

export const storefrontApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicSchedules: build.query<PublicScheduleList, PublicScheduleQuery>({
      queryFn: async (params, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: '/public/workshop-schedules', params });
        if (result.error) {
          // A filter the catalogue refuses (422) shows as no results rather than a broken page.
          if (result.error.status === 404 || result.error.status === 422) return { data: EMPTY_LIST };
          return { error: result.error };
        }
        return { data: result.data as PublicScheduleList };
      },
      providesTags: ['WorkshopSchedule'],
    }),
  }),
});

export const { useGetPublicSchedulesQuery } = storefrontApi;
