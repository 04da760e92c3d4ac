// /v1/webhooks: endpoints (webhooks.manage: all; a tenant's owner: its tenant's), their deliveries,
// and resending one. Every object is checked against the caller (domain/endpoint-access.ts).
import type { Request, Router } from 'express';
import {
  TENANT_WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENT_TYPES,
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  type CreateWebhookEndpointInput,
  type UpdateWebhookEndpointInput,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
} from '@coachwork/contracts';
import {
  actorOf,
  EXPORT_FORMATS,
  exportDate,
  requestLanguage,
  requireUser,
  streamExport,
  uuidParam,
  validate,
  ValidationError,
  type Db,
  type ExportColumn,
} from '@coachwork/service-kit';
import { accessOf } from '../domain/endpoint-access';
import {
  createEndpoint,
  deleteEndpoint,
  deliveryBatches,
  listDeliveries,
  listEndpoints,
  present,
  resendDelivery,
  rollSecret,
  showDelivery,
  updateEndpoint,
} from '../domain/endpoint.use-cases';
import { endpointFor } from '../domain/endpoint-access';
import type { UrlPolicy } from '../domain/url-check';

export interface WebhookRouteDeps {
  db: Db;
  now: () => Date;
  urlPolicy: UrlPolicy;
  /** A delivery became due (a resend): the sender goes at once. */
  nudge: () => void;
}

const BASE = '/v1/webhooks';
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The endpoints table's export: what the console lists (never the secret, only its hint). */
const ENDPOINT_EXPORT: ExportColumn<WebhookEndpointDto>[] = [
  { header: 'ID', value: (e) => e.id, width: 38 },
  { header: 'URL', value: (e) => e.url, width: 40 },
  { header: 'Description', value: (e) => e.description, width: 30 },
  { header: 'Tenant ID', value: (e) => e.tenantId, width: 38 },
  { header: 'Events', value: (e) => e.events.join(' '), width: 40 },
  { header: 'Enabled', value: (e) => (e.enabled ? 'yes' : 'no') },
  { header: 'Disabled because', value: (e) => e.disabledReason, width: 30 },
  { header: 'Failing since', value: (e) => exportDate(e.failingSince), type: 'date' },
  { header: 'Secret ends in', value: (e) => e.secretHint },
  { header: 'Created at', value: (e) => exportDate(e.createdAt), type: 'date' },
];

/** An endpoint's delivery log's export: each delivery, its attempts and last answer. */
const DELIVERY_EXPORT: ExportColumn<WebhookDeliveryDto>[] = [
  { header: 'ID', value: (d) => d.id, width: 38 },
  { header: 'Event', value: (d) => d.type, width: 30 },
  { header: 'Event ID', value: (d) => d.eventId, width: 38 },
  { header: 'Status', value: (d) => d.status },
  { header: 'Attempts', value: (d) => d.attempts, type: 'number' },
  { header: 'Last HTTP status', value: (d) => d.lastStatusCode, type: 'number' },
  { header: 'Last error', value: (d) => d.lastError, width: 40 },
  { header: 'Next attempt', value: (d) => exportDate(d.nextAttemptAt), type: 'date' },
  { header: 'Delivered at', value: (d) => exportDate(d.deliveredAt), type: 'date' },
  { header: 'Created at', value: (d) => exportDate(d.createdAt), type: 'date' },
];

