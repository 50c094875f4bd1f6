import type { ChatEvent } from '@esm/core/chat/events';
import type { CommandBus } from '@esm/core/eventstore/command-bus';
import { systemActor } from '@esm/core/kernel/actor';
import { standingDecider } from '@esm/core/standing/decider';
import { standingStream } from '@esm/core/standing/events';

type Refusal = Extract<ChatEvent, { type: 'MessageRefusedForContactSharing' }>['data'];

export const CONTACT_SHARING_ACTOR = systemActor('contact-sharing');

/**
 * Moves the sender's standing for one refused message. Idempotent: the refused
 * message's id is the violation id, so the chat route (at once, so the very next message already
 * meets the new standing) and the process manager (after a crash between the two) may both run it.
 */
export function recordContactSharingViolation(
  commands: CommandBus,
  refusal: Refusal,
  options: { correlationId: string; causationId?: string; readYourWrites?: boolean },
) {
  return commands.run({
    stream: standingStream(refusal.senderId),
    decider: standingDecider,
    command: {
      type: 'RecordContactSharingViolation',
      actor: CONTACT_SHARING_ACTOR,
      userId: refusal.senderId,
      violationId: refusal.messageId,
      chatRoomId: refusal.roomId,
      chatMessageId: refusal.messageId,
      senderRole: refusal.senderRole,
      kinds: refusal.kinds,
      detectedContent: refusal.detectedContent,
    },
    actor: CONTACT_SHARING_ACTOR,
    correlationId: options.correlationId,
    ...(options.causationId ? { causationId: options.causationId } : {}),
    ...(options.readYourWrites === false ? { readYourWrites: false } : {}),
  });
}
