import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'stripe-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('STRIPE_* configuration', () => {
  it('is unset by default (the simulated gateway is used)', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeConnectWebhookSecret: undefined,
      stripePublishableKey: undefined,
      stripeApiHost: undefined,
      stripeApiPort: undefined,
      stripeApiProtocol: undefined,
    });
  });

  it('reads the keys and the API address', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config).toMatchObject({
      stripeSecretKey: 'sk_test_1',
      stripeWebhookSecret: 'whsec_1',
      stripeConnectWebhookSecret: 'whsec_connect_1',
      stripePublishableKey: 'pk_test_1',
      stripeApiHost: '127.0.0.1',
      stripeApiPort: 12111,
      stripeApiProtocol: 'http',
    });
  });

  it('refuses a bad protocol or port', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, STRIPE_API_PROTOCOL: 'ftp' })).toThrow(
      /STRIPE_API_PROTOCOL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, STRIPE_API_PORT: 'abc' })).toThrow(/STRIPE_API_PORT/);
  });
});
