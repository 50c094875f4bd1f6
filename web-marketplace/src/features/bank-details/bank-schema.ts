import { z } from 'zod';

/**
 * 001 §5 with its texts: account number exactly 8 digits, sort code exactly 6 digits without
 * spaces or hyphens. The inputs also stop at 8 and 6 characters.
 */
export const bankDetailsSchema = z.object({
  bankAccountHolderName: z.string().trim().min(1, 'Account holder name is required'),
  bankAccountNumber: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!/^\d*$/.test(value)) ctx.addIssue({ code: 'custom', message: 'Account number must be 8 digits' });
      else if (value.length < 8)
        ctx.addIssue({ code: 'custom', message: 'Account number must be at least 8 digits' });
      else if (value.length > 8)
        ctx.addIssue({ code: 'custom', message: 'Account number must be exactly 8 digits' });
    }),
  bankSortCode: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: 'Sort code is required' });
      else if (!/^\d*$/.test(value))
        ctx.addIssue({ code: 'custom', message: 'Sort code must be 6 digits (no spaces or hyphens)' });
      else if (value.length !== 6)
        ctx.addIssue({ code: 'custom', message: 'Sort code must be exactly 6 digits' });
    }),
  bankName: z.string().trim().min(1, 'Bank name is required'),
});

export type BankDetailsValues = z.input<typeof bankDetailsSchema>;
