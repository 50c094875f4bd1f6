import { accountDecider } from '@esm/core/account/decider';
import { normaliseEmail } from '@esm/core/account/email';
import { accountErrors } from '@esm/core/account/errors';
import { accountStream } from '@esm/core/account/events';
import { signUpFieldErrors } from '@esm/core/account/sign-up';
import type { CommandActor } from '@esm/core/kernel/actor';
import { validationError } from '@esm/core/kernel/errors';
import { newId } from '@esm/core/kernel/ids';
import type { ApiContext } from '../http/context';
import { hashPassword } from './credentials';

/**
 * How old a claim on an e-mail with no account behind it must be before a new sign-up may take
 * it over. Such a claim is left by a sign-up that stopped between claiming the e-mail and
 * recording the account (a crash, a lost connection); without the take-over, nobody could ever
 * sign up with that address, nor sign in with it. A sign-up still under way is far younger: its
 * command gives up within seconds.
 */
export const ABANDONED_CLAIM_MS = 10 * 60_000;

/**
 * Signs up a person: claims the e-mail in the credentials table (its unique key settles races),
 * then records AccountRegistered. If the event cannot be recorded, the claim is released.
 * The sign-up route and the demo seed both come through here.
 */
export async function registerAccount(
  ctx: Pick<ApiContext, 'credentials' | 'commands' | 'store'>,
  input: { email: string; password: string; firstName: string; lastName: string },
  correlationId: string,
  /** The seed signs up many demo accounts with one password: it hashes it once (argon2 is slow on purpose). */
  passwordHash?: string,
): Promise<string> {
  const details = { ...input, email: normaliseEmail(input.email) };
  const fieldErrors = signUpFieldErrors(details);
  if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors, 'ACCOUNT_SIGN_UP_INVALID');
  const userId = newId();
  const hash = passwordHash ?? (await hashPassword(details.password));
  if (!(await claimEmail(ctx, details.email, userId, hash))) throw accountErrors.error('ACCOUNT_EMAIL_TAKEN');
  const actor: CommandActor = { kind: 'user', userId, roles: [] };
  try {
    await ctx.commands.run({
      stream: accountStream(userId),
      decider: accountDecider,
      command: {
        type: 'RegisterAccount',
        actor,
        userId,
        email: details.email,
        firstName: details.firstName.trim(),
        lastName: details.lastName.trim(),
        emailInUse: false,
      },
      actor,
      correlationId,
    });
  } catch (error) {
    await ctx.credentials.release(userId);
    throw error;
  }
  return userId;
}

/** Claims the e-mail for the user, taking over a claim an abandoned sign-up left behind. */
async function claimEmail(
  ctx: Pick<ApiContext, 'credentials' | 'store'>,
  email: string,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  if (await ctx.credentials.claim(userId, email, passwordHash)) return true;
  const holder = await ctx.credentials.claimedBefore(email, ABANDONED_CLAIM_MS);
  if (!holder) return false;
  const registered = (await ctx.store.readStream(accountStream(holder))).length > 0;
  return !registered && ctx.credentials.takeOver(email, holder, userId, passwordHash);
}
