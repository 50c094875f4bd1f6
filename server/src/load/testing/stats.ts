/**
 * What the load run counts, per kind of request: answers by status, latencies, and requests that
 * got no answer at all (timed out or lost with their connection).
 */

export const KINDS = [
  'home',
  'categories',
  'search',
  'service',
  'reviews',
  'provider',
  'provider-services',
  'chat-rooms',
  'chat-messages',
  'checkout-day',
  'checkout-intent',
  'checkout-card',
  'checkout-confirm',
] as const;
export type Kind = (typeof KINDS)[number];

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export interface KindSummary {
  kind: Kind;
  requests: number;
  requestsPerSecond: number;
  latencyMs: LatencySummary;
  /** Answers by status code, every status (2xx included). */
  statuses: Record<string, number>;
  non2xx: number;
  /** Sent but never answered: timed out, or the connection broke under it. */
  unanswered: number;
}

/** Nearest-rank percentile of an ascending list; 0 for an empty one. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export function summariseLatencies(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const sum = sorted.reduce((total, ms) => total + ms, 0);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    mean: round(sorted.length === 0 ? 0 : sum / sorted.length),
  };
}

class KindCounter {
  readonly latencies: number[] = [];
  readonly statuses = new Map<number, number>();
  unanswered = 0;
}

export class Recorder {
  private readonly kinds = new Map<Kind, KindCounter>();
  /** Set once the measured window starts: answers before it (the first requests) still count. */
  private counting = true;

  private counter(kind: Kind): KindCounter {
    let counter = this.kinds.get(kind);
    if (!counter) {
      counter = new KindCounter();
      this.kinds.set(kind, counter);
    }
    return counter;
  }

  stop(): void {
    this.counting = false;
  }

  answered(kind: Kind, status: number, latencyMs: number): void {
    if (!this.counting) return;
    const counter = this.counter(kind);
    counter.latencies.push(latencyMs);
    counter.statuses.set(status, (counter.statuses.get(status) ?? 0) + 1);
  }

  unanswered(kind: Kind): void {
    if (!this.counting) return;
    this.counter(kind).unanswered += 1;
  }

  /** Answers so far with a 5xx status, for the progress line. */
  serverErrors(): number {
    let count = 0;
    for (const counter of this.kinds.values())
      for (const [status, n] of counter.statuses) if (status >= 500) count += n;
    return count;
  }

  total(): number {
    let count = 0;
    for (const counter of this.kinds.values()) count += counter.latencies.length;
    return count;
  }

  summary(durationSeconds: number): KindSummary[] {
    return KINDS.filter((kind) => this.kinds.has(kind)).map((kind) => {
      const counter = this.kinds.get(kind)!;
      const statuses: Record<string, number> = {};
      let non2xx = 0;
      for (const [status, n] of [...counter.statuses].sort(([a], [b]) => a - b)) {
        statuses[String(status)] = n;
        if (status < 200 || status >= 300) non2xx += n;
      }
      return {
        kind,
        requests: counter.latencies.length,
        requestsPerSecond: Math.round((counter.latencies.length / durationSeconds) * 10) / 10,
        latencyMs: summariseLatencies(counter.latencies),
        statuses,
        non2xx,
        unanswered: counter.unanswered,
      };
    });
  }
}
