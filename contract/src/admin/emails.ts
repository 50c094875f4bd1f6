import { z } from 'zod';
import { raListQuery } from './list';

export const EMAIL_STATUSES = ['queued', 'sent', 'stored', 'failed'] as const;

/** GET /api/admin/emails: the outbox, newest first; `q` searches recipient and subject. */
export const emailsListQuery = raListQuery(
  ['createdAt', 'sentAt', 'status', 'attempts', 'to'],
  ['createdAt', 'DESC'],
  {
    status: z.enum(EMAIL_STATUSES).optional(),
    to: z.string().max(320).optional(),
    q: z.string().max(200).optional(),
  },
);

export const emailRecord = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Only on getOne: the text the recipient reads, and the attachments' names. */
  body: z.string().optional(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })).optional(),
});
export type EmailRecord = z.infer<typeof emailRecord>;
