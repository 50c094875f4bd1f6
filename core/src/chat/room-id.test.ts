import { describe, expect, it } from 'vitest';
import { UUID_PATTERN } from '../kernel/ids';
import { chatRoomIdFor } from './room-id';

describe('chat room id: later openings use the same room', () => {
  const parts = { customerId: 'u-client', providerId: 'p1', serviceId: 's1' };

  it('is the same uuid for the same client, provider and service', () => {
    expect(chatRoomIdFor(parts)).toBe(chatRoomIdFor({ ...parts }));
    expect(chatRoomIdFor(parts)).toMatch(UUID_PATTERN);
  });

  it('differs when any of the three differs', () => {
    const id = chatRoomIdFor(parts);
    expect(chatRoomIdFor({ ...parts, customerId: 'u-other' })).not.toBe(id);
    expect(chatRoomIdFor({ ...parts, providerId: 'p2' })).not.toBe(id);
    expect(chatRoomIdFor({ ...parts, serviceId: 's2' })).not.toBe(id);
  });

  it('cannot be confused by ids that run into each other', () => {
    expect(chatRoomIdFor({ customerId: 'a', providerId: 'bc', serviceId: 'd' })).not.toBe(
      chatRoomIdFor({ customerId: 'ab', providerId: 'c', serviceId: 'd' }),
    );
  });
});
