import { describe, expect, it } from 'vitest';
import { isDomainError } from '../kernel/errors';
import { given } from '../kernel/given-when-then';
import { chatDecider } from './decider';
import type { ChatEvent } from './events';
import { recordedRefusalOf } from './recorded-refusal';

const now = new Date('2026-06-01T12:00:00.000Z');
const opened: ChatEvent = {
  type: 'ChatRoomOpened',
  data: {
    roomId: 'r1',
    customerId: 'u-client',
    providerId: 'p1',
    providerUserId: 'u-provider',
    serviceId: 's1',
    status: 'active',
    openedAt: now.toISOString(),
  },
};
const standing = {
  standing: 'good',
  isBlocked: false,
  violationCount: 0,
  blockReason: null,
  blockedUntil: null,
  lastViolationAt: null,
} as const;

describe('recorded refusal: contact sharing is appended, then answered as an error', () => {
  it('tells the caller to answer CHAT_CONTACT_SHARING (422) with the texts the client toast looks for', () => {
    const { outcome } = given(chatDecider, [opened]).when(
      {
        type: 'SendChatMessage',
        actor: { kind: 'user', userId: 'u-client', roles: [] },
        roomId: 'r1',
        messageId: 'm1',
        message: 'my insta is @jo.events',
        detection: { sharesContact: true, kinds: ['social'], matches: ['@jo.events'] },
        senderStanding: standing,
      },
      now,
    );
    if (isDomainError(outcome))
      throw new Error('a contact-sharing refusal is recorded, not returned as an error');
    expect(outcome.map((e) => e.type)).toEqual(['MessageRefusedForContactSharing']);
    const refusal = recordedRefusalOf(outcome);
    expect(refusal?.code).toBe('CHAT_CONTACT_SHARING');
    expect(refusal?.status).toBe(422);
    expect(refusal?.message).toContain('Contact sharing detected');
    expect(refusal?.message).toContain('Terms & Conditions');
    expect(refusal?.message).toContain('a social media handle or messaging app');
  });

  it('names every kind found', () => {
    const refusal = recordedRefusalOf([
      {
        type: 'MessageRefusedForContactSharing',
        data: {
          roomId: 'r1',
          messageId: 'm1',
          senderId: 'u-client',
          senderRole: 'customer',
          kinds: ['phone', 'email', 'link'],
          detectedContent: 'x',
          message: 'x',
          refusedAt: now.toISOString(),
        },
      },
    ]);
    expect(refusal?.message).toContain('a phone number, an e-mail address and a link');
  });

  it('a delivered message is no refusal', () => {
    expect(
      recordedRefusalOf([
        {
          type: 'ChatMessageSent',
          data: {
            roomId: 'r1',
            messageId: 'm1',
            senderId: 'u-client',
            senderRole: 'customer',
            message: 'Hello',
            messageType: 'text',
            sentAt: now.toISOString(),
          },
        },
      ]),
    ).toBeNull();
  });
});
