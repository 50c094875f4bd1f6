import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FeedPage, followFeed } from './feed-subscription';
import type { RecordedEvent } from './port';

const event = (globalPosition: number) => ({ globalPosition, type: 'Thing' }) as RecordedEvent;

/** A source answering the given pages in turn, then empty pages; it never wakes anyone. */
function scriptedSource(pages: FeedPage[]) {
  const readsAt: number[] = [];
  return {
    readsAt,
    source: {
      read: async () => {
        readsAt.push(Date.now());
        return pages.shift() ?? { events: [] };
      },
      onAppended: () => () => {},
    },
  };
}

describe('followFeed', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('given events held back, when no wake-up comes, then reads again within milliseconds, not at the next poll', async () => {
    const { source } = scriptedSource([{ events: [], heldBack: true }, { events: [event(1)] }]);
    const seen: number[] = [];
    const subscription = followFeed(
      source,
      { fromPosition: 0, onEvents: async (events) => void seen.push(...events.map((e) => e.globalPosition)) },
      { pollIntervalMs: 60_000, retryDelayMs: 1_000 },
    );
    await vi.advanceTimersByTimeAsync(5);
    expect(seen).toEqual([1]);
    await subscription.stop();
  });

  it('given events held back for long, then re-reads at a doubling interval capped at the poll interval', async () => {
    const held = Array.from({ length: 10 }, () => ({ events: [], heldBack: true }));
    const { source, readsAt } = scriptedSource(held);
    const subscription = followFeed(
      source,
      { fromPosition: 0, onEvents: async () => {} },
      { pollIntervalMs: 50, retryDelayMs: 1_000 },
    );
    await vi.advanceTimersByTimeAsync(400);
    const gaps = readsAt.slice(1, 10).map((t, i) => t - readsAt[i]!);
    expect(gaps).toEqual([2, 4, 8, 16, 32, 50, 50, 50, 50]);
    await subscription.stop();
  });

  it('given nothing held back, when caught up, then sleeps until the poll interval', async () => {
    const { source, readsAt } = scriptedSource([{ events: [event(1)] }]);
    const subscription = followFeed(
      source,
      { fromPosition: 0, onEvents: async () => {} },
      { pollIntervalMs: 1_000, retryDelayMs: 1_000 },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(readsAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(readsAt).toEqual([0, 1_000]);
    await subscription.stop();
  });
});
