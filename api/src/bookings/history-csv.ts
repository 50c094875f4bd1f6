import type { BookingHistoryEntry } from '@esm/contract/admin/bookings';

const COLUMNS = [
  'position',
  'occurredAt',
  'stream',
  'version',
  'type',
  'schemaVersion',
  'actor',
  'correlationId',
  'masked',
  'erased',
  'payload',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A text starting with = + - @ or a tab is prefixed with an apostrophe, so a spreadsheet shows it
 * rather than running it as a formula (a payload holds what users typed).
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The history as CSV: one row per event, the payload as its JSON text. */
export function historyCsv(history: readonly BookingHistoryEntry[]): string {
  const rows = history.map((e) =>
    [
      e.position,
      e.occurredAt,
      e.stream,
      e.version,
      e.type,
      e.schemaVersion,
      e.actor.label,
      e.correlationId,
      e.masked.join(' '),
      e.erased.join(' '),
      JSON.stringify(e.payload),
    ]
      .map(csvField)
      .join(','),
  );
  return `${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
