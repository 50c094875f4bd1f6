import { describe, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { DAY, HOUR } from '../kernel/clock';
import { given } from '../kernel/given-when-then';
import { type StandingCommand, standingDecider } from './decider';
import type { StandingEvent } from './events';
import { blockReasons } from './ladder';

const userId = 'u-provider';
const ladder = systemActor('contact-sharing-standing');
const investigator = { kind: 'user', userId: 'u-investigator', roles: ['investigator'] } as const;
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const verifier = { kind: 'user', userId: 'u-verifier', roles: ['verifier'] } as const;

const t0 = new Date('2026-06-01T12:00:00.000Z');
const iso = (ms: number) => new Date(t0.getTime() + ms).toISOString();

const violate = (n: number): Extract<StandingCommand, { type: 'RecordContactSharingViolation' }> => ({
  type: 'RecordContactSharingViolation',
  actor: ladder,
  userId,
  violationId: `m${n}`,
  chatRoomId: 'room-1',
  chatMessageId: `m${n}`,
  senderRole: 'provider',
  kinds: ['phone'],
  detectedContent: '07700 900123',
});

const recorded = (
  n: number,
  actionTaken: 'warning' | 'final_warning' | 'suspension' | 'termination' | 'none',
  banExpiresAt: string | null = null,
  senderRole: 'provider' | 'customer' = 'provider',
): StandingEvent => ({
  type: 'ContactSharingViolationRecorded',
  data: {
    userId,
    violationId: `m${n}`,
    chatRoomId: 'room-1',
    chatMessageId: `m${n}`,
    senderRole,
    violationType: 'contact_sharing',
    kinds: ['phone'],
    detectedContent: '07700 900123',
    violationNumber: n,
    actionTaken,
    banExpiresAt,
    recordedAt: t0.toISOString(),
  },
});

const restricted: StandingEvent = {
  type: 'StandingMessagingRestricted',
  data: {
    userId,
    violationId: 'm2',
    blockReason: blockReasons.restriction,
    blockedUntil: iso(24 * HOUR),
    restrictedAt: iso(0),
  },
};
const suspended = (n: number): StandingEvent => ({
  type: 'StandingSuspended',
  data: {
    userId,
    cause: 'contact_sharing',
    violationId: `m${n}`,
    blockReason: blockReasons.suspension,
    blockedUntil: iso(7 * DAY),
    suspendedAt: iso(0),
    suspendedBy: 'system:contact-sharing-standing',
  },
});
const liftedOnTime = (kind: 'restriction' | 'suspension', reason: string): StandingEvent => ({
  type: 'StandingBlockLifted',
  data: {
    userId,
    liftedBlock: kind,
    reason,
    early: false,
    liftedAt: iso(7 * DAY),
    liftedBy: 'system:contact-sharing-standing',
  },
});
const terminatedFor = (n: number): StandingEvent => ({
  type: 'StandingTerminated',
  data: {
    userId,
    cause: 'contact_sharing',
    violationId: `m${n}`,
    blockReason: blockReasons.termination,
    terminatedAt: iso(0),
    terminatedBy: 'system:contact-sharing-standing',
  },
});
const terminated = terminatedFor(5);

const afterTwoSuspensions: StandingEvent[] = [
  recorded(1, 'warning'),
  recorded(2, 'final_warning', iso(24 * HOUR)),
  restricted,
  liftedOnTime('restriction', 'The 24-hour messaging restriction ended.'),
  recorded(3, 'suspension', iso(7 * DAY)),
  suspended(3),
  liftedOnTime('suspension', 'The 7-day suspension ended.'),
  recorded(4, 'suspension', iso(7 * DAY)),
  suspended(4),
  liftedOnTime('suspension', 'The 7-day suspension ended.'),
];

describe('standing: the contact-sharing ladder', () => {
  it('1st violation: recorded with a warning and no block', () => {
    given(standingDecider)
      .when(violate(1), t0)
      .thenEvents([recorded(1, 'warning')]);
  });

  it('2nd violation: final warning and a 24-hour messaging restriction', () => {
    given(standingDecider, [recorded(1, 'warning')])
      .when(violate(2), t0)
      .thenEvents([recorded(2, 'final_warning', iso(24 * HOUR)), restricted]);
  });

  it('3rd violation: 7-day suspension', () => {
    given(standingDecider, [recorded(1, 'warning'), recorded(2, 'final_warning', iso(24 * HOUR)), restricted])
      .when(violate(3), t0)
      .thenEvents([recorded(3, 'suspension', iso(7 * DAY)), suspended(3)]);
  });

  it('4th violation after one suspension: another 7-day suspension', () => {
    given(standingDecider, afterTwoSuspensions.slice(0, 7))
      .when(violate(4), t0)
      .thenEvents([recorded(4, 'suspension', iso(7 * DAY)), suspended(4)]);
  });

  it('a violation after two suspensions: permanent termination', () => {
    given(standingDecider, afterTwoSuspensions)
      .when(violate(5), t0)
      .thenEvents([recorded(5, 'termination'), terminated]);
  });

  it('a violation while terminated is kept as evidence and changes nothing else', () => {
    given(standingDecider, [...afterTwoSuspensions, recorded(5, 'termination'), terminated])
      .when(violate(6), t0)
      .thenEvents([recorded(6, 'none')]);
  });

  it('back-office suspensions do not count towards the two suspensions before termination', () => {
    const backOfficeSuspension: StandingEvent = {
      type: 'StandingSuspended',
      data: {
        userId,
        cause: 'back_office',
        violationId: null,
        blockReason: 'Suspended during a fraud investigation.',
        blockedUntil: iso(7 * DAY),
        suspendedAt: iso(0),
        suspendedBy: 'u-investigator',
      },
    };
    given(standingDecider, [
      ...afterTwoSuspensions.slice(0, 7),
      backOfficeSuspension,
      liftedOnTime('suspension', 'The 7-day suspension ended.'),
    ])
      .when(violate(4), t0)
      .thenEvents([recorded(4, 'suspension', iso(7 * DAY)), suspended(4)]);
  });

  it('the same refused message delivered twice is one violation', () => {
    given(standingDecider, [recorded(1, 'warning')])
      .when(violate(1), t0)
      .thenEvents([]);
  });

  it('only the platform records violations, never a person', () => {
    given(standingDecider)
      .when({ ...violate(1), actor: admin }, t0)
      .thenRefused('FORBIDDEN');
  });

  it('applies the same ladder to clients who share contact details', () => {
    given(standingDecider, [recorded(1, 'warning', null, 'customer')])
      .when({ ...violate(2), senderRole: 'customer' }, t0)
      .thenEvents([recorded(2, 'final_warning', iso(24 * HOUR), 'customer'), restricted]);
  });
});

describe('standing: lifting at blockedUntil (lifts automatically)', () => {
  const restrictedHistory = [
    recorded(1, 'warning'),
    recorded(2, 'final_warning', iso(24 * HOUR)),
    restricted,
  ];
  const lift = { type: 'LiftExpiredBlock', actor: ladder, userId } as const;

  it('lifts the 24-hour restriction when it is due', () => {
    given(standingDecider, restrictedHistory)
      .when(lift, new Date(t0.getTime() + 24 * HOUR))
      .thenEvents([
        {
          type: 'StandingBlockLifted',
          data: {
            userId,
            liftedBlock: 'restriction',
            reason: 'The 24-hour messaging restriction ended.',
            early: false,
            liftedAt: iso(24 * HOUR),
            liftedBy: 'system:contact-sharing-standing',
          },
        },
      ]);
  });

  it('lifts the 7-day suspension when it is due', () => {
    given(standingDecider, [...restrictedHistory, recorded(3, 'suspension', iso(7 * DAY)), suspended(3)])
      .when(lift, new Date(t0.getTime() + 7 * DAY))
      .thenEvents([liftedOnTime('suspension', 'The 7-day suspension ended.')]);
  });

  it('appends nothing when the block is not yet due', () => {
    given(standingDecider, restrictedHistory)
      .when(lift, new Date(t0.getTime() + 23 * HOUR))
      .thenEvents([]);
  });

  it('appends nothing when the block was already lifted', () => {
    given(standingDecider, [
      ...restrictedHistory,
      liftedOnTime('restriction', 'The 24-hour messaging restriction ended.'),
    ])
      .when(lift, new Date(t0.getTime() + 25 * HOUR))
      .thenEvents([]);
  });

  it('never lifts a termination by timer', () => {
    given(standingDecider, [...afterTwoSuspensions, recorded(5, 'termination'), terminated])
      .when(lift, new Date(t0.getTime() + 365 * DAY))
      .thenEvents([]);
  });

  it('only the platform timer sends the lifting command', () => {
    given(standingDecider, restrictedHistory)
      .when({ ...lift, actor: investigator }, new Date(t0.getTime() + 24 * HOUR))
      .thenRefused('FORBIDDEN');
  });
});

describe('standing: the back office lifts and imposes blocks', () => {
  const terminatedHistory = [...afterTwoSuspensions, recorded(5, 'termination'), terminated];

  it('an investigator lifts a termination with a reason (only the back office can)', () => {
    given(standingDecider, terminatedHistory)
      .when({ type: 'LiftBlock', actor: investigator, userId, reason: ' Appeal upheld ' }, t0)
      .thenEvents([
        {
          type: 'StandingBlockLifted',
          data: {
            userId,
            liftedBlock: 'termination',
            reason: 'Appeal upheld',
            early: true,
            liftedAt: iso(0),
            liftedBy: 'u-investigator',
          },
        },
      ]);
  });

  it('an admin lifts a suspension early', () => {
    given(standingDecider, [
      recorded(1, 'warning'),
      recorded(2, 'final_warning'),
      recorded(3, 'suspension'),
      suspended(3),
    ])
      .when({ type: 'LiftBlock', actor: admin, userId, reason: 'Number was a booking reference' }, t0)
      .thenEvents([
        {
          type: 'StandingBlockLifted',
          data: {
            userId,
            liftedBlock: 'suspension',
            reason: 'Number was a booking reference',
            early: true,
            liftedAt: iso(0),
            liftedBy: 'u-admin',
          },
        },
      ]);
  });

  it('a lifted termination does not reset the ladder: the next violation terminates again', () => {
    const lifted: StandingEvent = {
      type: 'StandingBlockLifted',
      data: {
        userId,
        liftedBlock: 'termination',
        reason: 'Appeal upheld',
        early: true,
        liftedAt: iso(0),
        liftedBy: 'u-admin',
      },
    };
    given(standingDecider, [...terminatedHistory, lifted])
      .when(violate(6), t0)
      .thenEvents([recorded(6, 'termination'), terminatedFor(6)]);
  });

  it('refuses a lift without a reason', () => {
    given(standingDecider, terminatedHistory)
      .when({ type: 'LiftBlock', actor: admin, userId, reason: ' ' }, t0)
      .thenRefused('STANDING_REASON_REQUIRED', 'Please give a reason.');
  });

  it('refuses to lift when nothing is blocked', () => {
    given(standingDecider, [recorded(1, 'warning')])
      .when({ type: 'LiftBlock', actor: admin, userId, reason: 'Appeal' }, t0)
      .thenRefused('STANDING_NOT_BLOCKED');
  });

  it('refuses a lift by anyone outside trust and safety (a verifier)', () => {
    given(standingDecider, terminatedHistory)
      .when({ type: 'LiftBlock', actor: verifier, userId, reason: 'Appeal' }, t0)
      .thenRefused('FORBIDDEN');
  });

  it('an investigator suspends an account for 7 days outside the ladder', () => {
    given(standingDecider)
      .when(
        {
          type: 'ImposeBlock',
          actor: investigator,
          userId,
          block: 'suspension',
          reason: 'Fraud investigation',
        },
        t0,
      )
      .thenEvents([
        {
          type: 'StandingSuspended',
          data: {
            userId,
            cause: 'back_office',
            violationId: null,
            blockReason: 'Fraud investigation',
            blockedUntil: iso(7 * DAY),
            suspendedAt: iso(0),
            suspendedBy: 'u-investigator',
          },
        },
      ]);
  });

  it('an admin terminates an account outside the ladder', () => {
    given(standingDecider)
      .when(
        { type: 'ImposeBlock', actor: admin, userId, block: 'termination', reason: 'Confirmed fraud' },
        t0,
      )
      .thenEvents([
        {
          type: 'StandingTerminated',
          data: {
            userId,
            cause: 'back_office',
            violationId: null,
            blockReason: 'Confirmed fraud',
            terminatedAt: iso(0),
            terminatedBy: 'u-admin',
          },
        },
      ]);
  });

  it('refuses a back-office block without a reason', () => {
    given(standingDecider)
      .when({ type: 'ImposeBlock', actor: admin, userId, block: 'suspension', reason: '' }, t0)
      .thenRefused('STANDING_REASON_REQUIRED');
  });

  it('refuses to block an account that is already terminated', () => {
    given(standingDecider, terminatedHistory)
      .when({ type: 'ImposeBlock', actor: admin, userId, block: 'suspension', reason: 'Fraud' }, t0)
      .thenRefused('STANDING_ALREADY_TERMINATED');
  });

  describe('carried out from a fraud alert (skipIfInForce)', () => {
    const fromAlert = (block: 'suspension' | 'termination') =>
      ({
        type: 'ImposeBlock',
        actor: investigator,
        userId,
        block,
        reason: 'Fraud',
        skipIfInForce: true,
      }) as const;
    const backOfficeSuspended: StandingEvent = {
      type: 'StandingSuspended',
      data: {
        userId,
        cause: 'back_office',
        violationId: null,
        blockReason: 'Fraud',
        blockedUntil: iso(7 * DAY),
        suspendedAt: iso(0),
        suspendedBy: 'u-investigator',
      },
    };
    it('suspends as usual when nothing is in force, or only a messaging restriction', () => {
      given(standingDecider).when(fromAlert('suspension'), t0).thenEvents([backOfficeSuspended]);
      given(standingDecider, [
        recorded(1, 'warning'),
        recorded(2, 'final_warning', iso(24 * HOUR)),
        restricted,
      ])
        .when(fromAlert('suspension'), t0)
        .thenEvents([backOfficeSuspended]);
    });
    it('appends nothing when already suspended (no second suspension) or terminated', () => {
      given(standingDecider, [backOfficeSuspended]).when(fromAlert('suspension'), t0).thenEvents([]);
      given(standingDecider, terminatedHistory).when(fromAlert('suspension'), t0).thenEvents([]);
    });
    it('appends nothing when already terminated, where the providers screen is refused', () => {
      given(standingDecider, terminatedHistory).when(fromAlert('termination'), t0).thenEvents([]);
    });
    it('a suspension does not count as a termination: terminating a suspended account goes ahead', () => {
      const outcome = given(standingDecider, [backOfficeSuspended]).when(fromAlert('termination'), t0);
      outcome.thenEvents([
        {
          type: 'StandingTerminated',
          data: {
            userId,
            cause: 'back_office',
            violationId: null,
            blockReason: 'Fraud',
            terminatedAt: iso(0),
            terminatedBy: 'u-investigator',
          },
        },
      ]);
    });
    it('still refuses a verifier and an empty reason', () => {
      given(standingDecider)
        .when({ ...fromAlert('suspension'), actor: verifier }, t0)
        .thenRefused('FORBIDDEN');
      given(standingDecider)
        .when({ ...fromAlert('suspension'), reason: ' ' }, t0)
        .thenRefused('STANDING_REASON_REQUIRED');
    });
  });

  it('refuses a back-office block by a verifier', () => {
    given(standingDecider)
      .when({ type: 'ImposeBlock', actor: verifier, userId, block: 'suspension', reason: 'Fraud' }, t0)
      .thenRefused('FORBIDDEN');
  });
});
