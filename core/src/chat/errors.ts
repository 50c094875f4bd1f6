import { defineErrors } from '../kernel/errors';

export const chatErrors = defineErrors({
  CHAT_MESSAGE_EMPTY: { status: 400, message: 'Please type a message before sending.' },
  CHAT_MESSAGE_TOO_LONG: { status: 400, message: 'Messages can be at most 2,000 characters.' },
  CHAT_NOT_PARTICIPANT: {
    status: 403,
    message: 'Only the client and the provider of this chat can do this.',
  },
  CHAT_OWN_SERVICE: { status: 403, message: 'You cannot open a chat about your own service.' },
  /** The texts below get the date the block ends; these are the texts without it. */
  CHAT_SENDER_RESTRICTED: {
    status: 403,
    message:
      'You cannot send messages for 24 hours after a second contact-sharing violation (final warning), as our Terms & Conditions explain.',
  },
  CHAT_SENDER_SUSPENDED: { status: 403, message: 'Your account is suspended, so you cannot send messages.' },
  CHAT_SENDER_TERMINATED: {
    status: 403,
    message:
      'Your account has been permanently terminated, so you cannot send messages. Please contact support if you believe this is a mistake.',
  },
  CHAT_ROOM_NOT_FOUND: { status: 404, message: 'Chat not found.' },
  CHAT_MESSAGE_NOT_FOUND: { status: 404, message: 'Message not found in this chat.' },
  CHAT_MESSAGE_DUPLICATE: { status: 409, message: 'This message has already been sent.' },
  CHAT_CONTACT_SHARING: {
    status: 422,
    message:
      'Contact sharing detected: your message was not sent. Sharing phone numbers, e-mail addresses, social media handles or links before a booking is confirmed and paid breaks our Terms & Conditions.',
  },
});
