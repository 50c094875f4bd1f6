import { z } from 'zod';

/**
 * What every area of the HTTP contract shares. Conventions: money is a decimal string in pounds
 * with two places ("450.00"), never pence; dates and times are ISO 8601 strings; calendar dates a
 * user picks are "YYYY-MM-DD"; ids are uuids.
 */

/** The one error body, documented on every route: 400 bad input, 401 signed out, 403 not allowed,
 * 404 unknown, 409 conflict, 422 refused by a rule. `fieldErrors` keys are the request's field names. */
export const errorBody = z
  .object({
    code: z.string(),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  })
  .describe('Error: a catalogued code, the text to show, and per-field texts for bad input');
export type ApiErrorBody = z.infer<typeof errorBody>;

/** A bounded string: every text field has a ceiling so nobody can post megabytes into a name. */
export const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

/** Refused in one-line text such as names: control characters, line breaks, tabs and bidirectional overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const NOT_IN_A_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const CONTROL_CHARACTERS_TEXT = 'Text must not contain control characters';

/** Whether a one-line text (a name) is free of control, line-break and direction-override characters. */
export const isOneLine = (value: string): boolean => !NOT_IN_A_LINE.test(value);

/** A bounded one-line text (names): no line breaks, tabs or direction overrides either. */
export const line = (max: number) => text(max).refine(isOneLine, CONTROL_CHARACTERS_TEXT);

export const uuidParam = z.object({ id: z.uuid('Not a valid id') });

/** Money as the spec shows it: a decimal string with two places. */
export const money = z.string().regex(/^\d+\.\d{2}$/);
export type Money = z.infer<typeof money>;

/** An ISO 8601 date-time string. */
export type IsoDateTime = string;

export const paymentGateway = z.enum(['simulated', 'stripe']);
export type PaymentGateway = z.infer<typeof paymentGateway>;

export const providerPlan = z.enum(['basic', 'professional', 'enterprise']);
export type ProviderPlan = z.infer<typeof providerPlan>;

export const boostLevel = z.enum(['featured', 'category']);
export type BoostLevel = z.infer<typeof boostLevel>;
