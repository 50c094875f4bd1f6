import { describe, expect, it } from 'vitest';
import { bankDetailsSchema, bankNumberInput, bankNumberInsert } from './bank-schema';

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
  it('inserts pasted or typed text with separators itself, so the inputs’ maxLength cannot cut it short', () => {
    // "20-00-00" pasted into an empty sort code (maxLength 6): all six digits, caret at the end.
    expect(bankNumberInsert('', 0, 0, '20-00-00', 6)).toEqual({ value: '200000', caret: 6 });
    // Over a selection, and in the middle: the separators go, the digits stay where they were put.
    expect(bankNumberInsert('123456', 0, 6, '20 00 00', 6)).toEqual({ value: '200000', caret: 6 });
    expect(bankNumberInsert('3192', 2, 2, '-68 ', 8)).toEqual({ value: '316892', caret: 4 });
    // A space typed after "20": nothing to insert.
    expect(bankNumberInsert('20', 2, 2, ' ', 6)).toEqual({ value: '20', caret: 2 });
    // Still no more than the input holds.
    expect(bankNumberInsert('', 0, 0, '20-00-001', 6)).toEqual({ value: '200000', caret: 6 });
    // Letters stay, for the schema to refuse with the spec's text.
    expect(bankNumberInsert('', 0, 0, '12-34-ab', 6)).toEqual({ value: '1234ab', caret: 6 });
    // Digits alone are the browser's to insert.
    expect(bankNumberInsert('20', 2, 2, '0000', 6)).toBeNull();
  });
});
