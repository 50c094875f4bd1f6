import type { CommandActor } from '../kernel/actor';
import { HOUR } from '../kernel/clock';
import { type DomainError, validationError } from '../kernel/errors';
import { accountErrors } from './errors';
import type { AccountEvent } from './events';

/** A reset link works for one hour: long enough to open the mail, short enough to go stale. */
export const PASSWORD_RESET_TTL_MS = HOUR;
/** At most this many links per account per hour, whoever asks and from wherever. */
export const PASSWORD_RESETS_PER_HOUR = 3;

export type PasswordResetCommand =
  | {
      type: 'RequestPasswordReset';
      actor: CommandActor;
      userId: string;
      requestId: string;
      /** SHA-256 of the link's token; the token itself never reaches the decider. */
      tokenHash: string;
    }
  | {
      type: 'ResetPassword';
      actor: CommandActor;
      userId: string;
      tokenHash: string;
      /**
       * The new password's refusal that only this account explains (it is the account's own
       * e-mail address: `passwordError` given the e-mail), found by the API. Refused only once the
       * link is known to be good, so a made-up link cannot ask whose address an account has, and
       * the link stays usable.
       */
      newPasswordError?: string | null;
    };

export interface PendingPasswordReset {
  requestId: string;
  tokenHash: string;
  requestedAt: string;
  expiresAt: string;
}

export interface PasswordResetState {
  /** Links not used yet (a reset voids them all). */
  pendingResets: PendingPasswordReset[];
  /** When links were asked for, newest last, as many as the hourly limit needs. */
  resetRequestTimes: string[];
}

export const noPasswordResets: PasswordResetState = { pendingResets: [], resetRequestTimes: [] };

export function decidePasswordReset(
  command: PasswordResetCommand,
  state: PasswordResetState & { userId: string; status: 'active' | 'closed' | 'erased' },
  now: Date,
): AccountEvent[] | DomainError {
  if (state.status !== 'active') return accountErrors.error('ACCOUNT_CLOSED');
  if (command.type === 'RequestPasswordReset') {
    const hourAgo = now.getTime() - HOUR;
    const recent = state.resetRequestTimes.filter((at) => Date.parse(at) > hourAgo);
    if (recent.length >= PASSWORD_RESETS_PER_HOUR) return accountErrors.error('PASSWORD_RESET_TOO_MANY');
    return [
      {
        type: 'PasswordResetRequested',
        data: {
          userId: state.userId,
          requestId: command.requestId,
          tokenHash: command.tokenHash,
          requestedAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
        },
      },
    ];
  }
  const pending = state.pendingResets.find((p) => p.tokenHash === command.tokenHash);
  if (!pending) return accountErrors.error('PASSWORD_RESET_INVALID');
  if (now.getTime() >= Date.parse(pending.expiresAt)) return accountErrors.error('PASSWORD_RESET_EXPIRED');
  if (command.newPasswordError) return validationError({ password: command.newPasswordError });
  return [
    {
      type: 'PasswordReset',
      data: { userId: state.userId, requestId: pending.requestId, resetAt: now.toISOString() },
    },
  ];
}

export function evolvePasswordReset(
  state: PasswordResetState,
  event: Extract<AccountEvent, { type: 'PasswordResetRequested' | 'PasswordReset' }>,
): PasswordResetState {
  if (event.type === 'PasswordReset') return { ...state, pendingResets: [] };
  const { userId: _userId, ...pending } = event.data;
  return {
    pendingResets: [...state.pendingResets, pending],
    resetRequestTimes: [...state.resetRequestTimes, pending.requestedAt].slice(-PASSWORD_RESETS_PER_HOUR),
  };
}
