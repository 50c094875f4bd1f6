import { recordContactSharingViolation } from '@esm/app/standing/record-violation';
import { type ChatEvent, chatStream } from '@esm/core/chat/events';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const CONTACT_SHARING_VIOLATION_QUEUE = 'standing.record-contact-sharing-violation';

/**
 * Every refused message becomes a violation on the sender's standing. The chat
 * route records it at once; this job is the guarantee when the process died between the two
 * appends. Recording is idempotent (the message id is the violation id), so the usual case is a
 * no-op. The job carries ids only: the message text is personal data and stays in the log.
 */
export const contactSharingViolationProcess = defineProcessManager({
  name: 'contact-sharing-violation',
  handles: ['MessageRefusedForContactSharing'],
  react(event) {
    const { roomId, messageId } = event.data;
    return [
      schedule(`contact-sharing-violation:${messageId}`, CONTACT_SHARING_VIOLATION_QUEUE, event.occurredAt, {
        roomId,
        messageId,
      }),
    ];
  },
});

export function contactSharingViolationJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: CONTACT_SHARING_VIOLATION_QUEUE,
    async handle(data, context) {
      const events = await deps.store.readStream(chatStream(String(data.roomId)));
      const refused = events.find(
        (e) =>
          e.type === 'MessageRefusedForContactSharing' &&
          (e.data as { messageId: string }).messageId === data.messageId,
      );
      if (!refused) return;
      const event = { type: refused.type, data: refused.data } as ChatEvent;
      if (event.type !== 'MessageRefusedForContactSharing') return;
      await recordContactSharingViolation(deps.commands, event.data, {
        correlationId: context.jobId,
        causationId: refused.eventId,
        readYourWrites: false,
      });
    },
  };
}
