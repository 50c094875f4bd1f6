/**
 * The quote form's UK postcode check: 1–2 letters, a digit, an optional letter or digit,
 * an optional space, a digit, 2 letters, case-insensitive. Kept local to the quote because it is
 * the spec's form rule, not the full postcode lookup.
 */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/i;

export const isQuotePostcode = (text: string): boolean => UK_POSTCODE.test(text.trim());

/** Stored as the form shows it: upper case, without surrounding spaces. */
export const normaliseQuotePostcode = (text: string): string => text.trim().toUpperCase();
