// Registering, changing, rolling and deleting endpoints, and resending a delivery. URL rules beyond
// the schema's (public addresses only, per the service's policy) and the tenant rules live here.
import { and, desc, eq, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import {
  TENANT_WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENT_NOT_FOR_TENANT,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_PRIVATE,
  type CreateWebhookEndpointInput,
  type ErrorBag,
  type Language,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type UpdateWebhookEndpointInput,
} from '@coachwork/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type Actor,
  type Db,
} from '@coachwork/service-kit';
import {
  deliveries,
  deliveryAttempts,
  endpoints,
  type AttemptRow,
  type DeliveryRow,
  type EndpointRow,
} from '../data/schema';
import { endpointFor, mayManage, type EndpointAccess } from './endpoint-access';
import { newSecret } from './signature';
import { urlProblem, type UrlPolicy } from './url-check';

export type EndpointView = WebhookEndpointDto;

export function present(e: EndpointRow): EndpointView {
  return {
    id: e.id,
    tenantId: e.tenantId,
    url: e.url,
    description: e.description,
    events: e.events,
    enabled: e.enabled,
    disabledReason: e.disabledReason,
    failingSince: e.failingSince?.toISOString() ?? null,
    secretHint: `whsec_…${e.secret.slice(-4)}`,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

function checkFields(
  input: { url?: string | undefined; events?: string[] | undefined },
  tenantId: string | null,
  policy: UrlPolicy,
): void {
  const errors: ErrorBag = {};
  if (input.url !== undefined) {
    const problem = urlProblem(input.url, policy);
    if (problem) errors.url = [problem === 'private' ? WEBHOOK_URL_PRIVATE : WEBHOOK_URL_INVALID];
  }
  if (tenantId && input.events)
    input.events.forEach((t, i) => {
      if (!(TENANT_WEBHOOK_EVENT_TYPES as readonly string[]).includes(t))
        errors[`events.${i}`] = [WEBHOOK_EVENT_NOT_FOR_TENANT];
    });
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export async function listEndpoints(
  db: Db,
  access: EndpointAccess,
  tenantId?: string,
): Promise<EndpointView[]> {
  const conditions: SQL[] = [];
  if (!access.all) {
    if (!access.owned.length) return [];
    conditions.push(inArray(endpoints.tenantId, access.owned));
  }
  if (tenantId) conditions.push(eq(endpoints.tenantId, tenantId));
  const rows = await db
    .select()
    .from(endpoints)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(endpoints.createdAt));
  return rows.map(present);
}

export async function createEndpoint(
  db: Db,
  access: EndpointAccess,
  actor: Actor,
  input: CreateWebhookEndpointInput,
  policy: UrlPolicy,
  now: Date,
  /** The language of the page it is registered from: its disabled mail's, until the account says. */
  ownerLanguage: Language = 'en',
): Promise<EndpointView & { secret: string }> {
  const tenantId = input.tenantId ?? null;
  if (!mayManage(access, tenantId)) throw new ForbiddenError();
  checkFields(input, tenantId, policy);
  const [row] = await db
    .insert(endpoints)
    .values({
      tenantId,
      url: input.url,
      description: input.description ?? null,
      events: [...new Set(input.events)],
      secret: newSecret(),
      enabled: input.enabled,
      createdBy: actor.userId,
      ownerEmail: actor.email ?? null,
      ownerLanguage,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...present(row!), secret: row!.secret };
}

export async function updateEndpoint(
  db: Db,
  access: EndpointAccess,
  id: string,
  input: UpdateWebhookEndpointInput,
  policy: UrlPolicy,
  now: Date,
): Promise<EndpointView> {
  const current = await endpointFor(db, access, id);
  checkFields(input, current.tenantId, policy);
  const set: Partial<EndpointRow> = { updatedAt: now };
  if (input.url !== undefined) set.url = input.url;
  if (input.events !== undefined) set.events = [...new Set(input.events)];
  if (input.description !== undefined) set.description = input.description ?? null;
  if (input.enabled !== undefined) {
    set.enabled = input.enabled;
    // Enabled again by a person: the run of failures starts over.
    if (input.enabled) Object.assign(set, { disabledReason: null, failingSince: null });
  }
  const [row] = await db.update(endpoints).set(set).where(eq(endpoints.id, id)).returning();
  return present(row!);
}

export async function rollSecret(
  db: Db,
  access: EndpointAccess,
  id: string,
  now: Date,
): Promise<EndpointView & { secret: string }> {
  await endpointFor(db, access, id);
  const [row] = await db
    .update(endpoints)
    .set({ secret: newSecret(), updatedAt: now })
    .where(eq(endpoints.id, id))
    .returning();
  return { ...present(row!), secret: row!.secret };
}

export async function deleteEndpoint(db: Db, access: EndpointAccess, id: string): Promise<void> {
  await endpointFor(db, access, id);
  // Its deliveries and their attempts go with it (ON DELETE CASCADE).
  await db.delete(endpoints).where(eq(endpoints.id, id));
}

export type DeliveryView = WebhookDeliveryDto;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentDelivery(d: DeliveryRow): DeliveryView {
  return {
    id: d.id,
    endpointId: d.endpointId,
    eventId: d.eventId,
    type: d.type,
    status: d.status as DeliveryView['status'],
    attempts: d.attempts,
    nextAttemptAt: iso(d.nextAttemptAt),
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    lastResponseExcerpt: d.lastResponseExcerpt,
    deliveredAt: iso(d.deliveredAt),
    createdAt: d.createdAt.toISOString(),
  };
}

export const DELIVERIES_SHOWN = 100;

/** The endpoint's latest deliveries, newest first; `status` narrows them. */
export async function listDeliveries(
  db: Db,
  access: EndpointAccess,
  endpointId: string,
  status?: string,
): Promise<DeliveryView[]> {
  await endpointFor(db, access, endpointId);
  const rows = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.endpointId, endpointId), status ? eq(deliveries.status, status) : undefined))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows.map(presentDelivery);
}

