// Uploads (temporary until claimed), serving them and their resized variants, claiming, and the
// sweep of unclaimed uploads.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq, lt } from 'drizzle-orm';
import sharp from 'sharp';
import {
  AVATAR_EMPTY,
  AVATAR_MAX_SIZE_BYTES,
  AVATAR_TOO_LARGE,
  AVATAR_TYPE,
  FILE_REQUIRED,
  IMAGE_DEFAULT_FORMAT,
  IMAGE_DENSITIES,
  IMAGE_FORMATS,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_WIDTHS,
  type ImageFormat,
} from '@coachwork/contracts';
import { isUuid, ValidationError, type Db, type DbOrTx } from '@coachwork/service-kit';
import { files, type FileRow } from '../../data/schema';
import type { FileStorage } from '../../files/file-storage';
import { sniffImageType } from './image-type';

export const TEMP_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const MAX_IMAGE_PIXELS = 40_000_000;
export { AVATAR_MAX_SIZE_BYTES as UPLOAD_MAX_BYTES };

const ORIGINAL_FORMAT: Record<string, 'png' | 'jpeg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};
const MIME_OF: Record<ImageFormat, string> = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' };

/** Where a file is served; the user's avatarUrl is this for the avatar's id. */
export const fileUrl = (id: string) => `/v1/files/${id}`;

export interface UploadedFile {
  originalName: string;
  buffer: Buffer;
}

export interface VariantRequest {
  width?: number;
  dpr: number;
  format: ImageFormat;
}

export interface ServedFile {
  body: Buffer;
  mimeType: string;
  /** Claimed files never change under their id; temporary ones are their uploader's only. */
  temp: boolean;
  etag: string;
}

/** Only the last path segment of a client's file name, without control characters, at most 255 long. */
function cleanName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return (base || 'upload').slice(0, 255);
}

