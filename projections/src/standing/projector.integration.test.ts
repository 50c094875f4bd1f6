import type { StandingEvent } from '@esm/core/standing/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { standingProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(standingProjector);
});
afterAll(() => spec.close());

const user = id(1);
const violation = (n: number, actionTaken: 'warning' | 'suspension', recordedAt: string): StandingEvent => ({
  type: 'ContactSharingViolationRecorded',
  data: {
    userId: user,
    violationId: `v-${n}`,
    chatRoomId: id(10),
    chatMessageId: id(100 + n),
    senderRole: 'provider',
    violationType: 'contact_sharing',
    kinds: ['phone'],
    detectedContent: '07700 900123',
    violationNumber: n,
    actionTaken,
    banExpiresAt: actionTaken === 'suspension' ? '2026-06-10T12:00:00.000Z' : null,
    recordedAt,
  },
});
const suspendedFor = (cause: 'contact_sharing' | 'back_office'): StandingEvent => ({
  type: 'StandingSuspended',
  data: {
    userId: user,
    cause,
    violationId: 'v-2',
    blockReason: 'Shared a phone number again',
    blockedUntil: '2026-06-10T12:00:00.000Z',
    suspendedAt: '2026-06-03T12:00:00.000Z',
    suspendedBy: 'worker:standing',
  },
});
const suspended = suspendedFor('contact_sharing');

describe('standing projector: given standing events, then standing and violation rows', () => {
  it('records violations, counts them and keeps the block as decided', async () => {
    const rm = await spec.given<StandingEvent>([
      violation(1, 'warning', '2026-06-01T12:00:00.000Z'),
      violation(2, 'suspension', '2026-06-03T12:00:00.000Z'),
      suspended,
    ]);
    await rm.thenRows('user_standing', [
      {
        user_id: user,
        violation_count: 2,
        last_violation_at: '2026-06-03T12:00:00.000Z',
        contact_sharing_suspensions: 1,
        block_kind: 'suspension',
        block_cause: 'contact_sharing',
        block_reason: 'Shared a phone number again',
        blocked_since: '2026-06-03T12:00:00.000Z',
        blocked_until: '2026-06-10T12:00:00.000Z',
      },
    ]);
    await rm.thenRows('contact_sharing_violations', [
      {
        violation_id: 'v-1',
        sender_role: 'provider',
        kinds: ['phone'],
        detected_content: '07700 900123',
        violation_number: 1,
        action_taken: 'warning',
        ban_expires_at: null,
        created_at: '2026-06-01T12:00:00.000Z',
      },
      {
        violation_id: 'v-2',
        violation_number: 2,
        action_taken: 'suspension',
        ban_expires_at: '2026-06-10T12:00:00.000Z',
      },
    ]);
  });

  it('lifts a block but keeps the count of contact-sharing suspensions', async () => {
    const rm = await spec.given<StandingEvent>([
      suspended,
      {
        type: 'StandingBlockLifted',
        data: {
          userId: user,
          liftedBlock: 'suspension',
          reason: 'served',
          early: false,
          liftedAt: '2026-06-10T12:00:00.000Z',
          liftedBy: 'worker:standing',
        },
      },
      suspendedFor('back_office'),
    ]);
    await rm.thenRows('user_standing', [
      {
        user_id: user,
        violation_count: 0,
        contact_sharing_suspensions: 1,
        block_kind: 'suspension',
        block_cause: 'back_office',
      },
    ]);
  });

  it('restricts messaging and terminates without an end', async () => {
    const restricted = await spec.given<StandingEvent>([
      {
        type: 'StandingMessagingRestricted',
        data: {
          userId: user,
          violationId: 'v-1',
          blockReason: 'Warning ignored',
          blockedUntil: '2026-06-02T12:00:00.000Z',
          restrictedAt: '2026-06-01T12:00:00.000Z',
        },
      },
    ]);
    await restricted.thenRows('user_standing', [
      {
        user_id: user,
        block_kind: 'restriction',
        block_cause: 'contact_sharing',
        contact_sharing_suspensions: 0,
      },
    ]);
    const terminated = await spec.given<StandingEvent>([
      {
        type: 'StandingTerminated',
        data: {
          userId: user,
          cause: 'contact_sharing',
          violationId: 'v-4',
          blockReason: 'Fourth violation',
          terminatedAt: '2026-06-20T12:00:00.000Z',
          terminatedBy: 'worker:standing',
        },
      },
    ]);
    await terminated.thenRows('user_standing', [
      {
        user_id: user,
        block_kind: 'termination',
        blocked_since: '2026-06-20T12:00:00.000Z',
        blocked_until: null,
      },
    ]);
  });
});
