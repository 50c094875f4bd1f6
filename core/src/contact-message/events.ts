import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';

/** Stream of one message sent through /contact: `contact-message-<messageId>`. */
export const contactMessageStream = (messageId: string): string => `contact-message-${messageId}`;

/** Contact categories (value: label). */
export const CONTACT_CATEGORIES = {
  general: 'General Inquiry',
  booking: 'Booking Support',
  provider: 'Provider Questions',
  payment: 'Payment Issues',
  technical: 'Technical Support',
  complaint: 'Complaint',
  callback: 'Request Call Back',
} as const;
export type ContactCategory = keyof typeof CONTACT_CATEGORIES;
const categoryValues = Object.keys(CONTACT_CATEGORIES) as [ContactCategory, ...ContactCategory[]];

const instant = z.iso.datetime();

export const contactMessageEvents = defineEvents({
  /**
   * The sender may be a visitor without an account, so the personal data is keyed to the
   * message itself: erasing the message's key erases the sender's name, address and words.
   */
  ContactMessageReceived: {
    schema: z.object({
      messageId: z.string(),
      /** The signed-in sender, or null for a visitor. */
      userId: z.string().nullable(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      category: z.enum(categoryValues),
      message: z.string(),
      receivedAt: instant,
      /** The promise: a reply within 24 hours, a call back within 2 hours. */
      respondBy: instant,
    }),
    personal: { subject: 'messageId', fields: ['name', 'email', 'subject', 'message'] },
  },
  /** The acknowledgement e-mail ("we will reply within 24 hours") was queued. */
  ContactMessageAcknowledged: {
    schema: z.object({ messageId: z.string(), acknowledgedAt: instant }),
  },
  ContactMessageHandled: {
    schema: z.object({
      messageId: z.string(),
      handledBy: z.string(),
      note: z.string().nullable(),
      handledAt: instant,
    }),
  },
});

export type ContactMessageEvent = EventsOf<typeof contactMessageEvents>;
