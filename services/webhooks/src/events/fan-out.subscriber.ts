// The webhooks service hears every event like any outside subscriber would: it keeps the little it
// needs to tell which tenant an event belongs to, and owes each enabled endpoint that chose the
// event's type one delivery (unique per endpoint and event, so a redelivered event owes nothing twice).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  isLanguage,
  WEBHOOK_EVENT_SUBJECTS,
  type EventEnvelope,
  type EventSubject,
  type WebhookEventType,
} from '@coachwork/contracts';
import { claimInbox, handleOnce, type Db, type Subscription, type Tx } from '@coachwork/service-kit';
import {
  bookingSchedules,
  deliveries,
  endpoints,
  eventStore,
  scheduleCoaches,
  tenantMembers,
  type WebhookBody,
} from '../data/schema';

const CONSUMER = 'webhooks-all';

const TYPE_OF = new Map<string, WebhookEventType>(
  Object.entries(WEBHOOK_EVENT_SUBJECTS).map(([type, subject]) => [subject, type as WebhookEventType]),
);

export function webhookTypeOf(subject: EventSubject | string): WebhookEventType | undefined {
  return TYPE_OF.get(subject);
}

type Data = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

export function fanOutSubscription(
  db: Db,
  options: { now: () => Date; afterFanOut: () => void },
): Subscription {
  return {
    durable: CONSUMER,
    subject: '>',
    async handler(event: EventEnvelope) {
      // Most events (seats counts, catalogue changes, audit records) are neither a webhook type nor
      // read here: no transaction and no inbox record for those, as for any consumer an event does not concern.
      if (!webhookTypeOf(event.subject) && !keepsReadModel(event.subject)) return;
      let owed = 0;
      await handleOnce(db, eventStore, CONSUMER, event, async (tx) => {
        await keepReadModels(tx, event);
        owed = await owe(tx, event, options.now());
      });
      if (owed) options.afterFanOut();
    },
    // A sale's burst in one transaction (one inbox INSERT), each event as the handler would take it.
    async batchHandler(events: EventEnvelope[]) {
      const concerned = events.filter((e) => webhookTypeOf(e.subject) || keepsReadModel(e.subject));
      let owed = 0;
      const memo = new Lookups();
      if (!concerned.length) return;
      await db.transaction(async (tx) => {
        for (const event of await claimInbox(tx, eventStore, CONSUMER, concerned)) {
          // A booking's event changes none of what is looked up; any other may (a coach, a member).
          if (!event.subject.startsWith('bookings.')) memo.clear();
          await keepReadModels(tx, event, memo);
          owed += await owe(tx, event, options.now(), memo);
        }
        await memo.writeBookingSchedules(tx);
      });
      if (owed) options.afterFanOut();
    },
  };
}

/**
 * What a batch looked up already: a schedule's coach, a coach's tenants, the endpoints of an event
 * type in some tenants. A sale's hundred bookings of one schedule ask each once.
 */
class Lookups {
  readonly coachOf = new Map<string, string | null>();
  readonly tenantsOf = new Map<string, string[]>();
  readonly endpoints = new Map<string, { id: string }[]>();
  /** Each booking's schedule as the batch's events said, written once at its end (the last wins). */
  readonly bookingSchedule = new Map<string, string>();
  clear(): void {
    this.coachOf.clear();
    this.tenantsOf.clear();
    this.endpoints.clear();
  }
  async writeBookingSchedules(tx: Tx): Promise<void> {
    if (!this.bookingSchedule.size) return;
    await tx
      .insert(bookingSchedules)
      .values([...this.bookingSchedule].map(([bookingId, scheduleId]) => ({ bookingId, scheduleId })))
      .onConflictDoUpdate({
        target: bookingSchedules.bookingId,
        set: { scheduleId: sql`excluded.schedule_id` },
      });
    this.bookingSchedule.clear();
  }
}

/** `key`'s value from `map`, else `load()` kept there (no map: loaded every time). */
async function remembered<T>(
  map: Map<string, T> | undefined,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  if (map?.has(key)) return map.get(key)!;
  const value = await load();
  map?.set(key, value);
  return value;
}

/** The subjects `keepReadModels` reads. */
function keepsReadModel(subject: string): boolean {
  return (
    subject === 'tenants.member.added' ||
    subject === 'tenants.member.removed' ||
    subject.startsWith('workshops.schedule.') ||
    subject.startsWith('bookings.booking.') ||
    subject.startsWith('identity.user.')
  );
}

/**
 * Who belongs to which tenant, each schedule's coach, each booking's schedule, and the language of the
 * endpoints' owners' accounts.
 */
