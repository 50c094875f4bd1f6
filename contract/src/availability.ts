import { z } from 'zod';

/** GET /api/services/{id}/days/{date}: whether the service can still be had that day. */
export const serviceDayParams = z.object({
  id: z.uuid('Not a valid id'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a valid date.'),
});

export const serviceDayResponse = z.object({
  date: z.string(),
  /** booked, blocked (the provider's day off) or held (someone is paying for it right now). */
  status: z.enum(['free', 'booked', 'blocked', 'held']),
  available: z.boolean(),
  /** "<service> is already booked on <day>" when it is not available; null when it is. */
  message: z.string().nullable(),
});
export type ServiceDay = z.infer<typeof serviceDayResponse>;
