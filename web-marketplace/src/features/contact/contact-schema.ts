import type { ContactCategory } from '@esm/contract/contact';
import { z } from 'zod';
import { emailField } from '../../lib/validation';

export const CONTACT_CATEGORIES: ReadonlyArray<{ value: ContactCategory; label: string }> = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'booking', label: 'Booking Support' },
  { value: 'provider', label: 'Provider Questions' },
  { value: 'payment', label: 'Payment Issues' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'complaint', label: 'Complaint' },
  { value: 'callback', label: 'Request Call Back' },
];

const isCategory = (value: string) => CONTACT_CATEGORIES.some((c) => c.value === value);

/** With the spec's texts. */
export const contactSchema = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters'),
  email: emailField('Please enter a valid email address'),
  subject: z.string().trim().min(5, 'Subject must be at least 5 characters'),
  category: z.string().refine(isCategory, 'Please select a category'),
  message: z.string().trim().min(10, 'Message must be at least 10 characters'),
});

export type ContactValues = z.input<typeof contactSchema>;
