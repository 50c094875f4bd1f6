/**
 * The test cards of the built-in gateway, the same numbers as Stripe's test mode, and the card
 * form's checks. Pure, so the rules are tested without a database.
 */
export const TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000002500003155': 'requires_authentication',
} as const;

export type CardOutcome = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

export const DECLINED_MESSAGE = 'Your card was declined.';
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export const NOT_A_TEST_CARD_MESSAGE =
  'Your card was declined. This is a test payment: please use a test card such as 4242 4242 4242 4242.';

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card form's refusals, in Stripe's words; null when the card details are well formed. */
export function checkCard(card: CardInput, now: Date): string | null {
  const digits = card.cardNumber.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'Your card number is invalid.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) return "Your card's expiration date is incomplete.";
  const year = 2000 + Number(expiry[2]);
  // A card is valid to the end of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) return "Your card's expiration date is in the past.";
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "Your card's security code is incomplete.";
  if (card.name.trim() === '') return 'Please enter the name on the card.';
  return null;
}

/** What the gateway does with a well-formed card; any other number is refused like a live card in test mode. */
export function outcomeOf(cardNumber: string): CardOutcome | 'not_a_test_card' {
  const digits = cardNumber.replace(/\s/g, '');
  return TEST_CARDS[digits as keyof typeof TEST_CARDS] ?? 'not_a_test_card';
}
