import { createHash } from 'node:crypto';

/**
 * The room of a client, a provider and a service always has the same id, so opening the chat
 * again ("later openings use the room") finds the same stream instead of racing to
 * create a second one. The id is a name-based UUID (version 5 layout, SHA-256 digest).
 */
export function chatRoomIdFor(input: { customerId: string; providerId: string; serviceId: string }): string {
  const name = ['chat-room', input.customerId, input.providerId, input.serviceId].join('\u0000');
  const bytes = createHash('sha256').update(name).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
