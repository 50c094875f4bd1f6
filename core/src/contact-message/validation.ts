import { isEmailAddress, normaliseEmail } from '../account/email';
import { CONTACT_CATEGORIES, type ContactCategory } from './events';

/** The contact form's rules and exact texts, plus upper bounds that keep the inbox usable. */
export const contactTexts = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters',
  category: 'Please select a category',
  message: 'Message must be at least 10 characters',
  nameTooLong: 'Name must be at most 100 characters',
  subjectTooLong: 'Subject must be at most 200 characters',
  messageTooLong: 'Message must be at most 5,000 characters',
} as const;

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
}

export type CheckedContactForm =
  | { ok: true; form: Omit<ContactForm, 'category'> & { category: ContactCategory } }
  | { ok: false; fieldErrors: Record<string, string> };

const isCategory = (value: string): value is ContactCategory => Object.hasOwn(CONTACT_CATEGORIES, value);

function lengthError(value: string, min: number, max: number, short: string, long: string): string | null {
  if (value.length < min) return short;
  if (value.length > max) return long;
  return null;
}

/** Every field's text, in the form's order; the values trimmed, the e-mail address in its canonical form. */
export function checkContactForm(input: ContactForm): CheckedContactForm {
  const L = CONTACT_LIMITS;
  const name = input.name.trim();
  const subject = input.subject.trim();
  const message = input.message.trim();
  const errors: Record<string, string | null> = {
    name: lengthError(name, L.nameMin, L.nameMax, contactTexts.name, contactTexts.nameTooLong),
    email: isEmailAddress(input.email) ? null : contactTexts.email,
    subject: lengthError(
      subject,
      L.subjectMin,
      L.subjectMax,
      contactTexts.subject,
      contactTexts.subjectTooLong,
    ),
    category: isCategory(input.category) ? null : contactTexts.category,
    message: lengthError(
      message,
      L.messageMin,
      L.messageMax,
      contactTexts.message,
      contactTexts.messageTooLong,
    ),
  };
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  if (Object.keys(fieldErrors).length > 0 || !isCategory(input.category)) return { ok: false, fieldErrors };
  return {
    ok: true,
    form: { name, email: normaliseEmail(input.email), subject, category: input.category, message },
  };
}
