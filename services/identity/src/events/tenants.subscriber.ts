import type { EventEnvelope, TenantMemberPayload, TenantPayload } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { eventStore } from '../data/schema';
import { applyTenant, memberAdded, memberRemoved } from '../domain/users/default-tenant';

const CONSUMER = 'identity-tenants';

/**
 * Keeps identity's copy of tenants and memberships, and with it every user's defaultTenantSlug, in
 * step with tenants.tenant.* and tenants.member.* (once per event through the inbox).
 */
export function tenantsSubscription(db: Db): Subscription {
  return {
    durable: CONSUMER,
    subject: 'tenants.>',
    async handler(event: EventEnvelope) {
      switch (event.subject) {
        case 'tenants.tenant.created':
        case 'tenants.tenant.updated':
        case 'tenants.tenant.deleted':
        case 'tenants.tenant.restored':
          await handleOnce(db, eventStore, CONSUMER, event, async (tx) => {
            await applyTenant(tx, event.data as TenantPayload);
          });
          return;
        case 'tenants.member.added':
          await handleOnce(db, eventStore, CONSUMER, event, (tx) =>
            memberAdded(tx, event.data as TenantMemberPayload, new Date(event.occurredAt)),
          );
          return;
        case 'tenants.member.removed':
          await handleOnce(db, eventStore, CONSUMER, event, (tx) =>
            memberRemoved(tx, event.data as TenantMemberPayload),
          );
          return;
        default:
          return;
      }
    },
  };
}
