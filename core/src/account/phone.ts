import { isPossiblePhoneNumber } from 'libphonenumber-js';

const PHONE_CHARACTERS = /^\+?[0-9 ()-]+$/;

/**
 * A number someone could dial: digits with the usual separators, and a plausible length for a UK
 * number (or an international one written with +). Deliberately not "valid" in libphonenumber's
 * stricter sense, which refuses Ofcom's drama ranges and brand-new number blocks.
 */
export const isPhoneNumber = (value: string): boolean => {
  const trimmed = value.trim();
  return PHONE_CHARACTERS.test(trimmed) && isPossiblePhoneNumber(trimmed, 'GB');
};
