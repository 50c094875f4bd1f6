import { defineErrors } from '../kernel/errors';

export const contactMessageErrors = defineErrors({
  CONTACT_MESSAGE_INVALID: { status: 400, message: 'Please check the form.' },
  CONTACT_MESSAGE_NOT_FOUND: { status: 404, message: 'Contact message not found.' },
  CONTACT_MESSAGE_EXISTS: { status: 409, message: 'This message has already been sent.' },
  CONTACT_MESSAGE_ALREADY_HANDLED: { status: 409, message: 'This message has already been handled.' },
});
