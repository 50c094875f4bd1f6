import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@esm/infra/platform/database';
import { freePort } from '@esm/infra/postgres/embedded';
import { activeReadModel, checkpointsOf } from '@esm/projections/runner/read-model-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressedClient, type Burst, checkoutBurst, listedServices } from './testing/checkout-burst';
import { gatewayPayments, joinDatabase, switchAvailability, unsettled } from './testing/installation-db';
import {
  type Installation,
  installationEnv,
  type ProductProcess,
  runScript,
  startProcess,
  startProduct,
} from './testing/product-process';

/**
 * Crash recovery over real processes: the product runs as `npm start` runs it, on its own data
 * folder and embedded PostgreSQL, and is killed with SIGKILL (its whole process group, the
 * database included) in the middle of a burst of checkouts from several clients; then started
 * again on the same folder. Everything it acknowledged must still be there, the read models must
 * equal a rebuild from the log, and every payment must end settled. Then a read-model rebuild is
 * killed half-way: the site keeps serving, and the rebuild can simply be run again.
 */
const CLIENTS = 5;
const PER_CLIENT = 6;
const KILL_AFTER_CONFIRMED = 10;

let dir: string;
let at: Installation;
let product: ProductProcess | null = null;
let db: Database | null = null;
let services: string[] = [];
let clients: AddressedClient[] = [];
let burst: Burst;
const figures: Record<string, number> = {};

beforeAll(async () => {
  // Under /tmp and world-traversable: as root, the embedded cluster runs as the `postgres` user.
  dir = mkdtempSync(path.join(tmpdir(), 'esm-crash-'));
  chmodSync(dir, 0o755);
  at = { dataDir: dir, port: await freePort(), pgPort: await freePort() };
  const started = Date.now();
  product = await startProduct(at);
  figures.firstStartMs = Date.now() - started;
}, 120_000);

