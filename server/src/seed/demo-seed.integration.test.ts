import type { AdminSummary } from '@esm/contract/admin/summary';
import { findService } from '@esm/projections/services/queries';
import { providerFigures, serviceFigures, serviceImages } from '@esm/projections/testing/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { marketplaceCategories } from './categories';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';

let t: TestPlatform;
let seededIn = 0;
beforeAll(async () => {
  const started = Date.now();
  t = await startTestPlatform({ seed: 'demo' });
  seededIn = Date.now() - started;
}, 120_000);
afterAll(() => t?.stop());

const count = async (sql: string) => Number((await t.pool.query(sql)).rows[0].n);

describe('SEED=demo: a believable marketplace through the real commands', () => {
  it('has 41 providers in cities across the UK and about 120 services in every category', async () => {
    const providers = await providerFigures(t.pool);
    expect(providers.providers).toBeGreaterThanOrEqual(41);
    expect(providers.outwardCodes).toBeGreaterThanOrEqual(20);
    expect((await serviceFigures(t.pool)).listed).toBeGreaterThanOrEqual(120);
    for (const { slug } of marketplaceCategories) {
      const res = await t.client().get<{ total: number }>(`/api/services?category=${slug}`);
      expect(res.status, slug).toBe(200);
      expect(res.body.total, slug).toBeGreaterThanOrEqual(2);
    }
    console.info(`demo platform started and seeded in ${(seededIn / 1000).toFixed(1)} s`);
  });

  it('finds services near postcodes across the UK', async () => {
    for (const postcode of [
      'M1 1AE',
      'B1 1BB',
      'LS1 4DY',
      'BS1 4DJ',
      'G1 1XQ',
      'EH1 1YZ',
      'CF10 1EP',
      'SE1 9SG',
    ]) {
      const res = await t
        .client()
        .get<{ total: number }>(`/api/services?postcode=${encodeURIComponent(postcode)}`);
      expect(res.status, postcode).toBe(200);
      expect(res.body.total, postcode).toBeGreaterThan(0);
    }
  });

  it('gives every service 3 to 5 photos that are served', async () => {
    const images = await serviceImages(t.pool);
    for (const i of images) expect(i.length).toBeGreaterThanOrEqual(3);
    expect(images.every((i) => i.length <= 5)).toBe(true);
    const photo = await t.client().get(images[0]![0]!);
    expect(photo.status).toBe(200);
  });

  it('lets every demo account and a marketplace provider sign in', async () => {
    for (const account of demoAccounts) await t.client().signIn(account.email, DEMO_PASSWORD);
    const provider = t.client();
    await provider.signIn('provider7@demo.eventhire.uk', DEMO_PASSWORD);
    expect((await provider.get('/api/provider/me')).status).toBe(200);
    const demo = t.client();
    await demo.signIn('provider@demo.eventhire.uk', DEMO_PASSWORD);
    const me = await demo.get<{ businessName: string }>('/api/provider/me');
    expect(me.body.businessName).toBe('Southbank Stage & Sound');
  });

  it('gives every demo business bank details (checked for the verified ones), so payouts reach them', async () => {
    const demo = t.client();
    await demo.signIn('provider@demo.eventhire.uk', DEMO_PASSWORD);
    const bank = await demo.get<{ bankAccountLast4: string | null; bankDetailsVerified: boolean }>(
      '/api/providers/bank-details',
    );
    expect(bank.body.bankAccountLast4).toMatch(/^\d{4}$/);
    expect(bank.body.bankDetailsVerified).toBe(true);
    expect((await providerFigures(t.pool)).withoutBankDetails).toBe(0);
  });

  it('always seeds the payout the bank refused five times, waiting for an admin, whatever the workers do', async () => {
    // This platform's job clock only moves when told, so no payout-account sync has run: the seed
    // must not depend on them.
    const admin = t.client();
    await admin.signIn('admin@demo.eventhire.uk', DEMO_PASSWORD);
    const waiting = await admin.get<{ amountPence: number; attempts: number; failureReason: string }[]>(
      `/api/admin/payouts?filter=${encodeURIComponent(JSON.stringify({ status: 'needs_attention' }))}`,
    );
    expect(waiting.body).toEqual([
      expect.objectContaining({
        amountPence: 48_250,
        attempts: 5,
        failureReason: 'The receiving bank rejected the transfer: account closed',
      }),
    ]);
  });

  it("counts on each back-office dashboard card the waiting work its list shows, for each role's cards", async () => {
    const signedIn = async (label: string) => {
      const c = t.client();
      await c.signIn(`${label}@demo.eventhire.uk`, DEMO_PASSWORD);
      return c;
    };
    const admin = await signedIn('admin');
    const investigator = await signedIn('investigator');
    const auditor = await signedIn('auditor');
    const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    /** The total a list's Content-Range header gives for a filter. */
    const listed = async (resource: string, filter: Record<string, unknown>) => {
      const res = await admin.get(`/api/admin/${resource}?filter=${q(filter)}&range=${q([0, 0])}`);
      expect(res.status, resource).toBe(200);
      return Number(res.headers.get('content-range')?.split('/')[1]);
    };
    const violations = await admin.get<Array<{ recordedAt: string }>>(
      `/api/admin/violations?range=${q([0, 999])}`,
    );
    const weekAgo = t.clock.now() - 7 * 24 * 3600_000;
    const expected = {
      openDisputes: await listed('disputes', { status: 'open' }),
      reportedReviews: await listed('reviews', { queue: 'open' }),
      violationsThisWeek: violations.body.filter((v) => Date.parse(v.recordedAt) > weekAgo).length,
      payoutsNeedingAttention: await listed('payouts', { status: 'needs_attention' }),
      failedRefunds: await listed('refunds', { status: 'failed' }),
    };
    // The demo has waiting work of each kind kept in a read model, so a count that read the wrong
    // rows shows here. Its refund fails only once the workers' clock has run through the retries,
    // which this platform's clock does not do on its own: the list and the count are both 0 here.
    for (const [card, n] of Object.entries(expected))
      if (card !== 'failedRefunds') expect(n, card).toBeGreaterThan(0);

    const forAdmin = (await admin.get<AdminSummary>('/api/admin/summary')).body;
    expect(forAdmin).toMatchObject(expected);
    // Each role sees the counts of the cards it has, and no other.
    const forInvestigator = (await investigator.get<AdminSummary>('/api/admin/summary')).body;
    expect(Object.keys(forInvestigator).sort()).toEqual(
      [
        'id',
        'openContactMessages',
        'openDisputes',
        'openFraudAlerts',
        'reportedReviews',
        'violationsThisWeek',
      ].sort(),
    );
    expect(forInvestigator).toMatchObject({
      openDisputes: expected.openDisputes,
      reportedReviews: expected.reportedReviews,
      violationsThisWeek: expected.violationsThisWeek,
    });
    const forAuditor = (await auditor.get<AdminSummary>('/api/admin/summary')).body;
    expect(Object.keys(forAuditor).sort()).toEqual(
      ['id', 'openFraudAlerts', 'openDisputes', 'payoutsNeedingAttention', 'failedRefunds'].sort(),
    );
    expect(forAuditor).toMatchObject({
      openDisputes: expected.openDisputes,
      payoutsNeedingAttention: expected.payoutsNeedingAttention,
      failedRefunds: expected.failedRefunds,
    });
  });

  it('records bookings in every state for the demo client and provider, with payments and escrow', async () => {
    // No bookings read model exists yet on this branch: read each booking stream's lifecycle from the log.
    const { rows } = await t.pool.query<{ stream: string; types: string[] }>(
      `SELECT stream, array_agg(type ORDER BY version) AS types FROM es.events
        WHERE stream LIKE 'booking-%' GROUP BY stream`,
    );
    const status = (types: string[]) => {
      const last = types[types.length - 1];
      return (
        {
          BookingCreated: 'pending',
          BookingPaid: 'provider_reviewing',
          BookingAccepted: 'confirmed',
          BookingDeclined: 'declined',
          BookingCancelled: 'cancelled',
          BookingCompleted: 'completed',
        } as Record<string, string>
      )[last ?? ''];
    };
    const states = new Set(rows.map((r) => status(r.types)));
    for (const s of ['pending', 'provider_reviewing', 'confirmed', 'declined', 'cancelled', 'completed'])
      expect(states, s).toContain(s);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const types = async (type: string) => count(`SELECT count(*) AS n FROM es.events WHERE type = '${type}'`);
    expect(await types('PaymentSucceeded')).toBeGreaterThan(30);
    expect(await types('ReviewSubmitted')).toBeGreaterThanOrEqual(25);
    // The provider's phone number in the client's chat, and a customer's e-mail (the back office's demo).
    expect(await types('MessageRefusedForContactSharing')).toBe(2);
    expect(await types('ChatMessageSent')).toBeGreaterThanOrEqual(6);
    expect(await types('PlanActivated')).toBeGreaterThan(3);
    expect(await types('BoostActivated')).toBe(4);
    expect(await types('QuoteRequested')).toBe(1);
    // Warned (the refused chat message), final warning with restriction, suspended, and the customer
    // warned for the e-mail address.
    expect(
      await count("SELECT count(DISTINCT stream) AS n FROM es.events WHERE stream LIKE 'standing-%'"),
    ).toBe(4);
    expect(await types('StandingMessagingRestricted')).toBeGreaterThanOrEqual(1);
  });

  it('takes booked days off the calendar, so a date search leaves the service out', async () => {
    const { rows } = await t.pool.query<{ service_id: string; date: string }>(
      `SELECT data->>'serviceId' AS service_id, data->>'date' AS date FROM es.events b
        WHERE type = 'CalendarDayBooked' AND data->>'date' > '2026-06-10'
          AND NOT EXISTS (SELECT 1 FROM es.events r WHERE r.stream = b.stream AND r.type = 'CalendarBookingReleased')
        LIMIT 1`,
    );
    const { service_id, date } = rows[0]!;
    const provider = (await findService(t.pool, service_id))!.provider_id;
    const ids = async (query: string) =>
      (
        await t.client().get<{ items: Array<{ id: string }> }>(`/api/services?providerId=${provider}${query}`)
      ).body.items.map((i) => i.id);
    expect(await ids('')).toContain(service_id);
    expect(await ids(`&date=${date}`)).not.toContain(service_id);
  });

  it('gives the demo provider a weekend off, which their Days off calendar shows', async () => {
    const provider = t.client();
    await provider.signIn('provider@demo.eventhire.uk', DEMO_PASSWORD);
    const { rows } = await t.pool.query<{ service_id: string }>(
      `SELECT data->>'serviceId' AS service_id FROM es.events WHERE type = 'CalendarDayBlocked' LIMIT 1`,
    );
    const calendar = await provider.get<{ days: Array<{ date: string; status: string }> }>(
      `/api/services/${rows[0]!.service_id}/calendar`,
    );
    expect(calendar.status).toBe(200);
    expect(calendar.body.days.filter((d) => d.status === 'blocked')).toHaveLength(2);
  });

  it('shows real ratings from the reviews on services', async () => {
    expect((await serviceFigures(t.pool)).rated).toBeGreaterThanOrEqual(20);
  });

  it("opens the demo's unpaid checkout with the payment gateway, so the gateway can be asked about it", async () => {
    // The settlement sweep asks the gateway about every booking payment still open at start; an
    // intent the gateway never had answered 404 and printed a stack trace on every start.
    const { rows } = await t.pool.query<{ intent: string }>(
      `SELECT created.data->>'gatewayIntentId' AS intent FROM es.events created
        WHERE created.type = 'PaymentIntentCreated' AND created.data->'purpose'->>'kind' = 'booking'
          AND NOT EXISTS (SELECT 1 FROM es.events ended WHERE ended.stream = created.stream
                            AND ended.type IN ('PaymentSucceeded', 'PaymentFailed'))`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { intent } of rows) {
      const known = await t.platform.context.gateway.retrievePaymentIntent(intent);
      expect(known.status).toBe('requires_payment_method');
    }
  });

  it("lets the demo client complete the unpaid booking's payment: the same checkout, no second booking", async () => {
    const client = t.client();
    await client.signIn('client@demo.eventhire.uk', DEMO_PASSWORD);
    const before =
      await client.get<Array<{ id: string; status: string; serviceId: string; eventDate: string }>>(
        '/api/bookings',
      );
    const pending = before.body.filter((b) => b.status === 'pending');
    expect(pending).toHaveLength(1);
    const { serviceId, eventDate } = pending[0]!;
    const { rows } = await t.pool.query<{ intent: string }>(
      `SELECT data->>'gatewayIntentId' AS intent FROM es.events
        WHERE type = 'PaymentIntentCreated' AND data->'purpose'->'bookingIds' ? $1`,
      [pending[0]!.id],
    );
    // "Complete payment" goes back to checkout for the same service and day.
    const resumed = await client.post<{ paymentIntentId: string }>('/api/create-payment-intent', {
      serviceId,
      eventDate,
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.paymentIntentId).toBe(rows[0]!.intent);
    const after = await client.get<Array<{ id: string }>>('/api/bookings');
    expect(after.body.map((b) => b.id).sort()).toEqual(before.body.map((b) => b.id).sort());
  });

  it('does not seed twice', async () => {
    const { seedIfEmpty } = await import('./seed');
    const seeded = await seedIfEmpty({
      store: t.platform.store,
      context: t.platform.context,
      seed: 'demo',
      log: () => {},
    });
    expect(seeded).toBe(false);
  });
});
