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
 * Signs up a person: claims the e-mail in the credentials table (its unique key settles races),
 * then records AccountRegistered. If the event cannot be recorded, the claim is released.
 * The sign-up route and the demo seed both come through here.
 */
export async function registerAccount(
  ctx: Pick<ApiContext, 'credentials' | 'commands'>,
  input: { email: string; password: string; firstName: string; lastName: string },
  correlationId: string,
  /** The seed signs up many demo accounts with one password: it hashes it once (argon2 is slow on purpose). */
  passwordHash?: string,
): Promise<string> {
  const details = { ...input, email: normaliseEmail(input.email) };
  const fieldErrors = signUpFieldErrors(details);
  if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors, 'ACCOUNT_SIGN_UP_INVALID');
  const userId = newId();
  if (
    !(await ctx.credentials.claim(
      userId,
      details.email,
      passwordHash ?? (await hashPassword(details.password)),
    ))
  ) {
    throw accountErrors.error('ACCOUNT_EMAIL_TAKEN');
  }
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