/**
 * Every delivery of the endpoint (with `status`, newest first), `size` at a time by time and id, for the
 * exports: the list shows the latest 100, a file holds them all without holding them all in memory.
 */
export async function* deliveryBatches(
  db: Db,
  access: EndpointAccess,
  endpointId: string,
  status?: string,
  size = 500,
): AsyncGenerator<DeliveryView[]> {
  await endpointFor(db, access, endpointId);
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(deliveries)
      .where(
        and(
          eq(deliveries.endpointId, endpointId),
          status ? eq(deliveries.status, status) : undefined,
          after
            ? or(
                lt(deliveries.createdAt, after.createdAt),
                and(eq(deliveries.createdAt, after.createdAt), lt(deliveries.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(size);
    if (rows.length) yield rows.map(presentDelivery);
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

async function deliveryFor(db: Db, access: EndpointAccess, id: string): Promise<DeliveryRow> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  if (!row) throw new NotFoundError('Delivery not found.');
  try {
    await endpointFor(db, access, row.endpointId);
  } catch {
    throw new NotFoundError('Delivery not found.');
  }
  return row;
}

export async function showDelivery(
  db: Db,
  access: EndpointAccess,
  id: string,
): Promise<DeliveryView & { body: unknown; attemptLog: ReturnType<typeof presentAttempt>[] }> {
  const row = await deliveryFor(db, access, id);
  const attempts = await db
    .select()
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.deliveryId, id))
    .orderBy(desc(deliveryAttempts.attemptedAt));
  return { ...presentDelivery(row), body: row.body, attemptLog: attempts.map(presentAttempt) };
}

function presentAttempt(a: AttemptRow) {
  return {
    id: a.id,
    attemptedAt: a.attemptedAt.toISOString(),
    statusCode: a.statusCode,
    error: a.error,
    responseExcerpt: a.responseExcerpt,
    durationMs: a.durationMs,
  };
}

/** Sends a delivery again now (whatever became of it), as the console's "Resend". */
export async function resendDelivery(
  db: Db,
  access: EndpointAccess,
  id: string,
  now: Date,
): Promise<DeliveryView> {
  const row = await deliveryFor(db, access, id);
  const [endpoint] = await db.select().from(endpoints).where(eq(endpoints.id, row.endpointId));
  if (!endpoint?.enabled) throw new ConflictError('Enable the endpoint before resending its deliveries.');
  const [updated] = await db
    .update(deliveries)
    .set({ status: 'pending', nextAttemptAt: now, lockedUntil: null, updatedAt: now })
    .where(and(eq(deliveries.id, id), or(isNull(deliveries.lockedUntil), lte(deliveries.lockedUntil, now))))
    .returning();
  if (!updated) throw new ConflictError('This delivery is being sent right now.');
  return presentDelivery(updated);
}
