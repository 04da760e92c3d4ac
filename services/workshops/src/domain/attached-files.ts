// Tells identity (which owns uploads) that something here now points at one of its files, so it can
// claim the upload for good; workshops never reads identity's tables, so this is an event.
import { addToOutbox, isUuid, type Actor, type DbOrTx } from '@coachwork/service-kit';
import type { FileAttachedPayload } from '@coachwork/contracts';
import { eventStore } from '../data/schema';

/** `/v1/files/<uuid>`, optionally with a query (an image variant), as upload-temp answers it. */
const OWN_FILE_PATH =
  /^\/v1\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[?#].*)?$/i;

/** The upload id a stored path or URL refers to, or null when it is not a file of ours. */
export function ownFileId(path: string | null | undefined): string | null {
  const id = path ? OWN_FILE_PATH.exec(path.trim())?.[1] : undefined;
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
