import { createHash } from 'node:crypto';

/**
 * The alert id of one incident: the same provider and rule key always give the same id, so the
 * process manager can evaluate the rules as often as it likes and each incident is raised once
 * (raising an existing alert appends nothing). A name-based UUID (version 5 layout, SHA-256).
 */
export function fraudAlertIdFor(providerId: string, dedupKey: string): string {
  const bytes = createHash('sha256')
    .update(['fraud-alert', providerId, dedupKey].join('\u0000'))
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
