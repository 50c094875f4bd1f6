import { describe, expect, it } from 'vitest';
import { bookingCalendarFile } from './booking-calendar';

const base = {
  bookingId: '0b7c2f52-1111-4a4a-9999-123456789abc',
  title: 'Bouncy castle hire',
  description: 'Booking with Test Events Ltd',
  startsAt: '2026-07-04T13:00:00.000Z',
  endsAt: '2026-07-04T17:00:00.000Z',
  sequence: 0,
};
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('booking calendar file (RFC 5545)', () => {
  it('is a VEVENT with a stable UID per booking, UTC start and end, and SEQUENCE 0 on confirmation', () => {
    const file = bookingCalendarFile(base);
    const ics = unfold(file.content);
    expect(file.filename).toBe('booking.ics');
    expect(file.contentType).toMatch(/^text\/calendar/);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:booking-${base.bookingId}@eventhire.uk`);
    expect(ics).toContain('DTSTART:20260704T130000Z');
    expect(ics).toContain('DTEND:20260704T170000Z');
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('SUMMARY:Bouncy castle hire');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('keeps the UID and raises SEQUENCE when the booking changes (cancellation)', () => {
    const first = unfold(bookingCalendarFile(base).content);
    const changed = unfold(bookingCalendarFile({ ...base, sequence: 1, cancelled: true }).content);
    const uid = (s: string) => s.match(/UID:(.*)\r\n/)?.[1];
    expect(uid(changed)).toBe(uid(first));
    expect(changed).toContain('SEQUENCE:1');
    expect(changed).toContain('STATUS:CANCELLED');
    expect(changed).toContain('METHOD:CANCEL');
    expect(uid(bookingCalendarFile({ ...base, bookingId: 'other' }).content)).not.toBe(uid(first));
  });
});
