// Tells identity (which owns uploads) that something here now points at one of its files, so it can
// claim the upload for good; workshops never reads identity's tables, so this is an event.
import { addToOutbox, isUuid, type Actor, type DbOrTx } from '@coachwork/service-kit';
import type { FileAttachedPayload } from '@coachwork/contracts';
import { eventStore } from '../data/schema';

const FILE_PATH = /^\/v1\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The upload id a stored path refers to, or null when it is not a file of ours: `/v1/files/<uuid>` as
 * upload-temp answers it (a resource's filePath), or an http(s) URL with that path (workshop and
 * template images must be full URLs). A query (an image variant) is ignored. The host is not checked:
 * identity claims only the actor's own upload anyway.
 */
export function ownFileId(path: string | null | undefined): string | null {
  if (!path) return null;
  let pathname: string;
  try {
    const url = new URL(path.trim(), 'http://relative.invalid');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    pathname = url.pathname;
  } catch {
    return null;
  }
  const id = FILE_PATH.exec(pathname)?.[1];
  return id && isUuid(id) ? id.toLowerCase() : null;
}

/**
 * Writes `workshops.file.attached` in the caller's transaction when `path` (newly set: on creation, or
 * changed from `previous`) is one of identity's files. Nothing for other paths or a system actor.
 */
export async function noteAttachedFile(
  tx: DbOrTx,
  path: string | null | undefined,
  previous: string | null | undefined,
  target: { entity: FileAttachedPayload['entity']; entityId: string },
  actor: Actor,
): Promise<void> {
  const fileId = ownFileId(path);
  if (!fileId || !actor.userId || fileId === ownFileId(previous)) return;
  await addToOutbox(tx, eventStore, 'workshops.file.attached', {
    fileId,
    attachedBy: actor.userId,
    entity: target.entity,
    entityId: target.entityId,
  });
}
