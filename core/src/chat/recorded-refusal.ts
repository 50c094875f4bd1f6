import type { DomainError } from '../kernel/errors';
import { type ContactKind, describeKinds } from './contact-sharing';
import { chatErrors } from './errors';
import type { ChatEvent } from './events';

/**
 * Recorded refusals: the one place where a refusal appends events.
 *
 * Normally a refused command returns a DomainError and appends nothing. A message
 * that shares contact details is refused too, yet the refusal itself must be kept: it is the
 * violation that moves the sender's standing. So the chat decider returns the
 * event `MessageRefusedForContactSharing` instead of an error, and the caller:
 *
 *   1. appends the decider's events as usual (the process manager then records the violation
 *      on `standing-<senderId>`);
 *   2. asks `recordedRefusalOf(events)`; when it returns an error, answers with that error
 *      (CHAT_CONTACT_SHARING, 422) instead of a success, so the sender sees the policy toast.
 *
 *   const outcome = chatDecider.decide(command, state, now);
 *   if (isDomainError(outcome)) return reply(outcome);            // nothing appended
 *   await store.append(chatStream(roomId), outcome, { expectedVersion });
 *   const refusal = recordedRefusalOf(outcome);
 *   if (refusal) return reply(refusal);                           // appended, still refused
 */
export function recordedRefusalOf(events: readonly ChatEvent[]): DomainError | null {
  const refused = events.find((event) => event.type === 'MessageRefusedForContactSharing');
  if (refused === undefined) return null;
  return contactSharingRefusal(refused.data.kinds);
}

/** The CHAT_CONTACT_SHARING answer, naming what was found (shows it in the policy toast). */
export function contactSharingRefusal(kinds: readonly ContactKind[]): DomainError {
  return chatErrors.error(
    'CHAT_CONTACT_SHARING',
    undefined,
    `Contact sharing detected: your message contains ${describeKinds(kinds)} and was not sent. ` +
      'Sharing contact details before a booking is confirmed and paid breaks our Terms & Conditions; ' +
      'repeated violations lead to messaging restrictions, suspension and permanent termination.',
  );
}
