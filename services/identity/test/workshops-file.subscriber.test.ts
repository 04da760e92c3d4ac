import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EventEnvelope } from '@coachwork/contracts';
import { createLogger } from '@coachwork/service-kit';
import { createTestRuntime, pdf } from '@coachwork/test-support';
import { createApp, type IdentityHandle } from '../src/app';
import { files, inbox, users } from '../src/data/schema';
import { workshopsFileSubscription } from '../src/events/workshops-file.subscriber';
import { diskStorage } from '../src/files/file-storage';

describe('workshops.file.attached subscriber', () => {
  let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
  let identity: IdentityHandle;
  let dir: string;
  let alice: string;
  let bob: string;
  const at = new Date('2026-05-01T12:00:00Z');
  const warnings: unknown[] = [];

  const subscription = () => {
    const logger = createLogger('test', 'silent');
    logger.warn = ((obj: unknown) => void warnings.push(obj)) as typeof logger.warn;
    return workshopsFileSubscription(ctx.database.db, logger, () => at);
  };
  const event = (fileId: string, attachedBy: string): EventEnvelope<'workshops.file.attached'> => ({
    id: randomUUID(),
    subject: 'workshops.file.attached',
    occurredAt: at.toISOString(),
    version: 1,
    data: { fileId, attachedBy, entity: 'resource', entityId: randomUUID() },
  });
  const row = async (id: string) => (await ctx.database.db.select().from(files).where(eq(files.id, id)))[0];

  beforeAll(async () => {
    ctx = await createTestRuntime();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-identity-attached-'));
    identity = await createApp(ctx.runtime, { files: { storage: diskStorage(dir), sweepIntervalMs: 0 } });
    const made = await ctx.database.db
      .insert(users)
      .values([
        { email: 'alice@example.test', username: 'alice' },
        { email: 'bob@example.test', username: 'bobby' },
      ])
      .returning({ id: users.id });
    [alice, bob] = made.map((r) => r.id) as [string, string];
  });
  afterAll(async () => {
    await identity.stop();
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('claims the uploader’s file once, however often the event is delivered', async () => {
    const { id } = await identity.files.uploadTemp(
      alice,
      { originalName: 'a.pdf', buffer: pdf() },
      'resource',
    );
    const e = event(id, alice);
    await subscription().handler(e);
    expect(await row(id)).toMatchObject({ temp: false, claimedAt: at });
    await subscription().handler(e);
    const handled = await ctx.database.db.select().from(inbox).where(eq(inbox.eventId, e.id));
    expect(handled).toHaveLength(1);
  });

  it('leaves someone else’s or an unknown file alone, logs a warning and does not throw', async () => {
    const { id } = await identity.files.uploadTemp(
      alice,
      { originalName: 'b.pdf', buffer: pdf() },
      'resource',
    );
    warnings.length = 0;
    await expect(subscription().handler(event(id, bob))).resolves.toBeUndefined();
    await expect(subscription().handler(event(randomUUID(), bob))).resolves.toBeUndefined();
    await expect(subscription().handler(event('not-a-uuid', 'nobody'))).resolves.toBeUndefined();
    expect(await row(id)).toMatchObject({ temp: true, claimedAt: null });
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatchObject({ fileId: id, attachedBy: bob });
  });
});
