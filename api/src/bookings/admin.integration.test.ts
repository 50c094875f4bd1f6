import { bookingHistory } from '@esm/app/audit/booking-history';
import type { AdminBooking, BookingHistoryEntry, BookingStateResponse } from '@esm/contract/admin/bookings';
import type { AdminProjection } from '@esm/contract/admin/projections';
import { allEventDefinitions, eventSchemaRegistry } from '@esm/core/event-catalogue';
import { PersonalDataProtectingStore } from '@esm/core/personal-data/protecting-store';
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import { PostgresPersonalDataVault } from '@esm/infra/personal-data/postgres-vault';
import { recordDriftCheck } from '@esm/projections/health/drift-record';
import { DEMO_PASSWORD } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RaHttpError, raDataProviderFor } from '../admin/testing/ra-client';
import {
  clientAtCheckout,
  eventually,
  type ProviderWithService,
  payAndConfirm,
  providerWithService,
} from '../checkout/testing/checkout-fixtures';
import type { TestClient } from '../testing/test-client';

let t: TestPlatform;
let provider: ProviderWithService;
let customer: TestClient;
let auditor: TestClient;
let admin: TestClient;
let bookingId: string;
let otherBookingId: string;
const RESPONSE = 'Delighted to help; our crew arrives at 9am.';

async function signedIn(email: string) {
  const client = t.client();
  await client.signIn(email, DEMO_PASSWORD);
  return client;
}

