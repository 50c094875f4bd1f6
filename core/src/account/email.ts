/**
 * E-mail addresses as the platform handles them: a pragmatic shape check (something@domain.tld,
 * no spaces) rather than full RFC 5322, and one canonical form for uniqueness and sign-in.
 */
export const MAX_EMAIL_LENGTH = 254;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isEmailAddress = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL.test(trimmed);
};

/**
 * Trimmed and lower-cased. Mail providers treat the local part case-insensitively in practice,
 * and people do not remember how they capitalised their address when they signed up.
 */
export const normaliseEmail = (value: string): string => value.trim().toLowerCase();
