import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { progressBar } from './progress-bar';

function capture(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    }),
    { isTTY },
  );
  return { stream, text: () => chunks.join('') };
}

describe('the replay progress', () => {
  it('without a terminal prints a plain line every few seconds with rate and time left, and the last figures', () => {
    const out = capture(false);
    let clock = 0;
    const progress = progressBar('rebuilding read models', {
      stream: out.stream,
      now: () => clock,
      lineEveryMs: 5_000,
    });
    progress.onProgress(0, 1_000_000);
    for (let second = 1; second <= 12; second++) {
      clock = second * 1000;
      progress.onProgress(second * 25_000, 1_000_000);
    }
    clock = 12_500;
    progress.onProgress(310_000, 1_000_000);
    progress.stop();
    expect(out.text().trimEnd().split('\n')).toEqual([
      'rebuilding read models: 0/1000000 events (0%), 0 events/s, ETA ?',
      'rebuilding read models: 125000/1000000 events (12%), 25000 events/s, ETA 35 s',
      'rebuilding read models: 250000/1000000 events (25%), 25000 events/s, ETA 30 s',
      'rebuilding read models: 310000/1000000 events (31%), 24800 events/s, ETA 28 s',
    ]);
  });

  it('on a terminal draws a bar with events done, events per second and time left', () => {
    const out = capture(true);
    let clock = 0;
    const progress = progressBar('rebuild', { stream: out.stream, now: () => clock });
    progress.onProgress(0, 200_000);
    clock = 2000;
    progress.onProgress(50_000, 200_000);
    progress.stop();
    expect(out.text()).toContain('50000/200000 events | 25000 events/s | ETA 6 s');
  });
});
