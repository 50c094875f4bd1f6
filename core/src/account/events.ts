import { z } from 'zod';
import { BACK_OFFICE_ROLES } from '../kernel/actor';
import { defineEvents, type EventsOf } from '../kernel/events';

/** Stream of one user's account: `account-<userId>`. */
export const accountStream = (userId: string): string => `account-${userId}`;

const profileFields = {
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  postcode: z.string(),
};
const profilePersonal = {
  subject: 'userId',
  fields: ['firstName', 'lastName', 'phoneNumber', 'address', 'postcode'],
} as const;

export const accountEvents = defineEvents({
  AccountRegistered: {
    schema: z.object({ userId: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }),
    personal: { subject: 'userId', fields: ['email', 'firstName', 'lastName'] },
  },
  AccountProfileCompleted: { schema: z.object(profileFields), personal: profilePersonal },
  AccountProfileUpdated: { schema: z.object(profileFields), personal: profilePersonal },
  AccountRoleGranted: {
    schema: z.object({ userId: z.string(), role: z.enum(BACK_OFFICE_ROLES), grantedBy: z.string() }),
  },
  AccountRoleRevoked: {
    schema: z.object({ userId: z.string(), role: z.enum(BACK_OFFICE_ROLES), revokedBy: z.string() }),
  },
  AccountClosed: {
    schema: z.object({
      userId: z.string(),
      closedBy: z.enum(['owner', 'admin']),
      closedAt: z.iso.datetime(),
      /** When the erasure timer fires: 30 days after closure. */
      erasureDueAt: z.iso.datetime(),
    }),
  },
  /**
   * Someone asked for a password-reset link for this account. Only the SHA-256 of the link's
   * token is kept: the event log never holds a token that would let a reader take the account.
   */
  PasswordResetRequested: {
    schema: z.object({
      userId: z.string(),
      requestId: z.string(),
      tokenHash: z.string(),
      requestedAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
    }),
  },
  /** A reset link was used: the password changed and every outstanding link became void. */
  PasswordReset: {
    schema: z.object({ userId: z.string(), requestId: z.string(), resetAt: z.iso.datetime() }),
  },
  /** The erasure worker destroys the person's data key when it sees this event. */
  AccountErased: { schema: z.object({ userId: z.string(), erasedAt: z.iso.datetime() }) },
});

export type AccountEvent = EventsOf<typeof accountEvents>;
