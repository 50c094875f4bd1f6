import { z } from 'zod';
import { line, text } from './common';

export const CONTACT_CATEGORIES = [
  'general',
  'booking',
  'provider',
  'payment',
  'technical',
  'complaint',
  'callback',
] as const;
/** The categories the contact form offers; the server checks the category with the form's texts. */
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/**
 * POST /api/contact. Missing fields become empty, so the form's own texts (core's
 * checkContactForm) answer rather than a schema message; the bounds only stop megabyte bodies.
 */
const field = (max: number) => text(max).optional().default('');
export const contactBody = z.object({
  name: line(1000).optional().default(''),
  email: field(1000),
  subject: field(1000),
  category: field(50),
  message: field(20_000),
});
export type ContactRequest = z.input<typeof contactBody>;

export const contactReceivedResponse = z.object({ id: z.string() });
