import { prepared, queryPrepared } from '@esm/infra/postgres/prepared';
import fastifySession from '@fastify/session';
import connectPgSimple from 'connect-pg-simple';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

/** How long a signed-in session lasts after its last refresh. */
export const SESSION_MAX_AGE_MS = 14 * 24 * 3600 * 1000;

/**
 * How often an active session's expiry is pushed back. Moving it on every request wrote the
 * session row (and waited for its WAL flush) on every page view and every chat poll: at 2,000
 * open chats that was the largest cost the database had (docs/decisions.md, "A session is
 * refreshed once an hour"). Refreshed hourly, a session lasts 14 days less at most an hour after
 * its last use.
 */
export const SESSION_REFRESH_AFTER_MS = 3600 * 1000;

/** Whether a session last refreshed at `refreshedAt` (ms) is due: an hour or more ago, or never. */
export function sessionNeedsRefresh(
  refreshedAt: number | undefined,
  now: number,
  refreshAfter = SESSION_REFRESH_AFTER_MS,
): boolean {
  return refreshedAt === undefined || now - refreshedAt >= refreshAfter;
}

/**
 * An onRequest hook, after the session is loaded. A signed-in session refreshed an hour or more
 * ago records the time; being changed, it is stored at the end of the request with its expiry
 * 14 days from now, and the response carries the cookie with that expiry. Sessions nobody signed
 * in to are never stored.
 */
export async function refreshSession(request: FastifyRequest): Promise<void> {
  const session = request.session;
  const now = Date.now();
  if (session?.userId && sessionNeedsRefresh(session.refreshedAt, now)) session.refreshedAt = now;
}

/**
 * The session table (the spec's Sessions entity) through connect-pg-simple, its few statements
 * prepared: every signed-in request reads the session by its id.
 */
export function sessionStore(pool: pg.Pool): unknown {
  // connect-pg-simple takes the store base class from the session module it is given.
  const PgStore = connectPgSimple(fastifySession as never);
  return new PgStore({
    pool: { query: (text: string, values: unknown[]) => queryPrepared(pool, prepared(text), values) },
    tableName: 'session',
    pruneSessionInterval: 15 * 60,
  });
}
