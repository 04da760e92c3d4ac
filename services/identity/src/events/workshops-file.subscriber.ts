import type { EventEnvelope, FileAttachedPayload } from '@coachwork/contracts';
import { handleOnce, type Db, type Logger, type Subscription } from '@coachwork/service-kit';
import { eventStore } from '../data/schema';
import { claimFile } from '../domain/files/files';

const CONSUMER = 'identity-workshops-file-attached';

/**
 * Claims an upload once workshops reports that a resource, workshop or template points at it
 * (`workshops.file.attached`), so it is kept and shown to everyone. Only the uploader's own file is
 * claimed; any other (someone else's, unknown, already swept) is left alone and logged, never thrown,
 * so one bad event cannot hold up the consumer.
 */
export function workshopsFileSubscription(db: Db, logger: Logger, now: () => Date): Subscription {
  return {
    durable: CONSUMER,
    subject: 'workshops.file.attached',
    async handler(event: EventEnvelope) {
      if (event.subject !== 'workshops.file.attached') return;
      const data = event.data as FileAttachedPayload;
      await handleOnce(db, eventStore, CONSUMER, event, async (tx) => {
        const claimed = await claimFile(tx, String(data.fileId), String(data.attachedBy), now());
        if (!claimed) {
          logger.warn(
            { eventId: event.id, fileId: data.fileId, attachedBy: data.attachedBy, entity: data.entity },
            'attached file is unknown or not the uploader’s; left alone',
          );
        }
      });
    },
  };
}