/** Lets pg-boss run what is due (the deposit release and its payout), moving its clock a second at a time. */
async function workUntil<T>(check: () => Promise<T | null | false>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    await t.clock.tick(1000);
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const history = async (who: TestClient, id = bookingId) =>
  (await who.get<BookingHistoryEntry[]>(`/api/admin/bookings/${id}/history`)).body;

async function raError(call: Promise<unknown>): Promise<RaHttpError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof RaHttpError)) throw new Error(`expected an HTTP error, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  t = await startTestPlatform({ seed: 'minimal' });
  provider = await providerWithService(t);
  const checkout = await clientAtCheckout(t, provider.serviceId);
  customer = checkout.client;
  bookingId = await payAndConfirm(checkout.client, checkout.setup, checkout.quoteId);
  // The provider answers an hour later, so the instants before and after acceptance differ.
  await t.clock.setTime(t.clock.now() + 3_600_000);
  const accepted = await provider.client.post(`/api/bookings/${bookingId}/accept`, { response: RESPONSE });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  const second = await clientAtCheckout(t, provider.serviceId, {
    eventDate: '2026-09-12T12:00:00.000Z',
    services: [{ serviceId: provider.serviceId, quantity: 2, duration: 8 }],
  });
  otherBookingId = await payAndConfirm(second.client, second.setup, second.quoteId);
  auditor = await signedIn('auditor@demo.eventhire.uk');
  admin = await signedIn('admin@demo.eventhire.uk');
  // The deposit leaves escrow on acceptance and becomes a scheduled payout: a fourth and fifth stream.
  await workUntil(async () => {
    const events = await history(admin);
    return events.some((e) => e.type === 'PayoutScheduled');
  }, 'the deposit payout');
}, 120_000);
afterAll(() => t?.stop());

describe('the auditor’s bookings through react-admin’s data provider', () => {
  it('lists, sorts, pages and filters every booking, and reads one or several', async () => {
    const ra = raDataProviderFor(auditor);
    const all = await ra.getList<AdminBooking>('bookings', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'eventDate', order: 'ASC' },
      filter: {},
    });
    expect(all.total).toBe(2);
    expect(all.data.map((b) => b.id)).toEqual([bookingId, otherBookingId]);
    const confirmed = await ra.getList<AdminBooking>('bookings', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {
        status: 'confirmed',
        providerId: provider.providerId,
        eventFrom: '2026-08-15',
        eventTo: '2026-08-15',
      },
    });
    expect(confirmed.total).toBe(1);
    expect(confirmed.data[0]).toMatchObject({
      id: bookingId,
      status: 'confirmed',
      paymentStatus: 'paid',
      // Personal data stays masked for an auditor: initials only.
      customerName: 'C. C.',
    });
    expect(confirmed.data[0]!.totalPence).toBeGreaterThan(0);
    const secondPage = await ra.getList<AdminBooking>('bookings', {
      pagination: { page: 2, perPage: 1 },
      sort: { field: 'eventDate', order: 'ASC' },
      filter: {},
    });
    expect(secondPage).toMatchObject({ total: 2, data: [{ id: otherBookingId }] });
    const none = await ra.getList('bookings', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { eventFrom: '2027-01-01' },
    });
    expect(none.total).toBe(0);

    expect((await ra.getOne<AdminBooking>('bookings', { id: bookingId })).data.status).toBe('confirmed');
    const many = await ra.getMany<AdminBooking>('bookings', { ids: [bookingId, otherBookingId] });
    expect(many.data.map((b) => b.id).sort()).toEqual([bookingId, otherBookingId].sort());
    // What was ordered, as the provider's e-mail says it: nothing more for one of the service.
    expect(Object.fromEntries(many.data.map((b) => [b.id, b.order]))).toEqual({
      [bookingId]: null,
      [otherBookingId]: 'Quantity 2',
    });
    const asAdmin = await raDataProviderFor(admin).getOne<AdminBooking>('bookings', { id: bookingId });
    expect(asAdmin.data.customerName).toBe('Casey Client');
  });

  it('refuses a stranger, the wrong roles, an unknown sort field or filter key, and an unknown booking', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/admin/bookings')).status).toBe(401);
    expect((await visitor.get(`/api/admin/bookings/${bookingId}/history`)).status).toBe(401);
    const investigator = await signedIn('investigator@demo.eventhire.uk');
    const verifier = await signedIn('verifier@demo.eventhire.uk');
    for (const who of [customer, provider.client, investigator, verifier]) {
      expect((await who.get('/api/admin/bookings')).status).toBe(403);
      expect((await who.get(`/api/admin/bookings/${bookingId}/history`)).status).toBe(403);
      expect((await who.get(`/api/admin/bookings/${bookingId}/history.csv`)).status).toBe(403);
    }
    const ra = raDataProviderFor(auditor);
    const badSort = await raError(
      ra.getList('bookings', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'customerName', order: 'ASC' },
        filter: {},
      }),
    );
    expect(badSort.status).toBe(400);
    expect(JSON.stringify(badSort.body)).toContain('sort');
    const badFilter = await raError(
      ra.getList('bookings', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'createdAt', order: 'ASC' },
        filter: { notes: 'party' },
      }),
    );
    expect(badFilter.status).toBe(400);
    expect(JSON.stringify(badFilter.body)).toContain('notes');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await raError(ra.getOne('bookings', { id: unknown }))).status).toBe(404);
    const unknownHistory = await auditor.get<{ message: string }>(`/api/admin/bookings/${unknown}/history`);
    expect(unknownHistory).toMatchObject({ status: 404, body: { message: 'Booking not found.' } });
    expect((await auditor.get(`/api/admin/bookings/${unknown}/state?at=2026-06-01T10:00:00Z`)).status).toBe(
      404,
    );
    expect((await auditor.get(`/api/admin/bookings/${unknown}/ledger`)).status).toBe(404);
    expect((await auditor.get('/api/admin/bookings/not-an-id/history')).status).toBe(400);
    expect((await auditor.get(`/api/admin/bookings/${bookingId}/state?at=yesterday`)).status).toBe(400);
    expect((await auditor.get(`/api/admin/bookings/${bookingId}/state`)).status).toBe(400);
  });
});

describe('a booking’s complete history', () => {
  it('merges the booking, calendar day, payment, escrow and payout streams in global order', async () => {
    const events = await history(auditor);
    const positions = events.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const streams = new Set(events.map((e) => e.stream.replace(/-[0-9a-f-]{36}.*$/, '')));
    expect([...streams].sort()).toEqual(
      ['booking', 'calendar', 'escrow', 'payment', 'payout-deposit'].sort(),
    );
    const types = events.map((e) => e.type);
    for (const type of [
      'PaymentIntentCreated',
      'BookingCreated',
      'CalendarDayHeld',
      'PaymentSucceeded',
      'BookingPaid',
      'EscrowHeld',
      'BookingAccepted',
      'EscrowDepositReleased',
      'PayoutScheduled',
    ]) {
      expect(types).toContain(type);
    }
    expect(types.indexOf('BookingPaid')).toBeLessThan(types.indexOf('BookingAccepted'));
    // Another booking's events are not part of this one's history.
    expect(events.every((e) => !JSON.stringify(e.payload).includes(otherBookingId))).toBe(true);
    const accepted = events.find((e) => e.type === 'BookingAccepted')!;
    expect(accepted).toMatchObject({
      stream: `booking-${bookingId}`,
      schemaVersion: 1,
      actor: { kind: 'user', userId: provider.userId },
    });
    expect(accepted.version).toBeGreaterThan(0);
    const released = events.find((e) => e.type === 'EscrowDepositReleased')!;
    expect(released.actor).toMatchObject({ kind: 'system', name: 'money-worker' });
  });

  it('masks personal fields for an auditor and shows them to an admin; an erased person is erased for both', async () => {
    const masked = (await history(auditor)).find((e) => e.type === 'BookingAccepted')!;
    expect(masked.payload.providerResponse).toBe('[masked]');
    expect(masked.masked).toEqual(['providerResponse']);
    expect(JSON.stringify(await history(auditor))).not.toContain(RESPONSE);
    const shown = (await history(admin)).find((e) => e.type === 'BookingAccepted')!;
    expect(shown).toMatchObject({ payload: { providerResponse: RESPONSE }, masked: [] });

    const csv = await auditor.get<string>(`/api/admin/bookings/${bookingId}/history.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="booking-${bookingId}-history.csv"`,
    );
    const text = String(csv.body);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'position,occurredAt,stream,version,type,schemaVersion,actor,correlationId,masked,erased,payload',
    );
    expect(lines).toHaveLength((await history(auditor)).length + 1);
    // The payload is JSON, so it holds commas and quotes: one quoted field with quotes doubled.
    const acceptedLine = lines.find((l) => l.includes(',BookingAccepted,'))!;
    expect(acceptedLine).toContain('"{""bookingId"":""');
    expect(acceptedLine).toContain('[masked]');
    expect(text).not.toContain(RESPONSE);
    const json = await auditor.get<BookingHistoryEntry[]>(`/api/admin/bookings/${bookingId}/history.json`);
    expect(json.headers.get('content-disposition')).toBe(
      `attachment; filename="booking-${bookingId}-history.json"`,
    );
    const exported = typeof json.body === 'string' ? JSON.parse(json.body) : json.body;
    expect(exported).toEqual(await history(auditor));

    // Erasure destroys the provider's key; a store opened afterwards (the platform's vault keeps
    // the keys it has used in memory) reads what an erased person leaves behind.
    const vault = new PostgresPersonalDataVault(t.pool, t.config.personalDataMasterKey);
    await vault.erase(provider.userId);
    const store = new PersonalDataProtectingStore(
      new PostgresEventStore({ pool: t.pool, registry: eventSchemaRegistry() }),
      vault,
      allEventDefinitions,
    );
    for (const revealPersonalData of [true, false]) {
      const entries = await bookingHistory({ store }, bookingId, { revealPersonalData });
      expect(entries?.find((e) => e.type === 'BookingAccepted')).toMatchObject({
        payload: { providerResponse: '[erased]' },
        erased: ['providerResponse'],
        masked: [],
      });
    }
  });
});

describe('time travel', () => {
  const stateAt = async (at: string) =>
    auditor.get<BookingStateResponse>(`/api/admin/bookings/${bookingId}/state?at=${encodeURIComponent(at)}`);

  it('replays the booking up to any instant: not there yet, provider_reviewing before acceptance, then confirmed', async () => {
    const events = (await history(auditor)).filter((e) => e.stream === `booking-${bookingId}`);
    const created = events.find((e) => e.type === 'BookingCreated')!;
    const paid = events.find((e) => e.type === 'BookingPaid')!;
    const accepted = events.find((e) => e.type === 'BookingAccepted')!;

    const before = await stateAt(new Date(new Date(created.occurredAt).getTime() - 1).toISOString());
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ exists: false, status: null, eventsApplied: 0, lastEvent: null });

    const reviewing = await stateAt(paid.occurredAt);
    expect(reviewing.body).toMatchObject({
      exists: true,
      status: 'provider_reviewing',
      paymentStatus: 'paid',
      lastEvent: { type: 'BookingPaid', position: paid.position },
    });

    const now = await stateAt(new Date(new Date(accepted.occurredAt).getTime() + 1).toISOString());
    expect(now.body).toMatchObject({
      exists: true,
      status: 'confirmed',
      lastEvent: { type: 'BookingAccepted' },
    });
    expect((await stateAt('2030-01-01T00:00:00Z')).body.escrow?.captured).toBeGreaterThan(0);
    // By position: exact, even for events that share an instant.
    const byPosition = (position: number) =>
      auditor.get<BookingStateResponse>(`/api/admin/bookings/${bookingId}/state?position=${position}`);
    expect((await byPosition(accepted.position - 1)).body.status).toBe('provider_reviewing');
    expect((await byPosition(accepted.position)).body.status).toBe('confirmed');
    expect((await byPosition(0)).body.exists).toBe(false);
    const both = await auditor.get(
      `/api/admin/bookings/${bookingId}/state?position=1&at=2030-01-01T00:00:00Z`,
    );
    expect(both.status).toBe(400);
    // A time zone offset names the same instant.
    const offset = await stateAt('2030-01-01T01:00:00+01:00');
    expect(offset.body).toMatchObject({ at: '2030-01-01T00:00:00.000Z', status: 'confirmed' });
  });
});

describe('the booking’s ledger', () => {
  it('shows its double-entry lines, and debits equal credits', async () => {
    const ledger = await eventually(async () => {
      const res = await auditor.get<{
        lines: { movement: string; amountPence: number }[];
        debitsPence: number;
        creditsPence: number;
        balanced: boolean;
        totalsBalanced: boolean;
        totals: { captured: number; providerPayouts: number } | null;
        problems: string[];
      }>(`/api/admin/bookings/${bookingId}/ledger`);
      return res.body.lines.some((l) => l.movement === 'deposit_released') ? res.body : null;
    }, 'the deposit in the ledger');
    expect(ledger.lines.map((l) => l.movement)).toEqual([
      'captured',
      'captured',
      'deposit_released',
      'deposit_released',
    ]);
    expect(ledger.debitsPence).toBe(ledger.creditsPence);
    expect(ledger).toMatchObject({ balanced: true, totalsBalanced: true, problems: [] });
    expect(ledger.totals!.captured).toBeGreaterThan(0);
    expect(ledger.totals!.providerPayouts).toBeGreaterThan(0);
  });
});

describe('the projections page', () => {
  it('shows every projection’s checkpoint against the head, its status and the latest drift check', async () => {
    const ra = raDataProviderFor(auditor);
    const list = await ra.getList<AdminProjection>('projections', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(list.total).toBeGreaterThan(10);
    expect(list.data.map((p) => p.id)).toContain('ledger');
    const ledger = await eventually(async () => {
      const one = await ra.getOne<AdminProjection>('projections', { id: 'ledger' });
      return one.data.lag === 0 ? one.data : null;
    }, 'the ledger to catch up');
    expect(ledger).toMatchObject({
      status: 'running',
      lastDriftCheck: null,
      tables: ['ledger_entries', 'ledger_bookings', 'ledger_payouts'],
    });
    expect(ledger.checkpoint).toBe(ledger.head);

    await recordDriftCheck(
      t.pool,
      { rowsCompared: 120, differences: [{ table: 'ledger_entries', side: 'live', row: {} }] },
      new Date('2026-06-01T09:30:00Z'),
    );
    const after = await ra.getOne<AdminProjection>('projections', { id: 'ledger' });
    expect(after.data.lastDriftCheck).toEqual({
      checkedAt: '2026-06-01T09:30:00.000Z',
      differences: 1,
      totalDifferences: 1,
      rowsCompared: 120,
      ok: false,
      tables: ['ledger_entries'],
    });
    const users = await ra.getOne<AdminProjection>('projections', { id: 'users' });
    expect(users.data.lastDriftCheck).toMatchObject({ ok: true, differences: 0, totalDifferences: 1 });

    const failing = await ra.getList<AdminProjection>('projections', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'lag', order: 'DESC' },
      filter: { status: 'failed' },
    });
    expect(failing.total).toBe(0);
    expect((await raError(ra.getOne('projections', { id: 'nope' }))).status).toBe(404);
    expect((await customer.get('/api/admin/projections')).status).toBe(403);
    expect((await t.client().get('/api/admin/projections')).status).toBe(401);
    const badSort = await raError(
      ra.getList('projections', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'tables', order: 'ASC' },
        filter: {},
      }),
    );
    expect(badSort.status).toBe(400);
  });
});
