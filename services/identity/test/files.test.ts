import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestRuntime } from '@coachwork/test-support';
import { createApp, type IdentityHandle } from '../src/app';
import { files, users } from '../src/data/schema';
import { claimFile } from '../src/domain/files/files';
import { sniffImageType } from '../src/domain/files/image-type';
import { diskStorage } from '../src/files/file-storage';

const HOUR = 60 * 60 * 1000;

describe('uploaded files (domain)', () => {
  let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
  let identity: IdentityHandle;
  let dir: string;
  let clock = new Date('2026-03-01T08:00:00Z');
  let alice: string;
  let bob: string;
  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: 'teal' } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    ctx = await createTestRuntime();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-identity-files-'));
    identity = await createApp(ctx.runtime, {
      now: () => clock,
      files: { storage: diskStorage(dir), sweepIntervalMs: 0 },
    });
    const db = ctx.database.db;
    const rows = await db
      .insert(users)
      .values([
        { email: 'alice@example.test', username: 'alice' },
        { email: 'bob@example.test', username: 'bobby' },
      ])
      .returning({ id: users.id });
    [alice, bob] = rows.map((r) => r.id) as [string, string];
  });
  afterAll(async () => {
    await identity.stop();
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('claimFile', () => {
    it('makes the uploader’s temporary file permanent, once', async () => {
      const { id } = await identity.files.uploadTemp(alice, { originalName: 'me.png', buffer: await png() });
      const at = new Date('2026-03-01T09:00:00Z');
      const claimed = await claimFile(ctx.database.db, id, alice, at);
      expect(claimed).toMatchObject({
        id,
        ownerId: alice,
        temp: false,
        claimedAt: at,
        mimeType: 'image/png',
      });
      const again = await claimFile(ctx.database.db, id, alice, new Date('2026-03-02T00:00:00Z'));
      expect(again?.claimedAt).toEqual(at);
    });

    it('refuses someone else’s upload and unknown ids, changing nothing', async () => {
      const { id } = await identity.files.uploadTemp(alice, { originalName: 'me.png', buffer: await png() });
      expect(await claimFile(ctx.database.db, id, bob)).toBeNull();
      expect(await claimFile(ctx.database.db, '00000000-0000-4000-8000-000000000000', alice)).toBeNull();
      expect(await claimFile(ctx.database.db, 'not-a-uuid', alice)).toBeNull();
      const [row] = await ctx.database.db.select().from(files).where(eq(files.id, id));
      expect(row).toMatchObject({ temp: true, claimedAt: null });
    });
  });

  describe('the sweep of unclaimed uploads', () => {
    it('removes temporary files older than 24 hours with their bytes and variants, and keeps the rest', async () => {
      clock = new Date('2026-04-01T10:00:00Z');
      const stale = await identity.files.uploadTemp(bob, { originalName: 'old.png', buffer: await png() });
      const kept = await identity.files.uploadTemp(bob, { originalName: 'kept.png', buffer: await png() });
      await claimFile(ctx.database.db, kept.id, bob);
      await identity.files.serve(stale.id, bob, { width: 320, dpr: 1, format: 'webp', params: ['w'] });
      expect(fs.existsSync(path.join(dir, stale.id, 'variants', 'w320-x1.webp'))).toBe(true);
      clock = new Date('2026-04-01T22:00:00Z');
      const fresh = await identity.files.uploadTemp(bob, { originalName: 'new.png', buffer: await png() });

      clock = new Date(new Date('2026-04-01T10:00:00Z').getTime() + 23 * HOUR);
      await identity.files.sweepTempFiles();
      expect(fs.existsSync(path.join(dir, stale.id, 'original'))).toBe(true);

      clock = new Date(new Date('2026-04-01T10:00:00Z').getTime() + 25 * HOUR);
      await identity.files.sweepTempFiles();
      expect(fs.existsSync(path.join(dir, stale.id))).toBe(false);
      expect(await identity.files.findFile(stale.id)).toBeUndefined();
      expect(await identity.files.serve(stale.id, bob, null)).toBeNull();
      // Claimed (however old) and fresh uploads stay.
      expect(await identity.files.findFile(kept.id)).toMatchObject({ temp: false });
      expect(await identity.files.findFile(fresh.id)).toMatchObject({ temp: true });
      expect(fs.existsSync(path.join(dir, fresh.id, 'original'))).toBe(true);
    });
  });
});

describe('sniffImageType', () => {
  it('knows png, jpeg and webp by their bytes', async () => {
    const make = (f: 'png' | 'jpeg' | 'webp') =>
      sharp({ create: { width: 2, height: 2, channels: 3, background: 'red' } })
        .toFormat(f)
        .toBuffer();
    expect(sniffImageType(await make('png'))?.mimeType).toBe('image/png');
    expect(sniffImageType(await make('jpeg'))?.mimeType).toBe('image/jpeg');
    expect(sniffImageType(await make('webp'))?.mimeType).toBe('image/webp');
  });

  it('refuses text, gif, a RIFF that is not WebP, and short input', async () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('diskStorage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-storage-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const storage = diskStorage(dir);

  it('puts, stats, gets and deletes', async () => {
    await storage.put('a/original', Buffer.from('abc'));
    await storage.put('a/variants/w320-x1.webp', Buffer.from('v'));
    expect((await storage.stat('a/original'))?.size).toBe(3);
    expect((await storage.get('a/original'))?.toString()).toBe('abc');
    await storage.delete('a/original');
    expect(await storage.get('a/original')).toBeNull();
    expect(await storage.stat('a/original')).toBeNull();
    await storage.deletePrefix('a');
    expect(fs.existsSync(path.join(dir, 'a'))).toBe(false);
  });

  it('refuses keys that would leave its folder', async () => {
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.get('/etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(storage.deletePrefix('a/../..')).rejects.toThrow('Invalid storage key');
  });
});
