import { z } from 'zod';

/**
 * Bounded texts for back-office forms, as the marketplace's contract bounds them (the contract's
 * lint rule keeps admin/ to its own folder and zod).
 */
export const boundedText = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const NOT_IN_A_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** A one-line text (a name): no control characters, line breaks or direction overrides. */
export const boundedLine = (max: number) =>
  boundedText(max).refine((value) => !NOT_IN_A_LINE.test(value), 'Text must not contain control characters');
