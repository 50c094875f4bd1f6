import { z } from 'zod';
import { line, text } from './common';

/** GET /api/auth/user (401 when signed out); also the answer of signup, login and complete-profile. */
export const userResponse = z.object({
  id: z.string(),
  /** Null once the account has been erased. */
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  isProfileComplete: z.boolean(),
  /** e.g. ['client'], ['client', 'provider']; back-office roles may also appear. */
  roles: z.array(z.string()),
});
export type User = z.infer<typeof userResponse>;

/** POST /api/auth/signup (409 when the e-mail is taken). */
export const signUpBody = z.object({
  email: text(254),
  password: z.string().max(128, 'Password must be at most 128 characters'),
  firstName: line(100),
  lastName: line(100),
});
export type SignUpRequest = z.input<typeof signUpBody>;

/** POST /api/auth/login (401 on wrong credentials). */
export const loginBody = z.object({ email: text(254), password: z.string().max(128) });
export type SignInRequest = z.input<typeof loginBody>;

/** PUT /api/auth/complete-profile. */
export const profileBody = z.object({
  firstName: line(100),
  lastName: line(100),
  phoneNumber: text(40),
  address: text(300),
  postcode: text(10),
});
export type CompleteProfileRequest = z.input<typeof profileBody>;

/** GET /api/login: full-page navigation to the sign-in page. */
export const loginPageQuery = z.object({
  returnTo: z.string().max(500).optional(),
  mode: z.enum(['signin', 'signup', 'provider']).optional(),
});

/** POST /api/auth/forgot-password: always 202 with the same text, known address or not. */
export const forgotPasswordBody = z.object({ email: text(254) });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordBody>;
export const forgotPasswordResponse = z.object({ message: z.string() });

/** POST /api/auth/reset-password: the user id and token from the e-mailed link, and the new password. */
export const resetPasswordBody = z.object({
  userId: z.string().max(64),
  token: z.string().max(128),
  password: z.string().max(128, 'Password must be at most 128 characters'),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordBody>;

/** POST /api/account/close: the current password confirms it is really the owner. */
export const closeAccountBody = z.object({ password: z.string().max(128) });
export type CloseAccountRequest = z.input<typeof closeAccountBody>;
export const closeAccountResponse = z.object({ closedAt: z.string(), erasureDueAt: z.string() });
export type ClosedAccount = z.infer<typeof closeAccountResponse>;
