import type { AccountEvent } from '@esm/core/account/events';
import type { ChatEvent } from '@esm/core/chat/events';
import type { StandingEvent } from '@esm/core/standing/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { violationsProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(violationsProjector);
});
afterAll(() => spec.close());

type Event = ChatEvent | StandingEvent | AccountEvent;

const refused = (n: number): Event => ({
  type: 'MessageRefusedForContactSharing',
  data: {
    roomId: id(50),
    messageId: id(n),
    senderId: id(7),
    senderRole: 'provider',
    kinds: ['phone'],
    detectedContent: '07700 900 456',
    message: 'Ring me on 07700 900 456',
    refusedAt: '2026-06-01T12:00:00.000Z',
  },
});
const recorded = (n: number, violationNumber: number): Event => ({
  type: 'ContactSharingViolationRecorded',
  data: {
    userId: id(7),
    violationId: id(n),
    chatRoomId: id(50),
    chatMessageId: id(n),
    senderRole: 'provider',
    violationType: 'contact_sharing',
    kinds: ['phone'],
    detectedContent: '07700 900 456',
    violationNumber,
    actionTaken: violationNumber === 1 ? 'warning' : 'final_warning',
    banExpiresAt: null,
    recordedAt: '2026-06-01T12:00:01.000Z',
  },
});

describe('violations projector: given refusals and violations, then violation_reviews rows', () => {
  it('joins the refused message and its violation, whichever comes first', async () => {
    const rm = await spec.given<Event>([refused(1), recorded(1, 1), recorded(2, 2), refused(2)]);
    await rm.thenRows('violation_reviews', [
      {
        chat_message_id: id(1),
        violation_id: id(1),
        message: 'Ring me on 07700 900 456',
        detected_content: '07700 900 456',
        violation_number: 1,
        action_taken: 'warning',
        refused_at: '2026-06-01T12:00:00.000Z',
        recorded_at: '2026-06-01T12:00:01.000Z',
      },
      {
        chat_message_id: id(2),
        violation_id: id(2),
        message: 'Ring me on 07700 900 456',
        violation_number: 2,
      },
    ]);
  });

  it('forgets the words of an erased sender', async () => {
    const rm = await spec.given<Event>([
      refused(1),
      recorded(1, 1),
      { type: 'AccountErased', data: { userId: id(7), erasedAt: '2026-06-02T09:00:00.000Z' } },
    ]);
    await rm.thenRows('violation_reviews', [
      { chat_message_id: id(1), violation_id: id(1), message: null, detected_content: null },
    ]);
  });
});
