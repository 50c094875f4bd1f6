/**
 * The spec's UK postcode pattern: 1–2 letters, a digit, an optional letter or digit,
 * an optional space, a digit and 2 letters, any case. The server checks it again.
 */
export const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

export const POSTCODE_MAX_LENGTH = 8;

export const isUkPostcode = (value: string) => UK_POSTCODE.test(value.trim());

/** Postcode inputs upper-case as the person types and keep to 8 characters. */
export const postcodeInput = (value: string) => value.toUpperCase().slice(0, POSTCODE_MAX_LENGTH);
