// Where uploaded bytes live. The service sees only this interface; the disk implementation is the
// default (under DATA_DIR/files) and another backend (an object store) can replace it without
// touching the use cases.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredStat {
  size: number;
  modifiedAt: Date;
}

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<StoredStat | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every key under `prefix/` (a file and all its resized variants). */
  deletePrefix(prefix: string): Promise<void>;
}

/** Keys are relative, slash-separated and plain, so no key can reach outside the storage root. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';

export function diskStorage(root: string): FileStorage {
  const absolute = path.resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(absolute, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed: a reader never sees half a file.
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, target);
    },
    async get(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        const s = await fs.stat(pathOf(key));
        return s.isFile() ? { size: s.size, modifiedAt: s.mtime } : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}
