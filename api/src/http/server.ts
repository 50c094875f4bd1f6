import { randomUUID } from 'node:crypto';
import { commonErrors } from '@esm/core/kernel/errors';
import type { PlatformConfig } from '@esm/infra/platform/config';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySession from '@fastify/session';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type pg from 'pg';
import { trackRoutes } from '../authz/route-catalogue';
import { refuseNulCharacters } from './control-characters';
import { errorHandler, frameworkRefusal, sendDomainError } from './errors';
import { loggableRequest } from './log-redaction';
import { missingFieldsAsEmpty } from './missing-fields';
import { originCheck } from './origin-check';
import { responseSerializerCompiler } from './response-serializer';
import { refreshSession, SESSION_MAX_AGE_MS, sessionStore } from './session-store';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** When the session's expiry was last moved (ms since the epoch; see session-store.ts). */
    refreshedAt?: number;
  }
}

export type App = FastifyInstance<
  import('node:http').Server,
  import('node:http').IncomingMessage,
  import('node:http').ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface RateLimits {
  /** Requests per minute per client address. */
  signIn: number;
  signUp: number;
  contact: number;
  /** Payment set-ups (POST /api/create-payment-intent) per minute per signed-in client. */
  checkout?: number;
}

export const defaultRateLimits: RateLimits = { signIn: 10, signUp: 5, contact: 5, checkout: 10 };

/** Ten set-ups a minute: a client comparing dates and quantities never gets near it. */
export const DEFAULT_CHECKOUT_RATE_LIMIT = 10;

/**
 * The HTTP shell every route plugs into: zod validation and OpenAPI from the same schemas,
 * sessions in PostgreSQL (the spec's Sessions entity), security headers, CSRF origin check,
 * per-route rate limits, structured logs keyed by a correlation id, one error format.
 */
export async function createServer(options: {
  config: Pick<PlatformConfig, 'publicUrl' | 'sessionSecret' | 'logLevel' | 'trustProxy'>;
  pool: pg.Pool;
  logger?: boolean;
  /** Where the JSON log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** What else this process runs must be working for it to serve correctly (the projection runner). */
  ready?: () => boolean;
  /**
   * The full readiness report (database, event store, projection lag), when the composition root
   * gives one; /readyz then answers with its checks. Without it only the database is probed.
   */
  readiness?: () => Promise<{ ready: boolean; checks: unknown }>;
}): Promise<App> {
  const { config, pool } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: loggableRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A caller's correlation id (x-correlation-id or x-request-id) is kept when it looks like
    // one, so a request can be followed across services; otherwise each request gets a new one.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    genReqId: (request) => {
      const given = request.headers['x-correlation-id'] ?? request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
    },
    // Only the configured proxies may tell us the client's address (TRUST_PROXY); trusting every
    // hop would let each request pick its own X-Forwarded-For and step round every rate limit.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Malformed URLs and over-long path parameters are refused before routing: same error body.
    frameworkErrors: (error, _request, reply) => {
      sendDomainError(reply, frameworkRefusal(error.code, error.statusCode ?? 400));
    },
  }).withTypeProvider<ZodTypeProvider>();
  trackRoutes(app);

  app.setValidatorCompiler(missingFieldsAsEmpty);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(errorHandler);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-correlation-id', request.id);
    reply.header('x-request-id', request.id);
  });

  // Security headers (helmet), the policy built once: the fastify plugin built it anew for every
  // request, a few per cent of a search request's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName: 'sid',
    saveUninitialized: false,
    // Stored when it changes, and when refreshSession moves its expiry (at most hourly).
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // An https PUBLIC_URL always marks the cookie Secure. Otherwise 'auto' marks it Secure when
      // the request came over https: the socket's own TLS, or X-Forwarded-Proto from a trusted
      // hop only (fastify reads that header only from a TRUST_PROXY address), so a client cannot
      // choose the flag by sending the header itself.
      secure: config.publicUrl.startsWith('https://') ? true : 'auto',
      path: '/',
      maxAge: SESSION_MAX_AGE_MS,
    },
    store: sessionStore(pool) as never,
  });
  app.addHook('onRequest', refreshSession);
  app.addHook('onRequest', originCheck(config.publicUrl));
  app.addHook('preValidation', refuseNulCharacters);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'EventHire UK API',
        description:
          'Marketplace and provider API. Errors are { code, message, fieldErrors? } with 400 bad input, 401 signed out, 403 not allowed, 404 unknown, 409 conflict, 422 refused by a rule.',
        version: '1.0.0',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));
  // Readiness for a load balancer or orchestrator: 503 while the database cannot be reached or the
  // read models are not being kept up to date, so traffic goes elsewhere; liveness (/api/health)
  // stays 200, as restarting would not help.
  // Liveness for an orchestrator: the process answers; nothing else is probed, so a database
  // outage never gets a healthy process restarted.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'alive' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (options.readiness) {
      const { ready, checks } = await options.readiness();
      if (ready && (options.ready?.() ?? true)) return { status: 'ready', checks };
      const error = commonErrors.error('SERVICE_UNAVAILABLE');
      return reply
        .header('retry-after', '5')
        .status(error.status)
        .send({ code: error.code, message: error.message, checks });
    }
    if ((options.ready?.() ?? true) && (await databaseAnswers(pool))) return { status: 'ready' };
    return sendDomainError(reply.header('retry-after', '5'), commonErrors.error('SERVICE_UNAVAILABLE'));
  });
  return app;
}

/** Whether a trivial query comes back within two seconds. */
async function databaseAnswers(pool: pg.Pool): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 2000);
  });
  try {
    return await Promise.race([pool.query('SELECT 1').then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const sessionMigrations = [
  {
    id: '0300_sessions',
    // The table connect-pg-simple expects; it is the spec's Sessions entity (sid, sess, expire).
    sql: `CREATE TABLE public.session (
        sid varchar NOT NULL COLLATE "default" PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      );
      CREATE INDEX session_expire_idx ON public.session (expire);`,
  },
];
