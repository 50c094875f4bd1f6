import { dictionary } from '@zxcvbn-ts/language-common';
import { isEmailAddress, normaliseEmail } from './email';

/**
 * Password rules for every new password (sign-up and password reset; never sign-in); the hash
 * itself lives in the credentials table at the edge, never in events.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;

export const signUpTexts = {
  email: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordIsEmail: 'Your password must not be your e-mail address. Choose one that is harder to guess.',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  firstNameTooLong: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  lastNameTooLong: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
} as const;

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A person's name as typed, trimmed; the text to show when it is missing or too long, else null. */
export function nameError(value: string, field: 'firstName' | 'lastName'): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return signUpTexts[field];
  if (trimmed.length > NAME_MAX_LENGTH)
    return signUpTexts[field === 'firstName' ? 'firstNameTooLong' : 'lastNameTooLong'];
  return null;
}

/** Every field error of the sign-up details (without the password when it is not given); empty when all is well. */
export function accountDetailsFieldErrors(input: Omit<SignUpInput, 'password'>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isEmailAddress(input.email)) errors.email = signUpTexts.email;
  const firstName = nameError(input.firstName, 'firstName');
  if (firstName) errors.firstName = firstName;
  const lastName = nameError(input.lastName, 'lastName');
  if (lastName) errors.lastName = lastName;
  return errors;
}

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Whether the password, lower-cased, is on zxcvbn-ts's list of commonly used passwords (about
 * 49,000, all lower case: "password", "12345678", "qwertyuiop", "iloveyou1"). An exact match
 * only, no strength score, so the same password always gets the same answer. The set is built on
 * first use, not when the module loads.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/**
 * The one rule for a new password (sign-up, password reset), the text to show on the field, or
 * null when it is acceptable: 8 to 128 characters, counted as people see them (an emoji is one
 * character, not two UTF-16 units); not a commonly used password; and, when the account's e-mail
 * is given, neither that address nor its part before the @ (both compared lower-cased).
 * Sign-in never applies it: an account made before a rule tightened must still get in.
 */
export function passwordError(password: string, email?: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return signUpTexts.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return signUpTexts.passwordTooLong;
  if (isCommonPassword(password)) return signUpTexts.passwordTooCommon;
  if (email !== undefined && isOwnEmail(password, email)) return signUpTexts.passwordIsEmail;
  return null;
}

function isOwnEmail(password: string, email: string): boolean {
  const address = normaliseEmail(email);
  const at = address.lastIndexOf('@');
  const typed = password.toLowerCase();
  return typed === address || (at > 0 && typed === address.slice(0, at));
}

/** What the API checks before it hashes a password and sends RegisterAccount. */
export function signUpFieldErrors(input: SignUpInput): Record<string, string> {
  const errors = accountDetailsFieldErrors(input);
  const password = passwordError(input.password, input.email);
  if (password) errors.password = password;
  return errors;
}
