import { z } from 'zod';
import { contactKindSchema } from '../chat/contact-sharing';
import { defineEvents, type EventsOf } from '../kernel/events';
import { VIOLATION_ACTIONS } from './ladder';

/** Stream of one user's contact-sharing standing: `standing-<userId>`. */
export const standingStream = (userId: string): string => `standing-${userId}`;

export const SENDER_ROLES = ['customer', 'provider'] as const;
export type SenderRole = (typeof SENDER_ROLES)[number];

/** Contact sharing climbs the ladder; a back-office block (fraud, abuse) stands outside it. */
export const BLOCK_CAUSES = ['contact_sharing', 'back_office'] as const;
export const BLOCK_KINDS = ['restriction', 'suspension', 'termination'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

const instant = z.iso.datetime();

export const standingEvents = defineEvents({
  /** One refused chat message (the "contact-sharing violation" row). */
  ContactSharingViolationRecorded: {
    schema: z.object({
      userId: z.string(),
      violationId: z.string(),
      chatRoomId: z.string(),
      chatMessageId: z.string(),
      senderRole: z.enum(SENDER_ROLES),
      violationType: z.literal('contact_sharing'),
      kinds: z.array(contactKindSchema),
      detectedContent: z.string(),
      violationNumber: z.number().int().min(1),
      actionTaken: z.enum(VIOLATION_ACTIONS),
      /** End of the restriction or suspension this violation caused; null for warnings and termination. */
      banExpiresAt: instant.nullable(),
      recordedAt: instant,
    }),
    personal: { subject: 'userId', fields: ['detectedContent'] },
  },
  /** Final warning: 24 hours without sending messages. */
  StandingMessagingRestricted: {
    schema: z.object({
      userId: z.string(),
      violationId: z.string(),
      blockReason: z.string(),
      blockedUntil: instant,
      restrictedAt: instant,
    }),
  },
  StandingSuspended: {
    schema: z.object({
      userId: z.string(),
      cause: z.enum(BLOCK_CAUSES),
      /** The violation that caused it; null for a back-office suspension. */
      violationId: z.string().nullable(),
      blockReason: z.string(),
      blockedUntil: instant,
      suspendedAt: instant,
      /** A user id, or `system:<name>` for the ladder. */
      suspendedBy: z.string(),
    }),
  },
  StandingTerminated: {
    schema: z.object({
      userId: z.string(),
      cause: z.enum(BLOCK_CAUSES),
      violationId: z.string().nullable(),
      blockReason: z.string(),
      terminatedAt: instant,
      terminatedBy: z.string(),
    }),
  },
  /** A restriction or suspension ended on time, or the back office lifted a block early. */
  StandingBlockLifted: {
    schema: z.object({
      userId: z.string(),
      liftedBlock: z.enum(BLOCK_KINDS),
      reason: z.string(),
      /** True when the back office lifted it before its end (or lifted a termination). */
      early: z.boolean(),
      liftedAt: instant,
      liftedBy: z.string(),
    }),
  },
});

export type StandingEvent = EventsOf<typeof standingEvents>;
