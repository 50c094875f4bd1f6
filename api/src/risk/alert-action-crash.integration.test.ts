import { fraudAlertIdFor } from '@esm/core/fraud/alert-id';
import { fraudAlertDecider } from '@esm/core/fraud/decider';
import { fraudAlertStream } from '@esm/core/fraud/events';
import { systemActor } from '@esm/core/kernel/actor';
import { DEMO_PASSWORD, demoAccounts } from '@esm/server/seed/demo-accounts';
import { crashCommandsWhen, startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually, fireTimer } from '../checkout/testing/checkout-fixtures';
import type { TestClient } from '../testing/test-client';

/**
 * An investigator's action on a fraud alert survives a crash between recording it on the alert
 * and carrying it out on the provider, and is carried out once however often it is pressed.
 *
 * The crash is injected as in the settlement-crash scenario: the command bus refuses the second of
 * the act request's two appends (the alert's record and the provider's effect, whichever order the
 * route runs them in), and while the process is "down" every effect on a provider fails, the
 * worker's included. "Restarting" lets them through again.
 */
let t: TestPlatform;
let investigator: TestClient;

const EFFECTS = ['ImposeBlock', 'FreezeProviderPayouts'];
const PAIR = ['TakeFraudAlertAction', ...EFFECTS];
/** Crash after the first of the pair: the second fails, and the process stays down. */
let crashAfterFirst = false;
let down = false;

beforeAll(async () => {
  t = await startTestPlatform();
  crashCommandsWhen(t, (type) => {
    if (down && EFFECTS.includes(type)) return 'the process is down: nothing reaches the provider';
    if (crashAfterFirst && PAIR.includes(type)) {
      crashAfterFirst = false;
      down = true;
      return undefined;
    }
    if (down && PAIR.includes(type)) return 'crash between the two appends of the act request';
    return undefined;
  });
  investigator = t.client();
  const account = demoAccounts.find((a) => a.label === 'investigator')!;
  await investigator.signIn(account.email, DEMO_PASSWORD);
}, 120_000);
afterAll(() => t?.stop());
beforeEach(() => {
  crashAfterFirst = false;
  down = false;
});

const RULES = systemActor('fraud-rules');

/** A provider with an open alert about them. */
async function providerWithAlert(name: string) {
  const client = t.client();
  const user = await client.signUp({ firstName: 'Pat', lastName: name });
  const profile = await client.becomeProvider({ businessName: `${name} Events Ltd` });
  const alertId = fraudAlertIdFor(profile.id, `test:${name}`);
  await t.platform.context.commands.run({
    stream: fraudAlertStream(alertId),
    decider: fraudAlertDecider,
    command: {
      type: 'RaiseFraudAlert',
      actor: RULES,
      alertId,
      providerId: profile.id,
      customerId: null,
      alertType: 'repeated_contact_sharing',
      severity: 'high',
      description: 'Test alert',
      metadata: {},
      riskScore: 40,
    },
    actor: RULES,
    correlationId: `test-${name}`,
  });
  return { client, userId: user.id, providerId: profile.id, alertId };
}

async function count(stream: string, type: string): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM es.events WHERE stream = $1 AND type = $2',
    [stream, type],
  );
  return rows[0]?.n ?? 0;
}

const act = (alertId: string, action: string, note = 'Asking clients to pay off the platform.') =>
  investigator.post<{ actions: { action: string }[]; code?: string }>(
    `/api/admin/fraud-alerts/${alertId}/act`,
    { action, note },
  );

/** The action id the alert recorded: its worker's timer is named after it. */
async function recordedActionId(alertId: string): Promise<string> {
  return eventually(async () => {
    const { rows } = await t.pool.query<{ id: string }>(
      `SELECT data->>'actionId' AS id FROM es.events WHERE stream = $1 AND type = 'FraudAlertActionTaken'`,
      [fraudAlertStream(alertId)],
    );
    return rows[0]?.id;
  }, `the action recorded on alert ${alertId}`);
}

async function timerDone(key: string): Promise<boolean> {
  const { rows } = await t.pool.query<{ state: string }>('SELECT state FROM wk.timers WHERE key = $1', [key]);
  return rows[0]?.state === 'done';
}

/** Presses the action while the process dies between its two appends. */
async function actAndCrash(alertId: string, action: string) {
  crashAfterFirst = true;
  const crashed = await act(alertId, action);
  expect(crashed.status).toBe(500);
  expect(down).toBe(true);
}

