import { isEmailAddress } from './email';

/** Password rules for sign-up; the hash itself lives in the credentials table at the edge, never in events. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;

export const signUpTexts = {
  email: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
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

/**
 * What the API checks before it hashes a password and sends RegisterAccount. The length counts
 * characters as people see them, so an emoji is one character, not two UTF-16 units.
 */
export function signUpFieldErrors(input: SignUpInput): Record<string, string> {
  const errors = accountDetailsFieldErrors(input);
  const length = [...input.password].length;
  if (length < PASSWORD_MIN_LENGTH) errors.password = signUpTexts.passwordTooShort;
  else if (length > PASSWORD_MAX_LENGTH) errors.password = signUpTexts.passwordTooLong;
  return errors;
}
