// GET /v1/dashboard/metrics through the one /v1 api.
import type { DashboardMetricsDto, MetricsGroupBy, ResourceEnvelope } from '@coachwork/contracts';
import { api } from './api';

export interface MetricsArgs {
  from: string;
  to: string;
  groupBy: MetricsGroupBy;
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardMetrics: build.query<DashboardMetricsDto, MetricsArgs>({
      query: (args) => ({ url: '/dashboard/metrics', params: args }),
      transformResponse: (res: ResourceEnvelope<DashboardMetricsDto>) => res.data,
      // Figures move with every booking: a minute is fresh enough for a dashboard.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetDashboardMetricsQuery } = dashboardApi;