const restart = () => {
  down = false;
};

describe('an alert action when the process dies between recording and carrying it out', () => {
  it('suspend: the alert keeps the action and the worker suspends the provider once after restart', async () => {
    const p = await providerWithAlert('Crash');
    const standing = `standing-${p.userId}`;
    await actAndCrash(p.alertId, 'suspend_provider');
    // The alert records the action; the provider has not been touched yet.
    expect(await count(fraudAlertStream(p.alertId), 'FraudAlertActionTaken')).toBe(1);
    expect(await count(standing, 'StandingSuspended')).toBe(0);

    restart();
    const actionId = await recordedActionId(p.alertId);
    await fireTimer(
      t,
      `fraud-alert-action:${actionId}`,
      async () => (await count(standing, 'StandingSuspended')) === 1,
    );
    await eventually(() => timerDone(`fraud-alert-action:${actionId}`), 'the action timer done');
    expect(await count(standing, 'StandingSuspended')).toBe(1);
    expect(await count(fraudAlertStream(p.alertId), 'FraudAlertActionCarriedOut')).toBe(1);
    const { rows } = await t.pool.query<{ actor: { userId?: string }; idempotency_key: string }>(
      `SELECT actor, idempotency_key FROM es.events WHERE stream = $1 AND type = 'StandingSuspended'`,
      [standing],
    );
    // The investigator who pressed it is the actor, not the worker.
    expect(rows[0]).toMatchObject({
      actor: { kind: 'user', role: 'investigator' },
      idempotency_key: `fraud-alert-action:${actionId}`,
    });

    await t.waitForReadModels();
    const status = await p.client.get<{ standing: string }>('/api/providers/block-status');
    expect(status.body.standing).toBe('suspended');
    const alert = await investigator.get<{ actions: { action: string }[] }>(
      `/api/admin/fraud-alerts/${p.alertId}`,
    );
    expect(alert.body.actions.map((a) => a.action)).toEqual(['suspend_provider']);

    // Pressed again while the suspension holds: nothing more is recorded or carried out.
    const again = await act(p.alertId, 'suspend_provider');
    expect(again.status).toBe(200);
    expect(again.body.actions.map((a) => a.action)).toEqual(['suspend_provider']);
    expect(await count(standing, 'StandingSuspended')).toBe(1);
    expect(await count(fraudAlertStream(p.alertId), 'FraudAlertActionTaken')).toBe(1);
  });

  for (const [action, stream, effect] of [
    ['terminate', (p: { userId: string }) => `standing-${p.userId}`, 'StandingTerminated'],
    ['freeze_payouts', (p: { providerId: string }) => `payout-hold-${p.providerId}`, 'ProviderPayoutsFrozen'],
  ] as const) {
    it(`${action}: pressing it again after the crash succeeds (no 409), recorded and carried out once`, async () => {
      const p = await providerWithAlert(`Retry-${action}`);
      await actAndCrash(p.alertId, action);
      restart();

      const retried = await act(p.alertId, action);
      expect(retried.status).toBe(200);
      expect(retried.body.actions.map((a) => a.action)).toEqual([action]);
      expect(await count(fraudAlertStream(p.alertId), 'FraudAlertActionTaken')).toBe(1);
      expect(await count(stream(p), effect)).toBe(1);
      expect(await count(fraudAlertStream(p.alertId), 'FraudAlertActionCarriedOut')).toBe(1);

      // The worker's run of the same action, when its timer fires, finds it done.
      const actionId = await recordedActionId(p.alertId);
      await fireTimer(t, `fraud-alert-action:${actionId}`, () => timerDone(`fraud-alert-action:${actionId}`));
      expect(await count(stream(p), effect)).toBe(1);
      expect(await count(fraudAlertStream(p.alertId), 'FraudAlertActionCarriedOut')).toBe(1);
    });
  }
});

describe('an alert action pressed twice at once', () => {
  it('a double click on suspend records one action and suspends once', async () => {
    const p = await providerWithAlert('Double');
    const [a, b] = await Promise.all([
      act(p.alertId, 'suspend_provider'),
      act(p.alertId, 'suspend_provider'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await count(`standing-${p.userId}`, 'StandingSuspended')).toBe(1);
    expect(await count(fraudAlertStream(p.alertId), 'FraudAlertActionTaken')).toBe(1);
    expect(await count(fraudAlertStream(p.alertId), 'FraudAlertActionCarriedOut')).toBe(1);
  });
});
