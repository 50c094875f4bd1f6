import { z } from 'zod';

/** Spaces and hyphens people write in bank numbers ("20-00-00", "3192 6819"): removed, not refused. */
export const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '');

/** What a bank-number input keeps of what is typed or pasted: no separators, at most `digits` characters. */
export const bankNumberInput = (value: string, digits: number) => withoutSeparators(value).slice(0, digits);

/**
 * with its texts: account number exactly 8 digits, sort code exactly 6 digits without
 * spaces or hyphens. Separators are removed (the inputs do it as the user types, the schema again),
 * and the inputs stop at 8 and 6 digits.
 */
export const bankDetailsSchema = z.object({
  bankAccountHolderName: z.string().trim().min(1, 'Account holder name is required'),
  bankAccountNumber: z
    .string()
    .transform(withoutSeparators)
    .superRefine((value, ctx) => {
      if (!/^\d*$/.test(value)) ctx.addIssue({ code: 'custom', message: 'Account number must be 8 digits' });
      else if (value.length < 8)
        ctx.addIssue({ code: 'custom', message: 'Account number must be at least 8 digits' });
      else if (value.length > 8)
        ctx.addIssue({ code: 'custom', message: 'Account number must be exactly 8 digits' });
    }),
  bankSortCode: z
    .string()
    .transform(withoutSeparators)
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
