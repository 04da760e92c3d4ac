// Route declarations of dashboard.routes.ts and payouts.routes.ts, for the OpenAPI document. Payouts
// are read by the coach they belong to or bookings.view, and moved by bookings.update (the use cases
// decide per object), so the routes only need a signed-in caller.
import {
  dashboardMetricsQuerySchema,
  holdPayoutSchema,
  DASHBOARD_METRICS_DATA_SCHEMA,
  markPayoutPaidSchema,
  PAYOUT_DATA_SCHEMA,
} from '@coachwork/contracts';
import { apiRoutes, listExportApi, type ApiRoute } from '@coachwork/service-kit';
import { payoutListSpec } from '../domain/payouts/payouts.use-cases';

const PAYOUTS = '/v1/payouts';

export const DASHBOARD_API: ApiRoute[] = [
  ...apiRoutes('Dashboard', [
    {
      method: 'get',
      path: '/v1/dashboard/metrics',
      summary:
        'Totals, series, top workshops and upcoming sessions (super-admins: the platform; coaches: their own)',
      access: 'user',
      query: dashboardMetricsQuerySchema,
      data: DASHBOARD_METRICS_DATA_SCHEMA,
    },
  ]),
  ...apiRoutes('Payouts', [
    {
      method: 'get',
      path: PAYOUTS,
      summary: 'Payouts (coaches see their own)',
      access: 'user',
      list: payoutListSpec,
      answer: 'list',
      data: PAYOUT_DATA_SCHEMA,
    },
    ...listExportApi({
      path: PAYOUTS,
      what: 'payouts (coaches: their own)',
      access: 'user',
      list: payoutListSpec,
    }),
    {
      method: 'get',
      path: `${PAYOUTS}/:id`,
      summary: 'Show a payout',
      access: 'user',
      data: PAYOUT_DATA_SCHEMA,
    },
    {
      method: 'get',
      path: `${PAYOUTS}/:id/statement`,
      summary: "A payout's statement (PDF)",
      access: 'user',
      answer: 'file',
    },
    {
      method: 'post',
      path: `${PAYOUTS}/:id/mark-paid`,
      summary:
        'Mark a due payout paid with the transfer reference (the same reference again changes nothing)',
      access: 'user',
      body: markPayoutPaidSchema,
      conflict: true,
      data: PAYOUT_DATA_SCHEMA,
    },
    {
      method: 'post',
      path: `${PAYOUTS}/:id/hold`,
      summary: 'Put a payout on hold with a reason',
      access: 'user',
      body: holdPayoutSchema,
      conflict: true,
      data: PAYOUT_DATA_SCHEMA,
    },
    {
      method: 'post',
      path: `${PAYOUTS}/:id/release`,
      summary: 'Release a payout from hold',
      access: 'user',
      conflict: true,
      data: PAYOUT_DATA_SCHEMA,
    },
  ]),
];
