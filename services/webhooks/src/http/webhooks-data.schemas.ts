// JSON Schemas of what webhooks' routes answer in `data`, for the OpenAPI document and the answer check
// (gateway/src/response-check.ts); dtoSchema makes a field added to a view without its schema a
// compile error.
import { dtoSchema, orNull, WEBHOOK_EVENT_TYPES, type JsonSchema } from '@coachwork/contracts';
import type { DeliveryView, EndpointView } from '../domain/endpoint.use-cases';

const text: JsonSchema = { type: 'string' };
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const time: JsonSchema = { type: 'string', format: 'date-time' };
const int: JsonSchema = { type: 'integer' };
const eventType: JsonSchema = { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] };

const ENDPOINT_PROPERTIES = {
  id: uuid,
  tenantId: orNull(uuid),
  url: text,
  description: orNull(text),
  events: { type: 'array', items: eventType },
  enabled: { type: 'boolean' },
  disabledReason: orNull(text),
  failingSince: orNull(time),
  secretHint: text,
  createdAt: time,
  updatedAt: time,
} satisfies { [K in keyof EndpointView]-?: JsonSchema };

export const ENDPOINT_DATA_SCHEMA = dtoSchema<EndpointView>(ENDPOINT_PROPERTIES);

/** When made and when rolled: the whole secret, this once. */
export const ENDPOINT_WITH_SECRET_DATA_SCHEMA = dtoSchema<EndpointView & { secret: string }>({
  ...ENDPOINT_PROPERTIES,
  secret: { type: 'string', pattern: '^whsec_' },
});

const DELIVERY_PROPERTIES = {
  id: uuid,
  endpointId: uuid,
  eventId: uuid,
  type: eventType,
  status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
  attempts: int,
  nextAttemptAt: orNull(time),
  lastStatusCode: orNull(int),
  lastError: orNull(text),
  lastResponseExcerpt: orNull(text),
  deliveredAt: orNull(time),
  createdAt: time,
} satisfies { [K in keyof DeliveryView]-?: JsonSchema };

export const DELIVERY_DATA_SCHEMA = dtoSchema<DeliveryView>(DELIVERY_PROPERTIES);

const ATTEMPT_DATA_SCHEMA = dtoSchema<{
  id: string;
  attemptedAt: string;
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
}>({
  id: uuid,
  attemptedAt: time,
  statusCode: orNull(int),
  error: orNull(text),
  responseExcerpt: orNull(text),
  durationMs: int,
});

/** GET /v1/webhooks/deliveries/{id}: the body as sent and every attempt, newest first. */
export const DELIVERY_DETAIL_DATA_SCHEMA = dtoSchema<DeliveryView & { body: unknown; attemptLog: unknown[] }>(
  {
    ...DELIVERY_PROPERTIES,
    body: dtoSchema<{ id: string; type: string; created: number; data: unknown }>({
      id: uuid,
      type: eventType,
      created: int,
      data: { type: 'object' },
    }),
    attemptLog: { type: 'array', items: ATTEMPT_DATA_SCHEMA },
  },
);

export const EVENT_TYPES_DATA_SCHEMA = dtoSchema<{
  platform: string[];
  tenant: string[];
  ownedTenantIds: string[];
}>({
  platform: { type: 'array', items: eventType },
  tenant: { type: 'array', items: eventType },
  ownedTenantIds: { type: 'array', items: uuid },
});
