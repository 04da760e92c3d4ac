// Demo mode only: the demo catalogue's covers and the demo coach's avatar, drawn here from SVG with sharp
// (never fetched from anywhere) and stored as ordinary claimed files under the fixed ids of
// DEMO_IMAGE_IDS, so the resizer serves them like any upload.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { DEMO_IMAGE_IDS, type DemoImage } from '@coachwork/contracts';
import type { Db } from '@coachwork/service-kit';
import type { FileStorage } from '../files/file-storage';
import { files, users } from './schema';

interface Palette {
  from: string;
  to: string;
  accent: string;
}

/** Each cover its own colours and motif, so the cards tell the workshops apart at a glance. */
const COVERS: Record<Exclude<DemoImage, 'coachAvatar'>, Palette & { motif: 'steps' | 'bubbles' | 'grid' | 'spark' }> = {
  'leading-through-change': { from: '#1c1917', to: '#57534e', accent: '#eab308', motif: 'steps' },
  'feedback-that-lands': { from: '#1e3a8a', to: '#2563eb', accent: '#fde047', motif: 'bubbles' },
  'facilitation-masterclass': { from: '#14532d', to: '#16a34a', accent: '#fef08a', motif: 'grid' },
  'feedback-taster': { from: '#7c2d12', to: '#d97706', accent: '#fafaf9', motif: 'spark' },
};

const WIDTH = 1600;
const HEIGHT = 900;

function motif(kind: 'steps' | 'bubbles' | 'grid' | 'spark', accent: string): string {
  switch (kind) {
    case 'steps':
      return [0, 1, 2, 3, 4]
        .map((i) => `<rect x="${260 + i * 220}" y="${620 - i * 110}" width="200" height="${140 + i * 110}" rx="18" fill="${accent}" opacity="${0.35 + i * 0.15}"/>`)
        .join('');
    case 'bubbles':
      return `<rect x="240" y="220" width="620" height="260" rx="60" fill="${accent}" opacity="0.9"/>
<path d="M360 470 l-40 110 l140 -110z" fill="${accent}" opacity="0.9"/>
<rect x="760" y="440" width="620" height="240" rx="60" fill="#fafaf9" opacity="0.85"/>
<path d="M1240 670 l60 100 l-160 -100z" fill="#fafaf9" opacity="0.85"/>
<circle cx="420" cy="350" r="26" fill="#1e3a8a"/><circle cx="550" cy="350" r="26" fill="#1e3a8a"/><circle cx="680" cy="350" r="26" fill="#1e3a8a"/>`;
    case 'grid':
      return Array.from({ length: 12 }, (_, i) => {
        const x = 300 + (i % 4) * 260;
        const y = 180 + Math.floor(i / 4) * 200;
        return `<rect x="${x}" y="${y}" width="210" height="150" rx="16" fill="${accent}" opacity="${i % 3 === 0 ? 0.95 : 0.45}" transform="rotate(${(i % 5) - 2} ${x + 105} ${y + 75})"/>`;
      }).join('');
    case 'spark':
      return Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * Math.PI * 2;
        const r1 = 120;
        const r2 = i % 2 ? 330 : 420;
        const p = (r: number) => `${800 + Math.cos(a) * r} ${450 + Math.sin(a) * r}`;
        return `<line x1="${p(r1).split(' ')[0]}" y1="${p(r1).split(' ')[1]}" x2="${p(r2).split(' ')[0]}" y2="${p(r2).split(' ')[1]}" stroke="${accent}" stroke-width="26" stroke-linecap="round" opacity="0.85"/>`;
      }).join('') + `<circle cx="800" cy="450" r="90" fill="${accent}"/>`;
  }
}

export function coverSvg(image: Exclude<DemoImage, 'coachAvatar'>): string {
  const c = COVERS[image];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<circle cx="1420" cy="120" r="260" fill="${c.accent}" opacity="0.12"/>
<circle cx="120" cy="840" r="220" fill="#fafaf9" opacity="0.08"/>
${motif(c.motif, c.accent)}
</svg>`;
}

/** A portrait-like avatar: a face in the product's colours (a drawing, not a photo of anyone). */
export function avatarSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde047"/><stop offset="1" stop-color="#eab308"/></linearGradient></defs>
<rect width="512" height="512" fill="url(#g)"/>
<path d="M96 512 C110 380 190 330 256 330 C322 330 402 380 416 512 Z" fill="#44403c"/>
<path d="M150 210 C150 110 200 70 256 70 C330 70 370 120 366 220 C366 300 340 330 256 330 C170 330 150 290 150 210 Z" fill="#1c1917"/>
<ellipse cx="256" cy="220" rx="92" ry="108" fill="#f5d0b5"/>
<path d="M164 200 C180 120 250 110 350 190 C330 120 290 96 256 96 C200 96 164 140 164 200 Z" fill="#1c1917"/>
<circle cx="222" cy="222" r="9" fill="#1c1917"/><circle cx="292" cy="222" r="9" fill="#1c1917"/>
<path d="M226 272 Q257 296 288 272" stroke="#9a3412" stroke-width="8" fill="none" stroke-linecap="round"/>
</svg>`;
}

async function drawPng(svg: string): Promise<{ body: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  return { body: data, width: info.width, height: info.height };
}

/**
 * Draws and stores every demo picture that is not stored yet (owned by the demo coach, already claimed,
 * so never swept), and gives the demo coach the avatar when she has none. Restarts add nothing; an
 * avatar the coach changed stays hers.
 */
export async function seedDemoImages(db: Db, storage: FileStorage, coachEmail: string): Promise<number> {
  const [coach] = await db
    .select({ id: users.id, avatar: users.avatar })
    .from(users)
    .where(eq(users.email, coachEmail))
    .limit(1);
  if (!coach) return 0;
  const ids = Object.values(DEMO_IMAGE_IDS) as string[];
  const stored = new Set(
    (await db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((r) => r.id),
  );
  let drawn = 0;
  for (const [image, id] of Object.entries(DEMO_IMAGE_IDS) as [DemoImage, string][]) {
    if (stored.has(id)) continue;
    const png = await drawPng(image === 'coachAvatar' ? avatarSvg() : coverSvg(image));
    const storageKey = `${id}/original`;
    await storage.put(storageKey, png.body);
    await db
      .insert(files)
      .values({
        id,
        ownerId: coach.id,
        originalName: `${image}.png`,
        mimeType: 'image/png',
        size: png.body.length,
        width: png.width,
        height: png.height,
        storageKey,
        purpose: 'avatar',
        temp: false,
        claimedAt: new Date(),
      })
      .onConflictDoNothing();
    drawn += 1;
  }
  if (!stored.has(DEMO_IMAGE_IDS.coachAvatar)) {
    await db
      .update(users)
      .set({ avatar: DEMO_IMAGE_IDS.coachAvatar })
      .where(and(eq(users.id, coach.id), isNull(users.avatar)));
  }
  return drawn;
}
