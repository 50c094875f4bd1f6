import { type ExpectedVersion, WrongExpectedVersionError } from './port';

/** Version of the last event of a stream, as the port names it ('no_stream' when it has none). */
export type CurrentVersion = number | 'no_stream';

export const currentVersionOf = (lastVersion: number | null | undefined): CurrentVersion =>
  lastVersion === null || lastVersion === undefined || lastVersion < 0 ? 'no_stream' : lastVersion;

/** Throws WrongExpectedVersionError unless the stream is where the caller expected it to be. */
export function assertExpectedVersion(
  stream: string,
  expected: ExpectedVersion,
  actual: CurrentVersion,
): void {
  if (expected === 'any' || expected === actual) return;
  throw new WrongExpectedVersionError(stream, expected, actual);
}

/** The version the next event of a stream gets. */
export const nextVersionAfter = (actual: CurrentVersion): number => (actual === 'no_stream' ? 0 : actual + 1);