function queryText(req: Request, name: string): string | undefined {
  const v = req.query[name];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

export function webhookRoutes(router: Router, { db, now, urlPolicy, nudge }: WebhookRouteDeps): void {
  const user = requireUser();
  const access = (req: Request) => accessOf(db, actorOf(req));

  // The types the caller may choose: every one with webhooks.manage, a tenant's otherwise.
  router.get(`${BASE}/event-types`, user, async (req, res) => {
    const a = await access(req);
    res.json({
      data: {
        platform: a.all ? WEBHOOK_EVENT_TYPES : [],
        tenant: TENANT_WEBHOOK_EVENT_TYPES,
        ownedTenantIds: a.owned,
      },
    });
  });

  const tenantOf = (req: Request) => {
    const tenantId = queryText(req, 'tenantId');
    if (tenantId && !UUID.test(tenantId))
      throw new ValidationError({ tenantId: ['The selected tenant is invalid.'] });
    return tenantId;
  };
  const statusOf = (req: Request) => {
    const status = queryText(req, 'status');
    if (status && !(DELIVERY_STATUSES as readonly string[]).includes(status))
      throw new ValidationError({ status: ['The status must be pending, delivered or failed.'] });
    return status;
  };

  router.get(`${BASE}/endpoints`, user, async (req, res) => {
    res.json({ data: await listEndpoints(db, await access(req), tenantOf(req)) });
  });

  // The console tables' exports (CSV, XLSX), with the same filters and access as their lists; declared
  // before /endpoints/:id, so 'export.csv' is never read as an id.
  for (const format of EXPORT_FORMATS) {
    router.get(`${BASE}/endpoints/export.${format}`, user, async (req, res) => {
      const tenantId = tenantOf(req);
      const rows = await listEndpoints(db, await access(req), tenantId);
      await streamExport(res, {
        name: 'webhook-endpoints',
        format,
        columns: ENDPOINT_EXPORT,
        batches: (async function* () {
          yield rows;
        })(),
      });
    });
    router.get(`${BASE}/endpoints/:id/deliveries/export.${format}`, user, async (req, res) => {
      const status = statusOf(req);
      const id = uuidParam(req, 'id', 'Webhook endpoint');
      await streamExport(res, {
        name: 'webhook-deliveries',
        format,
        columns: DELIVERY_EXPORT,
        batches: deliveryBatches(db, await access(req), id, status),
      });
    });
  }

  router.post(`${BASE}/endpoints`, user, validate(createWebhookEndpointSchema), async (req, res) => {
    const data = await createEndpoint(
      db,
      await access(req),
      actorOf(req),
      req.body as CreateWebhookEndpointInput,
      urlPolicy,
      now(),
      requestLanguage(req),
    );
    res.status(201).json({ data });
  });

  router.get(`${BASE}/endpoints/:id`, user, async (req, res) => {
    res.json({
      data: present(await endpointFor(db, await access(req), uuidParam(req, 'id', 'Webhook endpoint'))),
    });
  });

  router.patch(`${BASE}/endpoints/:id`, user, validate(updateWebhookEndpointSchema), async (req, res) => {
    const id = uuidParam(req, 'id', 'Webhook endpoint');
    const data = await updateEndpoint(
      db,
      await access(req),
      id,
      req.body as UpdateWebhookEndpointInput,
      urlPolicy,
      now(),
    );
    // Enabled again: what it is still owed goes now.
    if ((req.body as UpdateWebhookEndpointInput).enabled) nudge();
    res.json({ data });
  });

  router.delete(`${BASE}/endpoints/:id`, user, async (req, res) => {
    await deleteEndpoint(db, await access(req), uuidParam(req, 'id', 'Webhook endpoint'));
    res.status(204).end();
  });

  router.post(`${BASE}/endpoints/:id/roll-secret`, user, async (req, res) => {
    const data = await rollSecret(db, await access(req), uuidParam(req, 'id', 'Webhook endpoint'), now());
    res.json({ data });
  });

  router.get(`${BASE}/endpoints/:id/deliveries`, user, async (req, res) => {
    const status = statusOf(req);
    const id = uuidParam(req, 'id', 'Webhook endpoint');
    res.json({ data: await listDeliveries(db, await access(req), id, status) });
  });

  router.get(`${BASE}/deliveries/:id`, user, async (req, res) => {
    res.json({ data: await showDelivery(db, await access(req), uuidParam(req, 'id', 'Delivery')) });
  });

  router.post(`${BASE}/deliveries/:id/resend`, user, async (req, res) => {
    const data = await resendDelivery(db, await access(req), uuidParam(req, 'id', 'Delivery'), now());
    nudge();
    res.status(202).json({ data });
  });
}
