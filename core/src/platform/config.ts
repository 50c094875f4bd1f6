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
  sessionSecret: string;
  /** Wraps every person's data key (crypto-shredding). 32 bytes. */
  personalDataMasterKey: Buffer;
  /** Signs upload URLs and simulated-gateway webhooks. */
  signingSecret: string;
  smtpUrl: string | undefined;
  /** Verifies POST /api/stripe/webhook (STRIPE_WEBHOOK_SECRET); the simulated gateway signs with it too. */
  paymentWebhookSecret: string;
  seed: 'demo' | 'minimal' | 'none';
  logLevel: string;
  /** Stripe secret key (sk_test_… / sk_live_…); when set, payments go through Stripe (issue 5). */
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
    sessionSecret: env.SESSION_SECRET ?? secrets.sessionSecret,
    personalDataMasterKey: Buffer.from(
      env.PERSONAL_DATA_MASTER_KEY ?? secrets.personalDataMasterKey,
      'base64',
    ),
    signingSecret: env.SIGNING_SECRET ?? secrets.signingSecret,
    smtpUrl: env.SMTP_URL || undefined,
    // A development default derived from the generated signing secret, so it survives restarts.
    paymentWebhookSecret: env.STRIPE_WEBHOOK_SECRET || `whsec_dev_${secrets.signingSecret}`,
    seed,
    // Warnings and errors by default, so `npm start` shows its URL, not a stream of request lines.
    logLevel: env.LOG_LEVEL ?? 'warn',
    ...loadStripeConfig(env),
  };
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
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  const secrets: Secrets = {
    sessionSecret: randomBytes(32).toString('base64url'),
    personalDataMasterKey: randomBytes(32).toString('base64'),
    signingSecret: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
