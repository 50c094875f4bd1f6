import { z } from 'zod';
import { raListQuery } from './list';

/** GET /api/admin/disputes: open first, the oldest first among them. */
export const adminDisputesListQuery = raListQuery(
  ['priority', 'raisedAt', 'status', 'totalAmount', 'businessName'],
  ['priority', 'ASC'],
  {
    status: z.enum(['open', 'resolved']).optional(),
    providerId: z.uuid('Not a valid provider id').optional(),
  },
);

/** A dispute on a booking; its id is the booking's id. Money in pence. */
export const adminDispute = z.object({
  id: z.string(),
  bookingId: z.string(),
  customerId: z.string(),
  customerName: z.string().nullable(),
  providerId: z.string().nullable(),
  businessName: z.string().nullable(),
  totalAmount: z.number().int().nullable(),
  depositAmount: z.number().int().nullable(),
  bookingStatus: z.string().nullable(),
  eventDate: z.string().nullable(),
  reason: z.string(),
  status: z.enum(['open', 'resolved']),
  outcome: z.enum(['release_to_provider', 'refund_in_full', 'refund_in_part']).nullable(),
  refundAmount: z.number().int(),
  notes: z.string().nullable(),
  raisedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type AdminDispute = z.infer<typeof adminDispute>;

/** POST /api/admin/disputes/:id/resolve. `refundAmount` in pence, only for a refund in part. */
export const adminResolveDisputeBody = z
  .object({
    outcome: z.enum(['release_to_provider', 'refund_in_full', 'refund_in_part'], {
      error: 'Please choose release to the provider, refund in full or refund in part.',
    }),
    refundAmount: z
      .number({ error: 'The refund must be a whole number of pence.' })
      .int('The refund must be a whole number of pence.')
      .positive('The refund must be more than £0.00.')
      .optional(),
    notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters.').nullish(),
  })
  .strict();
