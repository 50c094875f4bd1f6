import { forgotPasswordBody, forgotPasswordResponse, resetPasswordBody } from '@esm/contract/auth';
import { accountDecider } from '@esm/core/account/decider';
import { normaliseEmail } from '@esm/core/account/email';
import { accountErrors } from '@esm/core/account/errors';
import { accountStream } from '@esm/core/account/events';
import { passwordError } from '@esm/core/account/sign-up';
import { type CommandActor, systemActor } from '@esm/core/kernel/actor';
import { isDomainError, validationError } from '@esm/core/kernel/errors';
import { newId } from '@esm/core/kernel/ids';
import { passwordResetToken, passwordResetTokenHash } from '@esm/infra/password-reset/token';
import { z } from 'zod';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { hashPassword } from './credentials';
import { SignInThrottle } from './sign-in-throttle';

/** One answer for every address, so the form does not tell who has an account. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that e-mail address, we have sent it a link to choose a new password. The link works for one hour.';

const requester = systemActor('password-reset');

/**
 * Password recovery. Asking for a link records PasswordResetRequested (with the token's hash) on
 * the account stream and the e-mail job writes the link; using it records PasswordReset, sets the
 * new password and ends every session of the account.
 */
export function registerPasswordResetRoutes(app: App, ctx: ApiContext): void {
  const { commands, credentials, rateLimits } = ctx;
  const throttle = new SignInThrottle(ctx.pool, ctx.clock, ctx.config.signingSecret);

  async function requestReset(userId: string, correlationId: string): Promise<void> {
    const requestId = newId();
    const tokenHash = passwordResetTokenHash(passwordResetToken(ctx.config.signingSecret, requestId));
    await commands.run({
      stream: accountStream(userId),
      decider: accountDecider,
      command: { type: 'RequestPasswordReset', actor: requester, userId, requestId, tokenHash },
      actor: requester,
      correlationId,
      readYourWrites: false,
    });
  }

  app.post(
    '/api/auth/forgot-password',
    {
      // Per client address, as often as signing up; per account the decider allows three an hour.
      config: { rateLimit: { max: rateLimits.signUp, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-hour, single-use password-reset link (same answer for unknown addresses)',
        body: forgotPasswordBody,
        response: { 202: forgotPasswordResponse, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const userId = await credentials.userIdOf(normaliseEmail(request.body.email));
      // Recorded after the answer, so a known address takes no longer to answer than an unknown one.
      if (userId)
        void requestReset(userId, request.id).catch((error: unknown) => {
          // Too many links for this account, or a closed one: the visitor hears the same as anyone.
          if (isDomainError(error)) request.log.info({ code: error.code }, 'password reset not sent');
          else request.log.error({ err: error }, 'password reset request failed');
        });
      return reply.status(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: { max: rateLimits.signIn, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed link; ends every session of the account',
        body: resetPasswordBody,
        response: { 204: z.null(), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const { userId, token, password } = request.body;
      // The rules that hold whoever the account is (length, the common list) come before the link.
      const refused = passwordError(password);
      if (refused) throw validationError({ password: refused }, 'VALIDATION_FAILED');
      if (!z.uuid().safeParse(userId).success) throw accountErrors.error('PASSWORD_RESET_INVALID');
      // Whether it is the account's own e-mail the decider says only for a good link.
      const accountEmail = await credentials.emailOf(userId);
      const newPasswordError = accountEmail === null ? null : passwordError(password, accountEmail);
      const actor: CommandActor = { kind: 'user', userId, roles: [] };
      const passwordHash = await hashPassword(password);
      try {
        await commands.run({
          stream: accountStream(userId),
          decider: accountDecider,
          command: {
            type: 'ResetPassword',
            actor,
            userId,
            tokenHash: passwordResetTokenHash(token),
            newPasswordError,
          },
          actor,
          correlationId: request.id,
          readYourWrites: false,
        });
      } catch (error) {
        // An unknown or closed account looks like any other bad link.
        if (
          isDomainError(error) &&
          !error.code.startsWith('PASSWORD_RESET_') &&
          error.code !== 'VALIDATION_FAILED'
        )
          throw accountErrors.error('PASSWORD_RESET_INVALID');
        throw error;
      }
      const email = await credentials.setPassword(userId, passwordHash);
      await ctx.pool.query(`DELETE FROM public.session WHERE sess->>'userId' = $1`, [userId]);
      if (email) await throttle.recordSuccess(email);
      await request.session.destroy();
      return reply.status(204).send(null);
    },
  );
}
