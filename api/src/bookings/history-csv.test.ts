import type { BookingHistoryEntry } from '@esm/contract/admin/bookings';
import { describe, expect, it } from 'vitest';
import { csvField, historyCsv } from './history-csv';

const entry = (payload: Record<string, unknown>): BookingHistoryEntry => ({
  id: 'e1',
  position: 7,
  stream: 'booking-b1',
  version: 2,
  type: 'BookingAccepted',
  schemaVersion: 1,
  occurredAt: '2026-06-01T09:00:00.000Z',
  actor: { kind: 'user', userId: 'u1', role: 'provider', name: null, label: 'provider u1' },
  correlationId: 'c1',
  payload,
  masked: ['providerResponse'],
  erased: [],
});

describe('the history as CSV', () => {
  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(42)).toBe('42');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from running a text as a formula, but leaves negative numbers alone', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+44 20')).toBe("'+44 20");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });

  it('writes a header and one row per event, the payload as JSON in one field', () => {
    const csv = historyCsv([entry({ bookingId: 'b1', providerResponse: '[masked]', note: 'a, "b"' })]);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(
      'position,occurredAt,stream,version,type,schemaVersion,actor,correlationId,masked,erased,payload',
    );
    expect(row).toBe(
      '7,2026-06-01T09:00:00.000Z,booking-b1,2,BookingAccepted,1,provider u1,c1,providerResponse,,' +
        '"{""bookingId"":""b1"",""providerResponse"":""[masked]"",""note"":""a, \\""b\\""""}"',
    );
    expect(end).toBe('');
  });
});
