/** Card fields as people type them: digits grouped in fours, expiry as MM/YY. */
export const cardDigits = (value: string) => value.replace(/\D/g, '').slice(0, 19);

export const formatCardNumber = (value: string) =>
  cardDigits(value)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .trim();

export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface CardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

/** A first check in the browser so people fix typos before a round trip; the gateway decides. */
export function validateCard(fields: CardFields, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(fields.cardNumber);
  if (digits.length < 13) errors.cardNumber = 'Enter the long number on the front of your card';
  const match = /^(\d{2})\/(\d{2})$/.exec(fields.expiry);
  if (!match) {
    errors.expiry = 'Enter the expiry date as MM/YY';
  } else {
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    const endOfMonth = new Date(year, month, 1);
    if (month < 1 || month > 12) errors.expiry = 'Enter a month between 01 and 12';
    else if (endOfMonth <= now) errors.expiry = 'This card has expired';
  }
  if (!/^\d{3,4}$/.test(fields.cvc)) errors.cvc = 'Enter the 3 or 4 digit security code';
  if (!fields.name.trim()) errors.name = 'Enter the name on the card';
  return errors;
}
