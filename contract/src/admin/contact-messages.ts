import { z } from 'zod';
import { raListQuery } from './list';

const CATEGORIES = [
  'general',
  'booking',
  'provider',
  'payment',
  'technical',
  'complaint',
  'callback',
] as const;

/** GET /api/admin/contact-messages: open call-back requests first, then newest. */
export const contactMessagesListQuery = raListQuery(
  ['callbackFirst', 'receivedAt', 'respondBy', 'handledAt'],
  ['callbackFirst', 'DESC'],
  { status: z.enum(['open', 'handled']).optional(), category: z.enum(CATEGORIES).optional() },
);

export const contactMessageRecord = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  category: z.enum(CATEGORIES),
  isCallback: z.boolean(),
  message: z.string(),
  receivedAt: z.string(),
  respondBy: z.string(),
  /** Open and past its reply deadline. */
  overdue: z.boolean(),
  acknowledged: z.boolean(),
  status: z.enum(['open', 'handled']),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecord>;

/** POST /api/admin/contact-messages/:id/handle, with an optional note of what was done. */
export const handleContactMessageAdminBody = z
  .object({ note: z.string().trim().max(2000).nullish() })
  .nullish();
