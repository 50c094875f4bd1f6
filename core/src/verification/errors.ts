import { defineErrors } from '../kernel/errors';

export const verificationErrors = defineErrors({
  VERIFICATION_DOCUMENT_INVALID: { status: 400, message: 'Please check the document details.' },
  VERIFICATION_REJECTION_REASON_REQUIRED: {
    status: 400,
    message:
      'Please give the reason for the rejection; the provider sees it as "Document rejected: {reason}".',
  },
  VERIFICATION_NOT_YOUR_PROFILE: {
    status: 403,
    message: 'You can only submit verification documents for your own provider profile.',
  },
  VERIFICATION_SELF_REVIEW: { status: 403, message: 'You cannot review your own verification documents.' },
  VERIFICATION_DOCUMENT_NOT_FOUND: { status: 404, message: 'Verification document not found.' },
  VERIFICATION_DOCUMENT_EXISTS: { status: 409, message: 'This document has already been submitted.' },
  VERIFICATION_ALREADY_VERIFIED: {
    status: 409,
    message: 'This check is already verified, so there is nothing more to upload.',
  },
  VERIFICATION_ALREADY_UNDER_REVIEW: {
    status: 409,
    message: 'A document of this type is already under review. Reviews take 3-5 business days.',
  },
  VERIFICATION_ALREADY_REVIEWED: { status: 409, message: 'This document has already been reviewed.' },
  VERIFICATION_DOCUMENT_EXPIRED: {
    status: 422,
    message: 'This document has expired. Please upload a current one.',
  },
});
