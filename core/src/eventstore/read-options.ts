import type { ReadAllOptions, ReadStreamOptions } from './port';

export const DEFAULT_READ_BATCH = 1000;

/** readAll's options with defaults applied and nonsense refused, the same way for every adapter. */
export function readAllBounds(options: ReadAllOptions | undefined): { fromPosition: number; batch: number } {
  const fromPosition = options?.fromPosition ?? 0;
  const batch = options?.batch ?? DEFAULT_READ_BATCH;
  if (!Number.isSafeInteger(fromPosition) || fromPosition < 0) {
    throw new RangeError('fromPosition must be a non-negative integer');
  }
  if (!Number.isSafeInteger(batch) || batch < 1) throw new RangeError('batch must be a positive integer');
  return { fromPosition, batch };
}

/** readStream's first version (inclusive). */
export function readStreamFrom(options: ReadStreamOptions | undefined): number {
  const from = options?.from ?? 0;
  if (!Number.isSafeInteger(from) || from < 0) throw new RangeError('from must be a non-negative integer');
  return from;
}
