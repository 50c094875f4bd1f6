import { createHash, createHmac } from 'node:crypto';

/**
 * The token of a password-reset link. It is derived from the request's id with the platform's
 * signing secret, so the API (which records the request) and the e-mail job (which writes the
 * link) agree on it without it ever being stored: the account stream keeps only its hash, and
 * the job passes nothing but the request id through the job queue.
 */
export const passwordResetToken = (signingSecret: string, requestId: string): string =>
  createHmac('sha256', signingSecret).update(`password-reset:${requestId}`).digest('base64url');

/** What the account stream records and a presented token is compared with. */
export const passwordResetTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** The page the e-mail links to; the user id tells the API which account stream to read. */
export const passwordResetLink = (publicUrl: string, userId: string, token: string): string =>
  `${publicUrl}/reset-password?${new URLSearchParams({ user: userId, token }).toString()}`;
