import { z } from 'zod';
import { money } from '../http/schemas';

/** The PaymentSetup of the web app's contract (web-marketplace/src/api/types.ts). */
export const paymentSetupResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: money,
  gateway: z.enum(['simulated', 'stripe']),
  publishableKey: z.string().optional(),
});
export type PaymentSetupJson = z.infer<typeof paymentSetupResponse>;

export const confirmBody = z.object({ paymentIntentId: z.string().min(1).max(200) });
