import { defineErrors } from '../kernel/errors';

/**
 * Refusals of the upload flow. The type and size texts depend on what is uploaded
 * (a photo or a verification document), so the API passes the exact text from its content check.
 */
export const uploadErrors = defineErrors({
  UPLOAD_INVALID_TYPE: { status: 400, message: 'Please select only image files.' },
  UPLOAD_TOO_LARGE: { status: 400, message: 'Images must be smaller than 5MB.' },
  UPLOAD_EMPTY: { status: 400, message: 'The file is empty.' },
  UPLOAD_CONTENT_MISMATCH: { status: 400, message: 'Please select only image files.' },
  UPLOAD_URL_INVALID: {
    status: 403,
    message: 'This upload link is not valid. Please start the upload again.',
  },
  UPLOAD_URL_EXPIRED: {
    status: 403,
    message: 'This upload link has expired. Please start the upload again.',
  },
  UPLOAD_ALREADY_USED: { status: 409, message: 'This upload link has already been used.' },
  OBJECT_NOT_FOUND: { status: 404, message: 'File not found.' },
});
