import { systemActor } from '@esm/core/kernel/actor';
import { verificationDecider } from '@esm/core/verification/decider';
import { verificationStream } from '@esm/core/verification/events';
import type { JobDefinition } from '../jobs';
import { cancel, defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const VERIFICATION_EXPIRY_QUEUE = 'verification.document-expiry';
const timerKey = (documentId: string) => `verification-expiry:${documentId}`;

/**
 * A document with an expiry date (an insurance policy's end) stops counting when that day is over
 *: the timer is set when it is submitted and dropped when it is rejected.
 */
export const documentExpiryProcess = defineProcessManager({
  name: 'verification-document-expiry',
  handles: ['VerificationDocumentSubmitted', 'VerificationDocumentRejected'],
  react(event) {
    if (event.type === 'VerificationDocumentRejected') return [cancel(timerKey(event.data.documentId))];
    if (event.type !== 'VerificationDocumentSubmitted' || event.data.expiresAt === null) return [];
    const { providerId, documentId, expiresAt } = event.data;
    return [
      schedule(timerKey(documentId), VERIFICATION_EXPIRY_QUEUE, new Date(expiresAt), {
        providerId,
        documentId,
      }),
    ];
  },
});

/** Expires the document; the decider appends nothing when it is early, rejected or already expired. */
export function documentExpiryJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: VERIFICATION_EXPIRY_QUEUE,
    async handle(data, context) {
      const providerId = String(data.providerId);
      const actor = systemActor('verification-expiry');
      await deps.commands.run({
        stream: verificationStream(providerId),
        decider: verificationDecider,
        command: {
          type: 'ExpireVerificationDocument',
          actor,
          providerId,
          documentId: String(data.documentId),
        },
        actor,
        correlationId: context.jobId,
        readYourWrites: false,
      });
    },
  };
}
