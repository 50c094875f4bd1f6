import { z } from 'zod';

/** Spaces and hyphens people write in bank numbers ("20-00-00", "3192 6819"): removed, not refused. */
export const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '');

/** What a bank-number input keeps of what is typed or pasted: no separators, at most `digits` characters. */
export const bankNumberInput = (value: string, digits: number) => withoutSeparators(value).slice(0, digits);

/** The spec's input lengths: an account number's and a sort code's digits. */
export const ACCOUNT_NUMBER_DIGITS = 8;
export const SORT_CODE_DIGITS = 6;

/**
 * Text typed, pasted or dropped into a bank-number input, over the selection from `start` to
 * `end`: what the input then holds, and where the caret goes. The inputs have a maxLength of
 * `digits`, which the browser applies to the text as it is, so a pasted "20-00-00" would be cut to
 * "20-00-" before any clean-up; text with anything but digits is therefore inserted here, without
 * its separators. Null for digits only, which the browser inserts (and stops at maxLength) itself.
 */
export function bankNumberInsert(
  value: string,
  start: number,
  end: number,
  text: string,
  digits: number,
): { value: string; caret: number } | null {
  if (/^\d*$/.test(text)) return null;
  const before = value.slice(0, start) + text;
  const next = bankNumberInput(before + value.slice(end), digits);
  return { value: next, caret: Math.min(bankNumberInput(before, digits).length, next.length) };
}

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
