// bookings.seat.accepted → identity (issue 31): accepting an invitation mailed to one's own address
// proves it, so the address becomes verified; nothing else does.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EventEnvelope } from '@coachwork/contracts';
import { createTestRuntime } from '@coachwork/test-support';
import { createApp, type IdentityHandle } from '../src/app';
import { outbox, users } from '../src/data/schema';
import { invitationAcceptedSubscription } from '../src/events/invitation-accepted.subscriber';

describe('bookings.seat.accepted subscriber', () => {
  let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
  let identity: IdentityHandle;
  const at = new Date('2026-05-01T12:00:00Z');
  const event = (userId: string, email: string | null): EventEnvelope<'bookings.seat.accepted'> => ({
    id: randomUUID(),
    subject: 'bookings.seat.accepted',
    occurredAt: at.toISOString(),
    version: 1,
    data: { seatId: randomUUID(), bookingId: randomUUID(), workshopScheduleId: randomUUID(), userId, email },
  });
  const user = async (email: string, username: string) =>
    (await ctx.database.db.insert(users).values({ email, username }).returning({ id: users.id }))[0]!.id;
  const verifiedAt = async (id: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.emailVerifiedAt;
  const announced = async (id: string) =>
    (await ctx.database.db.select().from(outbox)).filter(
      (r) =>
        r.subject === 'identity.user.updated' &&
        (r.envelope as EventEnvelope).data &&
        (r.envelope as EventEnvelope<'identity.user.updated'>).data.id === id,
    );

  beforeAll(async () => {
    ctx = await createTestRuntime();
    identity = await createApp(ctx.runtime, { files: { sweepIntervalMs: 0 } });
  });
  afterAll(async () => {
    await identity.stop();
    await ctx.close();
  });

  it('verifies the address of the account that accepted an invitation to it, once, and announces it', async () => {
    const friend = await user('Friend.Invited@example.test', 'friendinv');
    const sub = invitationAcceptedSubscription(ctx.database.db, () => at);
    const e = event(friend, 'friend.invited@example.test');
    await sub.handler(e);
    await sub.handler(e);
    expect(await verifiedAt(friend)).toEqual(at);
    const updates = await announced(friend);
    expect(updates).toHaveLength(1);
    expect((updates[0]!.envelope as EventEnvelope<'identity.user.updated'>).data.emailVerified).toBe(true);
  });

  it('leaves the account alone when the invitation was by account or to another address', async () => {
    const other = await user('other.person@example.test', 'otherper');
    const sub = invitationAcceptedSubscription(ctx.database.db, () => at);
    await sub.handler(event(other, null));
    await sub.handler(event(other, 'someone.else@example.test'));
    expect(await verifiedAt(other)).toBeNull();
    expect(await announced(other)).toHaveLength(0);
  });
});
