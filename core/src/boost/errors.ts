import { defineErrors } from '../kernel/errors';

export const boostErrors = defineErrors({
  BOOST_PACKAGE_INVALID: { status: 400, message: 'Please check the boost package details.' },
  BOOST_FORBIDDEN: { status: 403, message: "You don't have permission to boost this service." },
  BOOST_NOT_FOUND: { status: 404, message: 'Service or boost package not found.' },
  BOOST_PACKAGE_EXISTS: { status: 409, message: 'This boost package already exists.' },
  BOOST_ALREADY_ACTIVE: {
    status: 409,
    message:
      'This service already has an active boost of this level or higher. You can manage it from the boost page.',
  },
  BOOST_EXISTS: { status: 409, message: 'This boost purchase already exists.' },
  BOOST_PAYMENT_UNKNOWN: { status: 409, message: 'No boost is waiting for this payment.' },
  BOOST_NOT_ACTIVE: { status: 409, message: 'This boost is not active.' },
  BOOST_RENEWAL_NOT_DUE: { status: 409, message: 'This boost is not due for renewal yet.' },
  BOOST_NOT_RENEWING: {
    status: 409,
    message: 'This boost has been cancelled and ends at the end of its notice period; it is not renewed.',
  },
  BOOST_CANCELLATION_ALREADY_REQUESTED: {
    status: 409,
    message: 'This boost is already cancelled and ends at the end of its notice period.',
  },
});