async function keepReadModels(tx: Tx, event: EventEnvelope, memo?: Lookups): Promise<void> {
  const data = event.data as Data;
  const at = new Date(event.occurredAt);
  if (event.subject === 'tenants.member.added' || event.subject === 'tenants.member.removed') {
    const tenantId = str((data.tenant as Data | undefined)?.id);
    const userId = str(data.userId);
    if (!tenantId || !userId) return;
    if (event.subject === 'tenants.member.added')
      await tx
        .insert(tenantMembers)
        .values({ tenantId, userId, role: String(data.role), eventAt: at })
        .onConflictDoUpdate({
          target: [tenantMembers.tenantId, tenantMembers.userId],
          set: { role: String(data.role), eventAt: at },
          setWhere: sql`${tenantMembers.eventAt} <= ${at}`,
        });
    else
      await tx
        .delete(tenantMembers)
        .where(
          and(
            eq(tenantMembers.tenantId, tenantId),
            eq(tenantMembers.userId, userId),
            sql`${tenantMembers.eventAt} <= ${at}`,
          ),
        );
  } else if (event.subject.startsWith('workshops.schedule.')) {
    const scheduleId = str(data.id);
    const coachId = str(data.coachId);
    if (scheduleId && coachId)
      await tx
        .insert(scheduleCoaches)
        .values({ scheduleId, coachId })
        .onConflictDoUpdate({ target: scheduleCoaches.scheduleId, set: { coachId } });
  } else if (event.subject.startsWith('bookings.booking.')) {
    const bookingId = str(data.bookingId);
    const scheduleId = str(data.workshopScheduleId);
    // A moved booking now belongs to its new date's schedule.
    if (bookingId && scheduleId && memo) memo.bookingSchedule.set(bookingId, scheduleId);
    else if (bookingId && scheduleId)
      await tx
        .insert(bookingSchedules)
        .values({ bookingId, scheduleId })
        .onConflictDoUpdate({ target: bookingSchedules.bookingId, set: { scheduleId } });
  } else if (event.subject.startsWith('identity.user.')) {
    // Their endpoints' disabled mail is written in the language their account reads in (issue 28 item 5).
    const userId = str(data.id);
    if (userId && isLanguage(data.language))
      await tx.update(endpoints).set({ ownerLanguage: data.language }).where(eq(endpoints.createdBy, userId));
  }
}

/**
 * The tenants an event belongs to: the tenant itself for tenants.*, else the tenants of which the
 * coach of its schedule (through its booking when it names only that), its workshop's coaches or its
 * payout's coach is a member. Templates and users belong to none.
 */
export async function tenantsOf(tx: Tx, event: EventEnvelope, memo?: Lookups): Promise<string[]> {
  const data = event.data as Data;
  if (event.subject.startsWith('tenants.tenant.')) return [str(data.id)].filter((x): x is string => !!x);
  if (event.subject.startsWith('tenants.member.'))
    return [str((data.tenant as Data | undefined)?.id)].filter((x): x is string => !!x);
  let coaches: string[] = [];
  if (event.subject.startsWith('workshops.schedule.') || str(data.coachId)) coaches = [str(data.coachId)!];
  else if (Array.isArray(data.coachIds)) coaches = data.coachIds.filter((c): c is string => !!str(c));
  else {
    let scheduleId = str(data.workshopScheduleId);
    const bookingId = str(data.bookingId);
    if (!scheduleId && bookingId) scheduleId = memo?.bookingSchedule.get(bookingId) ?? null;
    if (!scheduleId && bookingId) {
      const [row] = await tx
        .select({ scheduleId: bookingSchedules.scheduleId })
        .from(bookingSchedules)
        .where(eq(bookingSchedules.bookingId, bookingId));
      scheduleId = row?.scheduleId ?? null;
    }
    if (scheduleId) {
      const id = scheduleId;
      const coachId = await remembered(memo?.coachOf, id, async () => {
        const [row] = await tx
          .select({ coachId: scheduleCoaches.coachId })
          .from(scheduleCoaches)
          .where(eq(scheduleCoaches.scheduleId, id));
        return row?.coachId ?? null;
      });
      if (coachId) coaches = [coachId];
    }
  }
  coaches = coaches.filter(Boolean);
  if (!coaches.length) return [];
  return remembered(memo?.tenantsOf, [...coaches].sort().join(' '), async () => {
    const rows = await tx
      .selectDistinct({ tenantId: tenantMembers.tenantId })
      .from(tenantMembers)
      .where(inArray(tenantMembers.userId, coaches));
    return rows.map((r) => r.tenantId);
  });
}

/** The body every endpoint receives; internal fields (a schedule's meeting room) stay behind. */
export function bodyOf(event: EventEnvelope, type: string): WebhookBody {
  const data = { ...(event.data as Data) };
  delete data.meetingUrl;
  return { id: event.id, type, created: Math.floor(new Date(event.occurredAt).getTime() / 1000), data };
}

async function owe(tx: Tx, event: EventEnvelope, now: Date, memo?: Lookups): Promise<number> {
  const type = webhookTypeOf(event.subject);
  if (!type) return 0;
  const tenants = await tenantsOf(tx, event, memo);
  const chosen = sql`${endpoints.events} @> ${JSON.stringify([type])}::jsonb`;
  const targets = await remembered(memo?.endpoints, `${type} ${[...tenants].sort().join(' ')}`, () =>
    tx
      .select({ id: endpoints.id })
      .from(endpoints)
      .where(
        and(
          eq(endpoints.enabled, true),
          chosen,
          tenants.length
            ? or(isNull(endpoints.tenantId), inArray(endpoints.tenantId, tenants))
            : isNull(endpoints.tenantId),
        ),
      ),
  );
  if (!targets.length) return 0;
  const body = bodyOf(event, type);
  const rows = await tx
    .insert(deliveries)
    .values(
      targets.map((t) => ({
        endpointId: t.id,
        eventId: event.id,
        type,
        body,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: deliveries.id });
  return rows.length;
}
