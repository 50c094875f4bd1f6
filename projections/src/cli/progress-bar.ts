import { SingleBar } from 'cli-progress';
import type { ProgressReporter } from '../runner/catch-up';

export interface ProgressOptions {
  /** Where to draw (default stderr: stdout stays for the report). */
  stream?: NodeJS.WritableStream & { isTTY?: boolean };
  /** Milliseconds since some origin (default performance.now); tests pass their own. */
  now?: () => number;
  /** Without a terminal: at most one line per this many milliseconds, plus the last (default 5 s). */
  lineEveryMs?: number;
}

/**
 * Progress of a replay: on a terminal a bar with events done / total, events per second and the
 * time left; otherwise (a log file, CI) a plain line every few seconds with the same figures, so
 * the log is readable and not flooded. Returns the reporter and a stop.
 */
export function progressBar(
  label: string,
  options: ProgressOptions = {},
): { onProgress: ProgressReporter; stop(): void } {
  const stream = options.stream ?? process.stderr;
  const now = options.now ?? (() => performance.now());
  const lineEveryMs = options.lineEveryMs ?? 5_000;
  let first: { at: number; done: number } | null = null;
  let lastLineAt = Number.NEGATIVE_INFINITY;
  let last: { done: number; total: number } | null = null;

  const figures = (done: number, total: number) => {
    const elapsed = first ? (now() - first.at) / 1000 : 0;
    const rate = first && elapsed > 0 ? (done - first.done) / elapsed : 0;
    const eta = rate > 0 ? Math.max(0, Math.ceil((total - done) / rate)) : null;
    return { rate: Math.round(rate), eta: eta === null ? '?' : formatSeconds(eta) };
  };

  if (!stream.isTTY) {
    const line = (done: number, total: number) => {
      const { rate, eta } = figures(done, total);
      const percent = total > 0 ? Math.floor((100 * done) / total) : 100;
      stream.write(`${label}: ${done}/${total} events (${percent}%), ${rate} events/s, ETA ${eta}\n`);
      lastLineAt = now();
    };
    return {
      onProgress(done, total) {
        first ??= { at: now(), done };
        last = { done, total };
        if (now() - lastLineAt >= lineEveryMs) line(done, total);
      },
      stop() {
        // The final figures, unless they were just printed.
        if (last && lastLineAt < now()) line(last.done, last.total);
        last = null;
      },
    };
  }

  const bar = new SingleBar({
    format: `${label} [{bar}] {percentage}% | {value}/{total} events | {rate} events/s | ETA {left}`,
    stream,
    hideCursor: true,
  });
  let started = false;
  return {
    onProgress(done, total) {
      first ??= { at: now(), done };
      const size = Math.max(total, 1);
      const { rate, eta } = figures(done, total);
      if (!started) {
        bar.start(size, 0, { rate, left: eta });
        started = true;
      }
      bar.setTotal(size);
      bar.update(Math.min(done, size), { rate, left: eta });
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}

function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
}
