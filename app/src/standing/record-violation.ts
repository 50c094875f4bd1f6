import type { ChatEvent } from '@esm/core/chat/events';
import { eventsOf } from '@esm/core/event-catalogue';
import type { CommandBus } from '@esm/core/eventstore/command-bus';
import type { EventStore } from '@esm/core/eventstore/port';
import { systemActor } from '@esm/core/kernel/actor';
import { standingDecider } from '@esm/core/standing/decider';
import { standingEvents, standingStream } from '@esm/core/standing/events';

type Refusal = Extract<ChatEvent, { type: 'MessageRefusedForContactSharing' }>['data'];

export const CONTACT_SHARING_ACTOR = systemActor('contact-sharing');

/**
 * Moves the sender's standing for one refused message. Idempotent: the refused
 * message's id is the violation id, so the chat route (at once, so the very next message already
 * meets the new standing) and the process manager (after a crash between the two) may both run it.
 */
export async function recordContactSharingViolation(
  commands: CommandBus,
  refusal: Refusal,
  options: {
    correlationId: string;
    causationId?: string;
    readYourWrites?: boolean;
    /** To find a recording made earlier by the other caller and wait for it too (the chat route). */
    store?: EventStore;
  },
) {
  const result = await commands.run({
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
  // Already recorded, by the process manager a moment earlier: nothing new was appended, so the
  // bus had no position to wait for, yet the caller is about to read the standing it moved. Wait
  // for that earlier violation to reach the read models too.
  if (result.lastPosition === 0 && options.readYourWrites !== false && options.store) {
    const recorded = eventsOf(
      standingEvents,
      await options.store.readStream(standingStream(refusal.senderId)),
    ).find((e) => e.type === 'ContactSharingViolationRecorded' && e.data.violationId === refusal.messageId);
    if (recorded) await commands.waitForReadModels(recorded.globalPosition);
  }
  return result;
}
