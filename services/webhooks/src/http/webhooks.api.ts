// Route declarations of webhooks.routes.ts, for the OpenAPI document.
import { createWebhookEndpointSchema, updateWebhookEndpointSchema } from '@coachwork/contracts';
import { apiRoutes, type ApiRoute } from '@coachwork/service-kit';
import {
  DELIVERY_DATA_SCHEMA,
  DELIVERY_DETAIL_DATA_SCHEMA,
  ENDPOINT_DATA_SCHEMA,
  ENDPOINT_WITH_SECRET_DATA_SCHEMA,
  EVENT_TYPES_DATA_SCHEMA,
} from './webhooks-data.schemas';

const WHO = 'webhooks.manage, or an owner of the endpoint’s tenant';

export const WEBHOOKS_API: ApiRoute[] = apiRoutes('Webhooks', [
  {
    method: 'get',
    path: '/v1/webhooks/event-types',
    data: EVENT_TYPES_DATA_SCHEMA,
    summary: 'Event types the caller may subscribe endpoints to, and the tenants they own',
    access: 'user',
  },
  {
    method: 'get',
    path: '/v1/webhooks/endpoints',
    data: ENDPOINT_DATA_SCHEMA,
    summary: `Webhook endpoints the caller manages (${WHO}); ?tenantId= narrows to one tenant`,
    access: 'user',
    answer: 'items',
    refuses: [422],
  },
  ...(['csv', 'xlsx'] as const).map((format) => ({
    method: 'get' as const,
    path: `/v1/webhooks/endpoints/export.${format}`,
    summary: `The endpoints the caller manages (?tenantId= as the list), as ${format === 'csv' ? 'CSV (formula cells defused)' : 'an Excel workbook (XLSX)'}`,
    access: 'user' as const,
    answer: 'file' as const,
    refuses: [422],
  })),
  {
    method: 'post',
    path: '/v1/webhooks/endpoints',
    data: ENDPOINT_WITH_SECRET_DATA_SCHEMA,
    summary: 'Register an endpoint; the answer holds its signing secret (shown this once)',
    access: 'user',
    body: createWebhookEndpointSchema,
    status: 201,
  },
  {
    data: ENDPOINT_DATA_SCHEMA,
    method: 'get',
    path: '/v1/webhooks/endpoints/:id',
    summary: 'Show an endpoint',
    access: 'user',
  },
  {
    method: 'patch',
    path: '/v1/webhooks/endpoints/:id',
    data: ENDPOINT_DATA_SCHEMA,
    summary: 'Change an endpoint’s URL, events, description or enabled flag',
    access: 'user',
    body: updateWebhookEndpointSchema,
  },
  {
    method: 'delete',
    path: '/v1/webhooks/endpoints/:id',
    summary: 'Delete an endpoint and its delivery log',
    access: 'user',
    status: 204,
    answer: 'empty',
  },
  {
    method: 'post',
    path: '/v1/webhooks/endpoints/:id/roll-secret',
    data: ENDPOINT_WITH_SECRET_DATA_SCHEMA,
    summary: 'Replace the signing secret; the answer holds the new one (shown this once)',
    access: 'user',
  },
  {
    method: 'get',
    path: '/v1/webhooks/endpoints/:id/deliveries',
    data: DELIVERY_DATA_SCHEMA,
    summary: 'The endpoint’s latest 100 deliveries, newest first (?status=pending|delivered|failed)',
    access: 'user',
    answer: 'items',
    refuses: [422],
  },
  ...(['csv', 'xlsx'] as const).map((format) => ({
    method: 'get' as const,
    path: `/v1/webhooks/endpoints/:id/deliveries/export.${format}`,
    summary: `Every delivery of the endpoint (?status= as the list), newest first, streamed as ${format === 'csv' ? 'CSV (formula cells defused)' : 'an Excel workbook (XLSX)'}`,
    access: 'user' as const,
    answer: 'file' as const,
    refuses: [404, 422],
  })),
  {
    method: 'get',
    path: '/v1/webhooks/deliveries/:id',
    data: DELIVERY_DETAIL_DATA_SCHEMA,
    summary: 'A delivery with its body and every attempt (status, answer excerpt, duration)',
    access: 'user',
  },
  {
    method: 'post',
    path: '/v1/webhooks/deliveries/:id/resend',
    data: DELIVERY_DATA_SCHEMA,
    summary: 'Send a delivery again now',
    access: 'user',
    status: 202,
    conflict: true,
  },
]);
