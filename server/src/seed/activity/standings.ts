import { standingDecider } from '@esm/core/standing/decider';
import { standingStream } from '@esm/core/standing/events';
import { type Activity, SYSTEM } from './context';

/** Standings besides the provider warned in chat: one on a final warning (restricted), one suspended. */
export async function seedStandings(a: Activity): Promise<void> {
  const { rng, providers, now } = a;
  for (const [provider, violations] of [
    [providers[17]!, 2],
    [providers[26]!, 3],
  ] as const) {
    for (let v = 0; v < violations; v++) {
      const id = rng.uuid();
      await a.run(
        new Date(now.getTime() - (violations - v) * 60_000),
        standingStream(provider.userId),
        standingDecider,
        {
          type: 'RecordContactSharingViolation',
          actor: SYSTEM,
          userId: provider.userId,
          violationId: id,
          chatRoomId: rng.uuid(),
          chatMessageId: id,
          senderRole: 'provider',
          kinds: ['email'],
          detectedContent: 'bookings at example dot co dot uk',
        },
      );
    }
  }
}
