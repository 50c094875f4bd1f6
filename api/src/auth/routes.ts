import { loginBody, loginPageQuery, profileBody, signUpBody, userResponse } from '@esm/contract/auth';
import { accountDecider } from '@esm/core/account/decider';
import { normaliseEmail } from '@esm/core/account/email';
import { accountStream } from '@esm/core/account/events';
import { commonErrors } from '@esm/core/kernel/errors';
import { z } from 'zod';
import type { ApiContext } from '../http/context';
import { sendDomainError } from '../http/errors';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { actorOf, userJson } from './current-user';
import { registerAccount } from './register';
import { SignInThrottle } from './sign-in-throttle';

/**
 * Where to go after sign-in: only a path of this site, so /api/login cannot bounce users to
 * another one. The value is parsed as a browser would (tabs and newlines dropped, backslashes
 * read as slashes) against the site's origin, must keep that origin, and is handed back in its
 * parsed form, so the browser cannot read it differently from this check.
 */
export function safeReturnTo(value: unknown, siteOrigin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  const origin = new URL(siteOrigin).origin;
  let url: URL;
  try {
    url = new URL(value, `${origin}/`);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

/**
 * Whether a GET is the browser navigating its window to the URL (a link, the address bar), not a
 * picture, script, style or frame a page asked for: only then does GET /api/logout sign out, so
 * <img src="/api/logout"> on someone's page signs nobody out. Browsers say so in Sec-Fetch-Dest,
 * and in Sec-Fetch-Site whether the navigation started on this site (or was typed): another
 * site's page sending the window here does not sign out either. A browser without Fetch
 * Metadata asks for HTML only when navigating.
 */
export function isTopLevelNavigation(headers: Record<string, string | string[] | undefined>): boolean {
  const dest = headers['sec-fetch-dest'];
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  if (dest !== undefined) return dest === 'document';
  const accept = headers.accept;
  return typeof accept === 'string' && /(^|,)\s*text\/html\s*(;|,|$)/i.test(accept);
}

export function registerAuthRoutes(app: App, ctx: ApiContext): void {
  const { auth, commands, credentials, rateLimits } = ctx;
  const throttle = new SignInThrottle(ctx.pool, ctx.clock, ctx.config.signingSecret);
  // The same number of attempts a minute per account as per address, whatever address they
  // come from; counted before the password is hashed, so guessing costs the server little.
  const accountLimit = app.createRateLimit({
    max: rateLimits.signIn,
    timeWindow: '1 minute',
    keyGenerator: (request) => `sign-in:${normaliseEmail((request.body as { email: string }).email)}`,
  });

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
      if (request.query.returnTo !== undefined)
        params.set('returnTo', safeReturnTo(request.query.returnTo, ctx.config.publicUrl));
      if (request.query.mode) params.set('mode', request.query.mode);
      const query = params.toString();
      return reply.redirect(query ? `/login?${query}` : '/login');
    },
  );

  app.get(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Full-page navigation: ends the session and goes home. Only a top-level navigation signs out (Sec-Fetch-Dest: document); other clients POST.',
      },
    },
    async (request, reply) => {
      if (isTopLevelNavigation(request.headers)) await request.session.destroy();
      return reply.redirect('/');
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags: ['auth'], summary: 'Ends the session', response: { 204: z.null() } } },
    async (request, reply) => {
      await request.session.destroy();
      return reply.status(204).send(null);
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
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const limited = (seconds: number) =>
        sendDomainError(reply.header('retry-after', String(seconds)), commonErrors.error('RATE_LIMITED'));
      const perAccount = await accountLimit(request);
      if (!perAccount.isAllowed && perAccount.isExceeded) return limited(perAccount.ttlInSeconds);
      const locked = await throttle.lockedFor(email);
      if (locked > 0) return limited(Math.ceil(locked / 1000));
      const userId = await credentials.verify(email, request.body.password);
      if (!userId) {
        const lock = await throttle.recordFailure(email);
        if (lock > 0) reply.header('retry-after', String(Math.ceil(lock / 1000)));
      }
      const row = userId ? await auth.userRow(userId) : null;
      if (!userId || !row || row.status !== 'active') throw commonErrors.error('INVALID_CREDENTIALS');
      await throttle.recordSuccess(email);
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
        summary: 'Complete or update the customer profile (rules)',
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
