import { SingleBar } from 'cli-progress';
import type { ProgressReporter } from '../runner/rebuild';

/** A progress bar on stderr (stdout stays for the report); returns the reporter and a stop. */
export function progressBar(label: string): { onProgress: ProgressReporter; stop(): void } {
  const bar = new SingleBar({
    format: `${label} [{bar}] {percentage}% | {value}/{total} events`,
    stream: process.stderr,
    hideCursor: true,
    noTTYOutput: true,
    notTTYSchedule: 1000,
  });
  let started = false;
  return {
    onProgress(done, total) {
      if (!started) {
        bar.start(Math.max(total, 1), 0);
        started = true;
      }
      bar.setTotal(Math.max(total, 1));
      bar.update(Math.min(done, Math.max(total, 1)));
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
