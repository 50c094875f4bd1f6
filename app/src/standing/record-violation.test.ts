import { CommandBus } from '@esm/core/eventstore/command-bus';
import { InMemoryEventStore } from '@esm/core/eventstore/memory/in-memory-event-store';
import { describe, expect, it } from 'vitest';
import { recordContactSharingViolation } from './record-violation';

const now = new Date('2026-06-01T09:00:00.000Z');
const clock = { now: () => now };
const refusal = {
  roomId: 'room-1',
  messageId: 'message-1',
  senderId: 'user-1',
  senderRole: 'customer' as const,
  kinds: ['phone' as const],
  detectedContent: '07700 900 123',
  message: 'Call me on 07700 900 123',
  refusedAt: now.toISOString(),
};

describe('recording a refused message’s violation, read-your-writes', () => {
  it('waits for the read models to reach the violation the process manager recorded first', async () => {
    const store = new InMemoryEventStore({ clock });
    const waitedFor: number[] = [];
    const commands = new CommandBus(store, clock, async (position) => {
      waitedFor.push(position);
      return true;
    });
    // The process manager got there first, without waiting for the read models.
    const first = await recordContactSharingViolation(commands, refusal, {
      correlationId: 'job',
      readYourWrites: false,
    });
    expect(first.lastPosition).toBeGreaterThan(0);
    expect(waitedFor).toEqual([]);

    // The chat route's own call appends nothing, but must still answer only once it is visible.
    const second = await recordContactSharingViolation(commands, refusal, {
      correlationId: 'request',
      store,
    });
    expect(second.events).toEqual([]);
    expect(waitedFor).toEqual([first.lastPosition]);
  });
});
