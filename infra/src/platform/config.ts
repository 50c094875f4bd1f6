import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything the processes read from the environment, in one place (README "Configuration").
 * Secrets not given in the environment are generated once into $DATA_DIR/secrets.json, so a
 * fresh `npm start` works and restarts keep sessions and encrypted data readable.
 */
export interface PlatformConfig {
  port: number;
  host: string;
  dataDir: string;
  /** An existing PostgreSQL; unset means the embedded one under dataDir. */
  databaseUrl: string | undefined;
  /** PG_PORT: the embedded PostgreSQL's port; unset means one is chosen (platform/pg-port.ts). */
  pgPort: number | undefined;
  publicUrl: string;
  /**
   * Which proxies in front of the API are believed about the client's address (X-Forwarded-For),
   * from TRUST_PROXY: false (the default: none, the connection's address counts), a hop count, or
   * a list of proxy addresses / CIDR ranges. The rate limits key on that address.
   */
  trustProxy: false | number | string[];
  sessionSecret: string;
  /** Wraps every person's data key (crypto-shredding). 32 bytes. */
  personalDataMasterKey: Buffer;
  /** Signs upload URLs and simulated-gateway webhooks. */
  signingSecret: string;
  /**
   * The embedded PostgreSQL superuser's password, generated into $DATA_DIR/secrets.json (a data
   * folder from before it existed gets one on its next start, and its cluster is switched to it).
   */
  embeddedPostgresPassword: string;
  smtpUrl: string | undefined;
  /** Verifies POST /api/stripe/webhook (STRIPE_WEBHOOK_SECRET); the simulated gateway signs with it too. */
  paymentWebhookSecret: string;
  seed: 'demo' | 'minimal' | 'none';
  logLevel: string;
  /**
   * READ_YOUR_WRITES_TIMEOUT_MS: how long a command's answer waits, at most, for the read models
   * to show its events before it answers anyway (default 2,000 ms: a slow projection delays a
   * page, it never hangs one).
   */
  readYourWritesTimeoutMs: number;
  /** Stripe secret key (sk_test_… / sk_live_…); when set, payments go through Stripe. */
  stripeSecretKey: string | undefined;
  /** Stripe's webhook signing secret (whsec_…) for POST /api/stripe/webhook. */
  stripeWebhookSecret: string | undefined;
  /**
   * The signing secret of the Connect webhook endpoint (whsec_…): events about providers' connected
   * accounts (account.updated) come from that endpoint, signed with its own secret.
   */
  stripeConnectWebhookSecret: string | undefined;
  /** Stripe's publishable key (pk_…), handed to the browser for Stripe Elements. */
  stripePublishableKey: string | undefined;
  /** Where the Stripe SDK sends requests; unset means api.stripe.com. Tests point it at a local server. */
  stripeApiHost: string | undefined;
  stripeApiPort: number | undefined;
  stripeApiProtocol: 'http' | 'https' | undefined;
}

interface Secrets {
  sessionSecret: string;
  personalDataMasterKey: string;
  signingSecret: string;
  postgresPassword: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const secrets = loadSecrets(dataDir);
  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'minimal' && seed !== 'none')
    throw new Error(`SEED must be demo, minimal or none`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    pgPort: loadPgPort(env),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionSecret: env.SESSION_SECRET ?? secrets.sessionSecret,
    personalDataMasterKey: Buffer.from(
      env.PERSONAL_DATA_MASTER_KEY ?? secrets.personalDataMasterKey,
      'base64',
    ),
    signingSecret: env.SIGNING_SECRET ?? secrets.signingSecret,
    embeddedPostgresPassword: secrets.postgresPassword,
    smtpUrl: env.SMTP_URL || undefined,
    // A development default derived from the generated signing secret, so it survives restarts.
    paymentWebhookSecret: env.STRIPE_WEBHOOK_SECRET || `whsec_dev_${secrets.signingSecret}`,
    seed,
    // Warnings and errors by default, so `npm start` shows its URL, not a stream of request lines.
    logLevel: env.LOG_LEVEL ?? 'warn',
    readYourWritesTimeoutMs: parseReadYourWritesTimeout(env.READ_YOUR_WRITES_TIMEOUT_MS),
    ...loadStripeConfig(env),
  };
}

export const DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS = 2000;

export function parseReadYourWritesTimeout(value: string | undefined): number {
  if (!value) return DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 600_000)
    throw new Error('READ_YOUR_WRITES_TIMEOUT_MS must be a whole number of milliseconds, 1 to 600000');
  return Number(value);
}

/**
 * TRUST_PROXY: unset, empty or "false" trusts no proxy; a whole number trusts that many hops in
 * front of the API; anything else is a comma-separated list of proxy addresses or CIDR ranges
 * ("loopback", "uniquelocal" and "linklocal" name the usual private ranges). "true" — trusting
 * every hop — is refused: it would let each client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const given = value?.trim() ?? '';
  if (given === '' || given === 'false' || given === '0') return false;
  if (/^\d+$/.test(given)) return Number(given);
  if (given === 'true')
    throw new Error(
      'TRUST_PROXY=true would let every client choose its own address: give the number of proxies in front of the API, or their addresses',
    );
  const list = given
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of list)
    if (
      !/^[\da-fA-F:.]+(\/\d{1,3})?$/.test(entry) &&
      !['loopback', 'linklocal', 'uniquelocal'].includes(entry)
    )
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range or a hop count`);
  return list;
}

/** PG_PORT, or undefined: the embedded PostgreSQL then gets a free port (choosePgPort). */
function loadPgPort(env: NodeJS.ProcessEnv): number | undefined {
  if (!env.PG_PORT) return undefined;
  const port = Number(env.PG_PORT);
  if (!(Number.isInteger(port) && port > 0 && port < 65536))
    throw new Error('PG_PORT must be a TCP port number');
  return port;
}

function loadStripeConfig(env: NodeJS.ProcessEnv) {
  const protocol = env.STRIPE_API_PROTOCOL || undefined;
  if (protocol !== undefined && protocol !== 'http' && protocol !== 'https')
    throw new Error('STRIPE_API_PROTOCOL must be http or https');
  const port = env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
    throw new Error('STRIPE_API_PORT must be a TCP port number');
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeConnectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeApiHost: env.STRIPE_API_HOST || undefined,
    stripeApiPort: port,
    stripeApiProtocol: protocol,
  } satisfies Partial<PlatformConfig>;
}

function loadSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets: Secrets = {
    sessionSecret: stored.sessionSecret ?? randomBytes(32).toString('base64url'),
    personalDataMasterKey: stored.personalDataMasterKey ?? randomBytes(32).toString('base64'),
    signingSecret: stored.signingSecret ?? randomBytes(32).toString('base64url'),
    // Added later than the others: an older secrets.json gains it (the cluster follows on start).
    postgresPassword: stored.postgresPassword ?? randomBytes(24).toString('base64url'),
  };
  if (Object.keys(secrets).some((key) => !(key in stored))) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
