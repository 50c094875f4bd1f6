/** UK bank details for payouts (the bank details screen and its rules). */
export interface BankDetailsInput {
  bankAccountHolderName: string;
  bankAccountNumber: string;
  bankSortCode: string;
  bankName: string;
}

export type BankDetails = BankDetailsInput;

export const HOLDER_NAME_MAX_LENGTH = 100;
export const BANK_NAME_MAX_LENGTH = 100;

/** The spec's texts; the spec lists three for the account number, and each is used for its own case. */
export const bankDetailsTexts = {
  holderName: 'Account holder name is required',
  holderNameTooLong: `Account holder name must be at most ${HOLDER_NAME_MAX_LENGTH} characters`,
  accountNumberRequired: 'Account number is required',
  accountNumberTooShort: 'Account number must be at least 8 digits',
  accountNumberTooLong: 'Account number must be exactly 8 digits',
  accountNumberDigits: 'Account number must be 8 digits',
  sortCodeRequired: 'Sort code is required',
  sortCodeDigits: 'Sort code must be 6 digits (no spaces or hyphens)',
  sortCodeLength: 'Sort code must be exactly 6 digits',
  bankName: 'Bank name is required',
  bankNameTooLong: `Bank name must be at most ${BANK_NAME_MAX_LENGTH} characters`,
} as const;

function accountNumberError(value: string): string | null {
  if (value === '') return bankDetailsTexts.accountNumberRequired;
  if (!/^\d+$/.test(value)) return bankDetailsTexts.accountNumberDigits;
  if (value.length < 8) return bankDetailsTexts.accountNumberTooShort;
  if (value.length > 8) return bankDetailsTexts.accountNumberTooLong;
  return null;
}

function sortCodeError(value: string): string | null {
  if (value === '') return bankDetailsTexts.sortCodeRequired;
  // The spec asks for the bare digits; "12-34-56" is refused with a text that says why.
  if (!/^\d+$/.test(value)) return bankDetailsTexts.sortCodeDigits;
  if (value.length !== 6) return bankDetailsTexts.sortCodeLength;
  return null;
}

export type BankDetailsCheck =
  | { ok: true; details: BankDetails }
  | { ok: false; fieldErrors: Record<string, string> };

export function checkBankDetails(input: BankDetailsInput): BankDetailsCheck {
  const details: BankDetails = {
    bankAccountHolderName: input.bankAccountHolderName.trim(),
    bankAccountNumber: input.bankAccountNumber.trim(),
    bankSortCode: input.bankSortCode.trim(),
    bankName: input.bankName.trim(),
  };
  const fieldErrors: Record<string, string> = {};
  if (details.bankAccountHolderName === '') fieldErrors.bankAccountHolderName = bankDetailsTexts.holderName;
  else if (details.bankAccountHolderName.length > HOLDER_NAME_MAX_LENGTH)
    fieldErrors.bankAccountHolderName = bankDetailsTexts.holderNameTooLong;
  const accountNumber = accountNumberError(details.bankAccountNumber);
  if (accountNumber) fieldErrors.bankAccountNumber = accountNumber;
  const sortCode = sortCodeError(details.bankSortCode);
  if (sortCode) fieldErrors.bankSortCode = sortCode;
  if (details.bankName === '') fieldErrors.bankName = bankDetailsTexts.bankName;
  else if (details.bankName.length > BANK_NAME_MAX_LENGTH)
    fieldErrors.bankName = bankDetailsTexts.bankNameTooLong;
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, details };
}

export const sameBankDetails = (a: BankDetails, b: BankDetails): boolean =>
  a.bankAccountHolderName === b.bankAccountHolderName &&
  a.bankAccountNumber === b.bankAccountNumber &&
  a.bankSortCode === b.bankSortCode &&
  a.bankName === b.bankName;
