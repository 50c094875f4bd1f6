import type { RecordedEvent } from '@esm/core/eventstore/port';
import { ERASED } from '@esm/core/kernel/events';
import { describe, expect, it } from 'vitest';
import { historyEntry, MASKED } from './booking-history';

const accepted = (providerResponse: string | null): RecordedEvent => ({
  eventId: 'e1',
  stream: 'booking-b1',
  version: 2,
  globalPosition: 40,
  type: 'BookingAccepted',
  schemaVersion: 1,
  occurredAt: new Date('2026-06-01T09:00:00Z'),
  data: {
    bookingId: 'b1',
    providerUserId: 'u1',
    providerResponse,
    providerRespondedAt: '2026-06-01T09:00:00Z',
  },
  metadata: { actor: { kind: 'user', userId: 'u1', role: 'provider' }, correlationId: 'c1' },
});

describe('an event as the audit shows it', () => {
  it('masks the fields its definition marks personal for a reader who may not see them', () => {
    const entry = historyEntry(accepted('See you at nine'), { revealPersonalData: false });
    expect(entry.payload).toMatchObject({ bookingId: 'b1', providerUserId: 'u1', providerResponse: MASKED });
    expect(entry).toMatchObject({ masked: ['providerResponse'], erased: [], position: 40, version: 2 });
    expect(entry.actor).toEqual({
      kind: 'user',
      userId: 'u1',
      role: 'provider',
      name: null,
      label: 'provider u1',
    });
  });

  it('shows them to a reader who may, and marks an erased person erased for everyone', () => {
    expect(historyEntry(accepted('See you at nine'), { revealPersonalData: true })).toMatchObject({
      payload: { providerResponse: 'See you at nine' },
      masked: [],
    });
    for (const revealPersonalData of [true, false]) {
      expect(historyEntry(accepted(ERASED), { revealPersonalData })).toMatchObject({
        payload: { providerResponse: ERASED },
        masked: [],
        erased: ['providerResponse'],
      });
    }
  });

  it('leaves an empty personal field and events without personal data as they are', () => {
    expect(historyEntry(accepted(null), { revealPersonalData: false })).toMatchObject({
      payload: { providerResponse: null },
      masked: [],
    });
    const paid = { ...accepted(null), type: 'BookingPaid', data: { bookingId: 'b1', paymentId: 'p1' } };
    const entry = historyEntry(
      { ...paid, metadata: { actor: { kind: 'system', name: 'money-worker' }, correlationId: 'job' } },
      { revealPersonalData: false },
    );
    expect(entry).toMatchObject({ payload: { bookingId: 'b1', paymentId: 'p1' }, masked: [] });
    expect(entry.actor.label).toBe('system: money-worker');
  });
});
