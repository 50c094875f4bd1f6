import type { ChatEvent } from '@esm/core/chat/events';
import type { StandingEvent } from '@esm/core/standing/events';
import { describe, it } from 'vitest';
import { given } from '../process-manager/testing/given-events';
import { STANDING_LIFT_QUEUE, standingLiftProcess } from './standing-timers';
import { CONTACT_SHARING_VIOLATION_QUEUE, contactSharingViolationProcess } from './violation-recorder';

describe('standing lift: a timed block is lifted when it runs out', () => {
  it('schedules the lift at the end of a restriction or suspension', () => {
    given<StandingEvent>(standingLiftProcess, [
      {
        type: 'StandingMessagingRestricted',
        data: {
          userId: 'u1',
          violationId: 'v-1',
          blockReason: 'Shared a phone number',
          blockedUntil: '2026-06-02T12:00:00.000Z',
          restrictedAt: '2026-06-01T12:00:00.000Z',
        },
      },
      {
        type: 'StandingSuspended',
        data: {
          userId: 'u1',
          cause: 'contact_sharing',
          violationId: 'v-2',
          blockReason: 'Again',
          blockedUntil: '2026-06-10T12:00:00.000Z',
          suspendedAt: '2026-06-03T12:00:00.000Z',
          suspendedBy: 'worker:standing',
        },
      },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'standing-lift:u1',
        queue: STANDING_LIFT_QUEUE,
        runAt: new Date('2026-06-02T12:00:00.000Z'),
        data: { userId: 'u1' },
      },
      {
        kind: 'schedule',
        key: 'standing-lift:u1',
        queue: STANDING_LIFT_QUEUE,
        runAt: new Date('2026-06-10T12:00:00.000Z'),
        data: { userId: 'u1' },
      },
    ]);
  });

  it('drops the timer on termination or when the block is lifted early', () => {
    given<StandingEvent>(standingLiftProcess, [
      {
        type: 'StandingTerminated',
        data: {
          userId: 'u1',
          cause: 'back_office',
          violationId: null,
          blockReason: 'Fraud',
          terminatedAt: '2026-06-04T12:00:00.000Z',
          terminatedBy: 'u-admin',
        },
      },
      {
        type: 'StandingBlockLifted',
        data: {
          userId: 'u1',
          liftedBlock: 'suspension',
          reason: 'appeal upheld',
          early: true,
          liftedAt: '2026-06-05T12:00:00.000Z',
          liftedBy: 'u-admin',
        },
      },
    ]).thenTimers([
      { kind: 'cancel', key: 'standing-lift:u1' },
      { kind: 'cancel', key: 'standing-lift:u1' },
    ]);
  });
});

describe('contact-sharing violation: a refused message is recorded against its sender', () => {
  it('records each refused message once, keyed by the message', () => {
    given<ChatEvent>(contactSharingViolationProcess, [
      {
        event: {
          type: 'MessageRefusedForContactSharing',
          data: {
            roomId: 'room-1',
            messageId: 'm-1',
            senderId: 'u1',
            senderRole: 'provider',
            kinds: ['phone'],
            detectedContent: '07700 900123',
            message: 'Call me on 07700 900123',
            refusedAt: '2026-06-01T12:01:00.000Z',
          },
        },
        at: '2026-06-01T12:01:00.000Z',
      },
      {
        type: 'ChatMessageSent',
        data: {
          roomId: 'room-1',
          messageId: 'm-2',
          senderId: 'u1',
          senderRole: 'provider',
          message: 'See you then',
          messageType: 'text',
          sentAt: '2026-06-01T12:02:00.000Z',
        },
      },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'contact-sharing-violation:m-1',
        queue: CONTACT_SHARING_VIOLATION_QUEUE,
        runAt: new Date('2026-06-01T12:01:00.000Z'),
        data: { roomId: 'room-1', messageId: 'm-1' },
      },
    ]);
  });
});
