import { describe, expect, it } from 'vitest';
import { bankDetailsSchema, bankNumberInput } from './bank-schema';

const valid = {
  bankAccountHolderName: 'Northern Stageworks Ltd',
  bankAccountNumber: '31926819',
  bankSortCode: '601613',
  bankName: 'Barclays',
};

const errorFor = (field: keyof typeof valid, value: string) => {
  const result = bankDetailsSchema.safeParse({ ...valid, [field]: value });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('bank details rules', () => {
  it('accepts 8 and 6 digits', () => {
    expect(bankDetailsSchema.safeParse(valid).success).toBe(true);
  });
  it('gives the spec text for each way an account number can be wrong', () => {
    expect(errorFor('bankAccountNumber', '1234')).toBe('Account number must be at least 8 digits');
    expect(errorFor('bankAccountNumber', '123456789')).toBe('Account number must be exactly 8 digits');
    expect(errorFor('bankAccountNumber', '1234x678')).toBe('Account number must be 8 digits');
  });
  it('removes the separators people write, and keeps the digits', () => {
    const parsed = bankDetailsSchema.parse({
      ...valid,
      bankSortCode: '60-16-13',
      bankAccountNumber: '3192 6819',
    });
    expect(parsed).toMatchObject({ bankSortCode: '601613', bankAccountNumber: '31926819' });
    expect(bankNumberInput('20-00-00', 6)).toBe('200000');
    expect(bankNumberInput('20 00 001', 6)).toBe('200000');
  });
  it('gives the spec text for each way a sort code can be wrong', () => {
    expect(errorFor('bankSortCode', '')).toBe('Sort code is required');
    expect(errorFor('bankSortCode', '60.16.13')).toBe('Sort code must be 6 digits (no spaces or hyphens)');
    expect(errorFor('bankSortCode', '6016')).toBe('Sort code must be exactly 6 digits');
  });
});
