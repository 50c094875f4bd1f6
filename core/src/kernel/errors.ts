/**
 * Domain errors: every refusal carries a catalogued code, the HTTP status the API maps it to,
 * and the user-facing text (the spec's wording where it has one). See the design.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export interface ErrorDefinition {
  status: ErrorStatus;
  message: string;
}

export class DomainError extends Error {
  readonly code: string;
  readonly status: ErrorStatus;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(code: string, status: ErrorStatus, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;

/**
 * Declares a domain's error codes once; returns the definitions plus a factory so call sites
 * read `bookingErrors.raise('BOOKING_NOT_REVIEWABLE')` and cannot invent an uncatalogued code.
 */
export function defineErrors<const T extends Record<string, ErrorDefinition>>(definitions: T) {
  return {
    definitions,
    error(code: keyof T & string, fieldErrors?: Record<string, string>, message?: string): DomainError {
      const def = definitions[code] as ErrorDefinition;
      return new DomainError(code, def.status, message ?? def.message, fieldErrors);
    },
  };
}

/** Validation failure: one code, the first field's text as the message, every field's text in fieldErrors. */
export function validationError(
  fieldErrors: Record<string, string>,
  code = 'VALIDATION_FAILED',
): DomainError {
  const first = Object.values(fieldErrors)[0] ?? 'Invalid input';
  return new DomainError(code, 400, first, fieldErrors);
}

export const commonErrors = defineErrors({
  VALIDATION_FAILED: { status: 400, message: 'Invalid input' },
  UNAUTHENTICATED: { status: 401, message: 'Authentication required' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONCURRENCY_CONFLICT: {
    status: 409,
    message: 'Someone else changed this at the same time. Please try again.',
  },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  ORIGIN_REFUSED: { status: 403, message: 'Cross-site request refused' },
  INVALID_CREDENTIALS: {
    status: 401,
    message: 'The e-mail address or password is not right. Please try again.',
  },
  PROFILE_INCOMPLETE: { status: 403, message: 'Please complete your profile first.' },
  PROVIDER_PROFILE_REQUIRED: { status: 403, message: 'You need a provider profile to do this.' },
  // The HTTP layer's own refusals of malformed requests (api/src/http/errors.ts maps fastify's).
  MALFORMED_REQUEST: {
    status: 400,
    message: 'The request could not be read. Please check it and try again.',
  },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  // The database cannot be reached (restart, failover): /readyz and any request that needed it.
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
});

/** An unknown (or not-yours) thing: 404 with the given text. */
export const notFound = (message = 'Not found') => new DomainError('NOT_FOUND', 404, message);
