// /v1/webhooks: endpoints, their deliveries, and resending one (the webhooks service).
import type {
  CreateWebhookEndpointInput,
  ResourceEnvelope,
  UpdateWebhookEndpointInput,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookEndpointWithSecretDto,
  WebhookEventTypesDto,
} from '@coachwork/contracts';
import { api } from '@coachwork/web-kit';

export type WebhookEndpoint = WebhookEndpointDto;
export type WebhookEndpointWithSecret = WebhookEndpointWithSecretDto;
export type WebhookDelivery = WebhookDeliveryDto;
export type WebhookEventTypes = WebhookEventTypesDto;

const data = <T>(r: ResourceEnvelope<T>) => r.data;

// No cache tags of their own: each page refetches what a change touched.
export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWebhookEventTypes: build.query<WebhookEventTypes, void>({
      query: () => '/webhooks/event-types',
      transformResponse: data<WebhookEventTypes>,
    }),
    listWebhookEndpoints: build.query<WebhookEndpoint[], void>({
      query: () => '/webhooks/endpoints',
      transformResponse: data<WebhookEndpoint[]>,
    }),
    getWebhookEndpoint: build.query<WebhookEndpoint, string>({
      query: (id) => `/webhooks/endpoints/${encodeURIComponent(id)}`,
      transformResponse: data<WebhookEndpoint>,
    }),
    createWebhookEndpoint: build.mutation<WebhookEndpointWithSecret, Partial<CreateWebhookEndpointInput>>({
      query: (body) => ({ url: '/webhooks/endpoints', method: 'POST', body }),
      transformResponse: data<WebhookEndpointWithSecret>,
    }),
    updateWebhookEndpoint: build.mutation<WebhookEndpoint, { id: string; body: UpdateWebhookEndpointInput }>({
      query: ({ id, body }) => ({
        url: `/webhooks/endpoints/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      transformResponse: data<WebhookEndpoint>,
    }),
    deleteWebhookEndpoint: build.mutation<void, string>({
      query: (id) => ({ url: `/webhooks/endpoints/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
    rollWebhookSecret: build.mutation<WebhookEndpointWithSecret, string>({
      query: (id) => ({ url: `/webhooks/endpoints/${encodeURIComponent(id)}/roll-secret`, method: 'POST' }),
      transformResponse: data<WebhookEndpointWithSecret>,
    }),
    listWebhookDeliveries: build.query<WebhookDelivery[], string>({
      query: (id) => `/webhooks/endpoints/${encodeURIComponent(id)}/deliveries`,
      transformResponse: data<WebhookDelivery[]>,
    }),
    resendWebhookDelivery: build.mutation<WebhookDelivery, string>({
      query: (id) => ({ url: `/webhooks/deliveries/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      transformResponse: data<WebhookDelivery>,
    }),
  }),
});

export const {
  useGetWebhookEventTypesQuery,
  useListWebhookEndpointsQuery,
  useGetWebhookEndpointQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRollWebhookSecretMutation,
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
} = webhooksApi;
