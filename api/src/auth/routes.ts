import { loginBody, loginPageQuery, profileBody, signUpBody, userResponse } from '@esm/contract/auth';
import { accountDecider } from '@esm/core/account/decider';
import { normaliseEmail } from '@esm/core/account/email';
import { accountStream } from '@esm/core/account/events';
import { commonErrors } from '@esm/core/shared/errors';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { actorOf, userJson } from './current-user';
import { registerAccount } from './register';

/** Only same-site paths, so /api/login cannot be used to bounce users to another site. */
export const safeReturnTo = (value: unknown): string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : '/';

export function registerAuthRoutes(app: App, ctx: ApiContext): void {
  const { auth, commands, credentials, rateLimits } = ctx;

  app.get(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Full-page navigation to the sign-in / sign-up page (keeps returnTo)',
        querystring: loginPageQuery,
      },
    },
    async (request, reply) => {
      // Without a returnTo the sign-in page picks its own (Join as Provider: the provider dashboard).
      const params = new URLSearchParams();
      if (request.query.returnTo !== undefined) params.set('returnTo', safeReturnTo(request.query.returnTo));
      if (request.query.mode) params.set('mode', request.query.mode);
      const query = params.toString();
      return reply.redirect(query ? `/login?${query}` : '/login');
    },
  );

  app.get(
    '/api/logout',
    { schema: { tags: ['auth'], summary: 'Ends the session and goes home' } },
    async (request, reply) => {
      await request.session.destroy();
      return reply.redirect('/');
    },
  );

  app.post(
    '/api/auth/signup',
    {
      config: { rateLimit: { max: rateLimits.signUp, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Create a client account and sign in',
        body: signUpBody,
        response: { 201: userResponse, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const userId = await registerAccount(ctx, request.body, request.id);
      await request.session.regenerate();
      request.session.userId = userId;
      auth.forget(request);
      return reply.status(201).send(await currentUserJson(ctx, userId));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: { max: rateLimits.signIn, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginBody,
        response: { 200: userResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const userId = await credentials.verify(normaliseEmail(request.body.email), request.body.password);
      const row = userId ? await auth.userRow(userId) : null;
      if (!userId || !row || row.status !== 'active') throw commonErrors.error('INVALID_CREDENTIALS');
      await request.session.regenerate();
      request.session.userId = userId;
      auth.forget(request);
      return userJson(row);
    },
  );

  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or 401 when signed out',
        response: { 200: userResponse, ...errors(401) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      return currentUserJson(ctx, user.userId);
    },
  );

  app.put(
    '/api/auth/complete-profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Complete or update the customer profile (000 §5 rules)',
        body: profileBody,
        response: { 200: userResponse, ...errors(400, 401) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      await commands.run({
        stream: accountStream(user.userId),
        decider: accountDecider,
        command: {
          type: user.isProfileComplete ? 'UpdateProfile' : 'CompleteProfile',
          actor: actorOf(user),
          userId: user.userId,
          ...request.body,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      return currentUserJson(ctx, user.userId);
    },
  );
}

async function currentUserJson(ctx: ApiContext, userId: string) {
  const row = await ctx.auth.userRow(userId);
  if (!row) throw commonErrors.error('UNAUTHENTICATED');
  return userJson(row);
}
