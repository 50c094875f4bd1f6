/**
 * Whether a string of digits is shaped like a telephone number.
 * - uk-number: 0 then 9 or 10 digits (01/02 landlines, 03, 07 mobiles, 08); 44 with or without
 *   the (0); or a mobile written without its leading 0 (7 then 9 digits).
 * - international: after a "+" any 10 to 15 digits (E.164 allows 15); after the 00 exit code
 *   a country code and number of 11 to 15 digits in all.
 */
export type PhoneShape = 'uk-number' | 'international';

const UK_NATIONAL = /^0[1-9]\d{8,9}$/;
const UK_WITH_COUNTRY_CODE = /^440?[1-9]\d{8,9}$/;
const UK_MOBILE_WITHOUT_ZERO = /^7\d{9}$/;
const AFTER_PLUS = /^[1-9]\d{9,14}$/;
const AFTER_EXIT_CODE = /^00[1-9]\d{8,12}$/;

export const MIN_PHONE_DIGITS = 10;
export const MAX_PHONE_DIGITS = 15;

export function phoneShape(digits: string, afterPlus: boolean): PhoneShape | null {
  // Every shape without a plus starts with 0, 44 or 7: most digit strings fail here, cheaply.
  if (!afterPlus && !'047'.includes(digits.charAt(0))) return null;
  if (UK_NATIONAL.test(digits) || UK_WITH_COUNTRY_CODE.test(digits) || UK_MOBILE_WITHOUT_ZERO.test(digits)) {
    return 'uk-number';
  }
  if (afterPlus ? AFTER_PLUS.test(digits) : AFTER_EXIT_CODE.test(digits)) return 'international';
  return null;
}
