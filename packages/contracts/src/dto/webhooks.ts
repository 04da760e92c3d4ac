// What /v1/webhooks answers (the webhooks service builds them; the console's Webhooks section reads them).

export interface WebhookEndpointDto {
  id: string;
  tenantId: string | null;
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  failingSince: string | null;
  /** The secret's last four characters, to tell secrets apart; the whole secret is shown once. */
  secretHint: string;
  createdAt: string;
  updatedAt: string;
}

/** Made or rolled: the whole secret, shown this once. */
export type WebhookEndpointWithSecretDto = WebhookEndpointDto & { secret: string };

export interface WebhookDeliveryDto {
  id: string;
  endpointId: string;
  eventId: string;
  type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  lastResponseExcerpt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

/** GET /v1/webhooks/event-types: what the caller may choose, and the tenants they own. */
export interface WebhookEventTypesDto {
  platform: string[];
  tenant: string[];
  ownedTenantIds: string[];
}
