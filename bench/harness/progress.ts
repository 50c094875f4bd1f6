import cliProgress from 'cli-progress';

/**
 * A progress bar for generating and loading data. On a terminal it redraws in place; in CI (no
 * TTY) it prints a line at the start and the end only, so logs stay short.
 */
export function progressBar(label: string, total: number) {
  const bar = new cliProgress.SingleBar(
    {
      format: `${label.padEnd(36)} [{bar}] {percentage}% {value}/{total} {eta_formatted}`,
      noTTYOutput: false,
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  const tty = process.stdout.isTTY;
  if (tty) bar.start(total, 0);
  else console.log(`${label}: ${total.toLocaleString('en-GB')}…`);
  let done = 0;
  return {
    increment(n = 1) {
      done += n;
      if (tty) bar.update(done);
    },
    update(value: number) {
      done = value;
      if (tty) bar.update(done);
    },
    stop() {
      if (tty) bar.stop();
      else console.log(`${label}: done`);
    },
  };
}

/** One line per step of the run, with the time since the run started. */
const started = Date.now();
export const step = (text: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`);
