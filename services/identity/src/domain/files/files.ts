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
  FILE_EMPTY,
  FILE_REQUIRED,
  IMAGE_DEFAULT_FORMAT,
  IMAGE_DENSITIES,
  IMAGE_FORMATS,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_WIDTHS,
  ONLY_IMAGES_RESIZED,
  RESOURCE_FILE_MAX_SIZE_BYTES,
  RESOURCE_FILE_TOO_LARGE,
  RESOURCE_FILE_TYPE,
  UPLOAD_PURPOSE_INVALID,
  UPLOAD_PURPOSES,
  type ImageFormat,
  type UploadPurpose,
} from '@coachwork/contracts';
import { isUuid, ValidationError, type Db, type DbOrTx } from '@coachwork/service-kit';
import { files, type FileRow } from '../../data/schema';
import type { FileStorage } from '../../files/file-storage';
import { sniffDocumentType } from './document-type';
import { sniffImageType } from './image-type';

export const TEMP_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** What each purpose accepts: its size limit and the messages of its refusals (all on `file`). */
const PURPOSE_RULES: Record<
  UploadPurpose,
  { maxBytes: number; tooLarge: string; badType: string; empty: string }
> = {
  avatar: {
    maxBytes: AVATAR_MAX_SIZE_BYTES,
    tooLarge: AVATAR_TOO_LARGE,
    badType: AVATAR_TYPE,
    empty: AVATAR_EMPTY,
  },
  resource: {
    maxBytes: RESOURCE_FILE_MAX_SIZE_BYTES,
    tooLarge: RESOURCE_FILE_TOO_LARGE,
    badType: RESOURCE_FILE_TYPE,
    empty: FILE_EMPTY,
  },
};

/** The most any upload may be: the body parser stops there, and each purpose checks its own limit after. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(PURPOSE_RULES).map((r) => r.maxBytes));

/** The refusal message of a body over the parser's limit. */
export const tooLargeMessage = (purpose: UploadPurpose) => PURPOSE_RULES[purpose].tooLarge;

/** `?purpose=` of an upload: absent means an avatar; anything else unknown is a 422 on `purpose`. */
export function parsePurpose(value: unknown): UploadPurpose {
  if (value === undefined) return 'avatar';
  if (typeof value === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(value)) {
    return value as UploadPurpose;
  }
  throw new ValidationError({ purpose: [UPLOAD_PURPOSE_INVALID] });
}

/** Images are served inline and can be resized; everything else is a download. */
export const isImageType = (mimeType: string) => Object.hasOwn(ORIGINAL_FORMAT, mimeType);

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
  /** The query parameters that asked for it (a refusal names them). */
  params: string[];
}

export interface UploadedFileDto {
  id: string;
  url: string;
  /** The cleaned original name (last path segment, no control characters). */
  name: string;
  size: number;
  /** Judged from the bytes. */
  mimeType: string;
}

export interface ServedFile {
  body: Buffer;
  mimeType: string;
  /** The cleaned original name, for a download's file name. */
  name: string;
  /** Images are shown inline; documents are sent as attachments. */
  inline: boolean;
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
  const params = ['w', 'dpr', 'format'].filter((name) => query[name] !== undefined);
  return { width, dpr: density, format: fmt as ImageFormat, params };
}

/**
 * Checks that an image with the right magic number is one sharp can decode (and later resize), within
 * the pixel limit. Returns its size; a refusal is a 422 on `file` with `badType`.
 */
async function checkImage(
  buffer: Buffer,
  mimeType: string,
  badType: string,
): Promise<{ width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError({ file: [badType] });
  }
  if (ORIGINAL_FORMAT[mimeType] !== meta.format || !meta.width || !meta.height) {
    throw new ValidationError({ file: [badType] });
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new ValidationError({ file: [IMAGE_TOO_MANY_PIXELS] });
  }
  try {
    // A full decode at a tiny size: a truncated or corrupt body is refused now, not when served.
    await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS }).resize({ width: 16 }).raw().toBuffer();
  } catch {
    throw new ValidationError({ file: [badType] });
  }
  return { width: meta.width, height: meta.height };
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

    /**
     * Stores an upload as a temporary file of `ownerId`. An avatar must be a png, jpeg or webp image (by
     * its bytes, and decodable); a resource may also be a PDF, Office or OpenDocument file or UTF-8 text.
     */
    async uploadTemp(
      ownerId: string,
      file: UploadedFile | undefined,
      purpose: UploadPurpose = 'avatar',
    ): Promise<UploadedFileDto> {
      const rules = PURPOSE_RULES[purpose];
      if (!file) throw new ValidationError({ file: [FILE_REQUIRED] });
      if (file.buffer.length === 0) throw new ValidationError({ file: [rules.empty] });
      if (file.buffer.length > rules.maxBytes) throw new ValidationError({ file: [rules.tooLarge] });
      const name = cleanName(file.originalName);
      let mimeType: string;
      let size: { width: number; height: number } | null = null;
      const sniffed = sniffImageType(file.buffer);
      if (sniffed) {
        size = await checkImage(file.buffer, sniffed.mimeType, rules.badType);
        mimeType = sniffed.mimeType;
      } else {
        const document = purpose === 'resource' ? await sniffDocumentType(file.buffer, name) : null;
        if (!document) throw new ValidationError({ file: [rules.badType] });
        mimeType = document;
      }
      const id = randomUUID();
      const storageKey = `${id}/original`;
      await storage.put(storageKey, file.buffer);
      try {
        await db.insert(files).values({
          id,
          ownerId,
          originalName: name,
          mimeType,
          size: file.buffer.length,
          width: size?.width ?? null,
          height: size?.height ?? null,
          storageKey,
          purpose,
          temp: true,
          createdAt: now(),
        });
      } catch (err) {
        await storage.deletePrefix(id).catch(() => undefined);
        throw err;
      }
      return { id, url: fileUrl(id), name, size: file.buffer.length, mimeType };
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
      const inline = isImageType(row.mimeType);
      const common = { name: row.originalName, inline, temp: row.temp };
      if (!variant) {
        const body = await storage.get(row.storageKey);
        return body ? { ...common, body, mimeType: row.mimeType, etag: `"${row.id}"` } : null;
      }
      if (!inline) {
        throw new ValidationError(Object.fromEntries(variant.params.map((p) => [p, [ONLY_IMAGES_RESIZED]])));
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
      return { ...common, body, mimeType: MIME_OF[variant.format], etag: `"${row.id}-${name}"` };
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
 * user's avatar is set to its id or a workshop resource points at it. Only the uploader can claim it;
 * claiming twice is harmless. With `purpose`, only an upload made for that purpose is claimed (an
 * avatar must have been checked as an avatar). Returns the file, or null when no such file belongs
 * to `ownerId`.
 */
export async function claimFile(
  db: DbOrTx,
  id: string,
  ownerId: string,
  at: Date = new Date(),
  purpose?: UploadPurpose,
): Promise<FileRow | null> {
  if (!isUuid(id) || !isUuid(ownerId)) return null;
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, id.toLowerCase()),
        eq(files.ownerId, ownerId.toLowerCase()),
        purpose ? eq(files.purpose, purpose) : undefined,
      ),
    )
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