/** Reads `w`, `dpr` and `format` from a query; null asks for the original bytes. 422 on bad values. */
export function parseVariantQuery(query: Record<string, unknown>): VariantRequest | null {
  const errors: Record<string, string[]> = {};
  const one = (name: string) => {
    const v = query[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') {
      errors[name] = [`${name} must be given once`];
      return undefined;
    }
    return v;
  };
  const w = one('w');
  const dpr = one('dpr');
  const format = one('format');
  if (w === undefined && dpr === undefined && format === undefined && !Object.keys(errors).length)
    return null;
  const width = w === undefined ? undefined : Number(w);
  if (width !== undefined && !(IMAGE_WIDTHS as readonly number[]).includes(width)) {
    errors.w = [`Width must be one of ${IMAGE_WIDTHS.join(', ')}`];
  }
  const density = dpr === undefined ? 1 : Number(dpr);
  if (!(IMAGE_DENSITIES as readonly number[]).includes(density)) {
    errors.dpr = [`Density must be one of ${IMAGE_DENSITIES.join(', ')}`];
  }
  const fmt =
    (format ?? IMAGE_DEFAULT_FORMAT).toLowerCase() === 'jpg'
      ? 'jpeg'
      : (format ?? IMAGE_DEFAULT_FORMAT).toLowerCase();
  if (!(IMAGE_FORMATS as readonly string[]).includes(fmt)) {
    errors.format = [`Format must be one of ${IMAGE_FORMATS.join(', ')}`];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { width, dpr: density, format: fmt as ImageFormat };
}

export interface FileUseCasesOptions {
  storage: FileStorage;
  now?: () => Date;
}

export function fileUseCases(db: Db, options: FileUseCasesOptions) {
  const { storage } = options;
  const now = options.now ?? (() => new Date());

  async function findFile(id: string): Promise<FileRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(files).where(eq(files.id, id.toLowerCase())).limit(1);
    return row;
  }

  return {
    findFile,

    /** Stores an image as a temporary file of `ownerId`: png, jpeg or webp by its bytes, and decodable. */
    async uploadTemp(ownerId: string, file: UploadedFile | undefined): Promise<{ id: string; url: string }> {
      if (!file) throw new ValidationError({ file: [FILE_REQUIRED] });
      if (file.buffer.length === 0) throw new ValidationError({ file: [AVATAR_EMPTY] });
      if (file.buffer.length > AVATAR_MAX_SIZE_BYTES) throw new ValidationError({ file: [AVATAR_TOO_LARGE] });
      const sniffed = sniffImageType(file.buffer);
      if (!sniffed) throw new ValidationError({ file: [AVATAR_TYPE] });
      // Right magic number, but is it an image sharp can decode (and later resize)?
      let meta: sharp.Metadata;
      try {
        meta = await sharp(file.buffer, { limitInputPixels: false }).metadata();
      } catch {
        throw new ValidationError({ file: [AVATAR_TYPE] });
      }
      if (ORIGINAL_FORMAT[sniffed.mimeType] !== meta.format || !meta.width || !meta.height) {
        throw new ValidationError({ file: [AVATAR_TYPE] });
      }
      if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
        throw new ValidationError({ file: [IMAGE_TOO_MANY_PIXELS] });
      }
      try {
        // A full decode at a tiny size: a truncated or corrupt body is refused now, not when served.
        await sharp(file.buffer, { limitInputPixels: MAX_IMAGE_PIXELS })
          .resize({ width: 16 })
          .raw()
          .toBuffer();
      } catch {
        throw new ValidationError({ file: [AVATAR_TYPE] });
      }
      const id = randomUUID();
      const storageKey = `${id}/original`;
      await storage.put(storageKey, file.buffer);
      try {
        await db.insert(files).values({
          id,
          ownerId,
          originalName: cleanName(file.originalName),
          mimeType: sniffed.mimeType,
          size: file.buffer.length,
          width: meta.width,
          height: meta.height,
          storageKey,
          temp: true,
          createdAt: now(),
        });
      } catch (err) {
        await storage.deletePrefix(id).catch(() => undefined);
        throw err;
      }
      return { id, url: fileUrl(id) };
    },

    /**
     * The bytes to serve for a file, or null when the viewer may not see it: a temporary file is its
     * uploader's alone until it is claimed. A variant is made once with sharp and kept in storage.
     */
    async serve(
      id: string,
      viewerId: string | null,
      variant: VariantRequest | null,
    ): Promise<ServedFile | null> {
      const row = await findFile(id);
      if (!row || (row.temp && row.ownerId !== viewerId)) return null;
      if (!variant) {
        const body = await storage.get(row.storageKey);
        return body ? { body, mimeType: row.mimeType, temp: row.temp, etag: `"${row.id}"` } : null;
      }
      const name = `w${variant.width ?? 'full'}-x${variant.dpr}.${variant.format}`;
      const key = `${row.id}/variants/${name}`;
      let body = await storage.get(key);
      if (!body) {
        const original = await storage.get(row.storageKey);
        if (!original) return null;
        let pipeline = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
        if (variant.width) {
          // Never enlarged: a small original stays its size rather than being blown up and blurred.
          pipeline = pipeline.resize({ width: variant.width * variant.dpr, withoutEnlargement: true });
        }
        body = await pipeline.toFormat(variant.format).toBuffer();
        await storage.put(key, body);
      }
      return { body, mimeType: MIME_OF[variant.format], temp: row.temp, etag: `"${row.id}-${name}"` };
    },

    /** Removes temporary files older than `maxAgeMs` (24 h), their bytes and variants. Returns how many. */
    async sweepTempFiles(maxAgeMs = TEMP_FILE_MAX_AGE_MS): Promise<number> {
      return sweepTempFiles(db, storage, now(), maxAgeMs);
    },
  };
}

export type FileUseCases = ReturnType<typeof fileUseCases>;

/**
 * Claims an upload for good (it stops being temporary and is no longer swept), for example when a
 * user's avatar is set to its id. Only the uploader can claim it; claiming twice is harmless.
 * Returns the file, or null when no file with that id belongs to `ownerId`.
 */
export async function claimFile(
  db: DbOrTx,
  id: string,
  ownerId: string,
  at: Date = new Date(),
): Promise<FileRow | null> {
  if (!isUuid(id) || !isUuid(ownerId)) return null;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id.toLowerCase()), eq(files.ownerId, ownerId.toLowerCase())))
    .limit(1);
  if (!row) return null;
  if (!row.temp) return row;
  const [claimed] = await db
    .update(files)
    .set({ temp: false, claimedAt: at })
    .where(eq(files.id, row.id))
    .returning();
  return claimed ?? null;
}

/** The sweep itself, for a scheduler or a test with its own clock. */
export async function sweepTempFiles(
  db: DbOrTx,
  storage: FileStorage,
  now: Date,
  maxAgeMs = TEMP_FILE_MAX_AGE_MS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeMs);
  const stale = await db
    .delete(files)
    .where(and(eq(files.temp, true), lt(files.createdAt, cutoff)))
    .returning({ id: files.id });
  for (const { id } of stale) await storage.deletePrefix(id);
  return stale.length;
}