afterAll(async () => {
  await db?.close();
  await product?.stop();
  if (figures.firstStartMs) console.log('crash-recovery figures', JSON.stringify(figures));
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the product killed with SIGKILL mid-burst comes back with every acknowledged write', () => {
  it('runs a burst of checkouts from several clients and is killed half-way', async () => {
    const url = product!.url;
    services = await listedServices(url, 2);
    clients = Array.from({ length: CLIENTS }, (_, c) => new AddressedClient(url, `10.0.2.${c + 1}`));
    for (const [c, client] of clients.entries())
      await client.signUp({ firstName: `Client${c}`, lastName: 'Burst' });

    const killed = product!;
    burst = await checkoutBurst({
      clients,
      serviceIds: services,
      perClient: PER_CLIENT,
      killAfter: KILL_AFTER_CONFIRMED,
      kill: async () => {
        figures.killedAt = Date.now();
        await killed.kill9();
      },
    });
    product = null;
    expect(burst.confirmedAtKill).toBeGreaterThanOrEqual(KILL_AFTER_CONFIRMED);
    expect(burst.chargedAtKill).toMatchObject({ charged: true });
    expect(burst.chargedAtKill.bookingId).toBeUndefined();
    expect(killed.child.signalCode).toBe('SIGKILL');
    figures.checkoutsStarted = burst.checkouts.length;
    figures.acknowledgedSetups = burst.checkouts.filter((c) => c.paymentIntentId).length;
    figures.acknowledgedCharges = burst.checkouts.filter((c) => c.charged).length;
    figures.acknowledgedConfirms = burst.checkouts.filter((c) => c.bookingId).length;
    // Some checkouts were cut off mid-way: that is the point of the kill.
    expect(figures.checkoutsStarted).toBeGreaterThan(figures.acknowledgedConfirms);
  }, 60_000);

  it('starts again on the same data folder (stale postmaster.pid) and serves', async () => {
    // The killed postmaster could not remove its lock file: the restart has to deal with it.
    expect(existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(true);
    const started = Date.now();
    product = await startProduct(at);
    figures.restartMs = Date.now() - started;
    figures.killToServingMs = Date.now() - figures.killedAt!;
    expect((await fetch(`${product.url}/readyz`)).status).toBe(200);
    db = await joinDatabase(at);
  }, 120_000);

  it('shows every client every booking it acknowledged, paid ones as paid', async () => {
    for (const [c, client] of clients.entries()) {
      const res =
        await client.get<Array<{ id: string; serviceId: string; eventDate: string; paymentStatus: string }>>(
          '/api/bookings',
        );
      expect(res.status, 'the session survived the kill').toBe(200);
      const mine = burst.checkouts.filter((k) => k.client === c);
      for (const checkout of mine.filter((k) => k.bookingId)) {
        expect(res.body.find((b) => b.id === checkout.bookingId)).toMatchObject({ paymentStatus: 'paid' });
      }
      for (const checkout of mine.filter((k) => k.paymentIntentId && !k.bookingId)) {
        // A checkout set up (and perhaps charged) but not confirmed: its booking is listed while
        // the hold lasts or once settlement paid it.
        expect(
          res.body.some(
            (b) => b.serviceId === checkout.serviceId && b.eventDate.startsWith(checkout.eventDate),
          ),
          `booking of ${checkout.serviceId} on ${checkout.eventDate}`,
        ).toBe(true);
      }
    }
  });

  it('settles every payment at the gateway: paid bookings or refunds, or uncharged and ending', async () => {
    const started = Date.now();
    let problems: string[] = [];
    // The workers' start-up sweep runs in the background: a bounded wait for it.
    while (Date.now() - started < 20_000) {
      problems = (await gatewayPayments(db!)).map(unsettled).filter((p): p is string => p !== null);
      if (problems.length === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(problems).toEqual([]);
    figures.settledAfterRestartMs = Date.now() - started;
    // The client charged at the moment of the kill, who never reached the success page, sees
    // the booking paid.
    const { client, serviceId, eventDate } = burst.chargedAtKill;
    const theirs =
      await clients[client]!.get<Array<{ serviceId: string; eventDate: string; paymentStatus: string }>>(
        '/api/bookings',
      );
    expect(
      theirs.body.find((b) => b.serviceId === serviceId && b.eventDate.startsWith(eventDate)),
    ).toMatchObject({
      paymentStatus: 'paid',
    });
    const payments = await gatewayPayments(db!);
    figures.gatewayPayments = payments.length;
    figures.gatewayCaptured = payments.filter((p) => p.status === 'succeeded').length;
    // Every charge the clients saw acknowledged is one of them.
    for (const checkout of burst.checkouts.filter((c) => c.charged))
      expect(payments.find((p) => p.intentId === checkout.paymentIntentId)?.status).toBe('succeeded');
  }, 30_000);

  it('finds 0 differences between the read models and a rebuild from the log', async () => {
    const check = await runScript('projections/src/cli/check.ts', installationEnv(at));
    expect(check.code, check.output).toBe(0);
    expect(check.output).toMatch(/^0 differences \(\d+ live rows compared\)$/m);
  }, 60_000);

  it('balances every ledger, and the gateway against them (ledger:reconcile)', async () => {
    // Holding a paid booking's money in escrow is a job: wait (bounded) until the workers have
    // run every job already due. A job the kill interrupted stays `active` until its heartbeat
    // (10 s) is missed and the next supervision pass (every 10 s) hands it back for a retry, after
    // a backoff of up to 10 s: 45 s covers that, counted from the restart, not the kill.
    const started = Date.now();
    let due = -1;
    while (Date.now() - started < 45_000) {
      const { rows } = await db!.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM wk.timers WHERE state = 'pending' AND run_at <= now()",
      );
      due = rows[0]!.n;
      if (due === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(due, 'jobs due and not done').toBe(0);
    figures.jobsDrainWaitMs = Date.now() - started;
    const reconcile = await runScript('projections/src/ledger/reconcile-cli.ts', installationEnv(at));
    expect(reconcile.code, reconcile.output).toBe(0);
    expect(reconcile.output).toMatch(/all balance/);
  }, 90_000);
});

describe('projections:rebuild killed with SIGKILL half-way', () => {
  it('leaves the site serving from the previous schema; running it again completes with no drift', async () => {
    await switchAvailability(db!, services[0]!, 3000);
    const head = async () =>
      Number((await db!.pool.query('SELECT max(global_position) AS p FROM es.events')).rows[0].p);
    const target = await head();
    // The live runner catches up on the new events before the rebuild starts.
    for (let i = 0; i < 200; i++) {
      const live = await checkpointsOf(db!.pool, (await activeReadModel(db!.pool))!.schema);
      if (Math.min(...live.values()) >= target) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const before = (await activeReadModel(db!.pool))!.schema;

    // Small batches, so the new schema passes through states that hold some events but not all.
    const rebuild = startProcess('projections/src/cli/rebuild.ts', installationEnv(at), ['--batch-size=200']);
    // Killed once the new schema holds some projected events and not all of them.
    let partial = 0;
    for (let i = 0; i < 600 && !rebuild.exited(); i++) {
      const { rows } = await db!.pool.query<{ nspname: string }>(
        "SELECT nspname FROM pg_namespace WHERE nspname ~ '^rm_[0-9]+$' AND nspname <> $1",
        [before],
      );
      for (const { nspname } of rows) {
        const checkpoints = await checkpointsOf(db!.pool, nspname).catch(() => new Map<string, number>());
        const done = Math.max(0, ...checkpoints.values());
        if (done > 0 && done < target) partial = done;
      }
      if (partial > 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await rebuild.kill9();
    expect(partial, rebuild.output()).toBeGreaterThan(0);
    expect(rebuild.child.signalCode, 'killed, not finished').toBe('SIGKILL');
    figures.rebuildKilledAtEvent = partial;
    figures.rebuildTarget = target;

    expect((await activeReadModel(db!.pool))!.schema).toBe(before);
    const service = await clients[0]!.get<{ id: string }>(`/api/services/${services[0]}`);
    expect(service.status).toBe(200);
    expect((await clients[0]!.get('/api/bookings')).status).toBe(200);

    const started = Date.now();
    const again = await runScript('projections/src/cli/rebuild.ts', installationEnv(at));
    figures.rebuildMs = Date.now() - started;
    expect(again.code, again.output).toBe(0);
    const after = (await activeReadModel(db!.pool))!.schema;
    expect(after).not.toBe(before);
    expect(again.output).toContain(`rebuilt into ${after}`);
    expect((await clients[0]!.get(`/api/services/${services[0]}`)).status).toBe(200);

    const check = await runScript('projections/src/cli/check.ts', installationEnv(at));
    expect(check.code, check.output).toBe(0);
    expect(check.output).toMatch(/^0 differences/m);
  }, 90_000);
});
