import type { ApiErrorBody } from '@esm/contract/common';
import { commonErrors, type DomainError, isDomainError } from '@esm/core/kernel/errors';
import { isConnectionError } from '@esm/infra/postgres/pool-errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * One error body everywhere: { code, message, fieldErrors? }. Bad input is a
 * 400 with every field's text, never a 500; unexpected failures are logged with the request's
 * correlation id and answered without internals.
 */
export type ErrorBody = ApiErrorBody;

export function toErrorBody(error: DomainError): ErrorBody {
  return error.fieldErrors
    ? { code: error.code, message: error.message, fieldErrors: error.fieldErrors }
    : { code: error.code, message: error.message };
}

export function sendDomainError(reply: FastifyReply, error: DomainError): FastifyReply {
  return reply.status(error.status).send(toErrorBody(error));
}

function fieldName(instancePath: string, missingProperty: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (typeof missingProperty === 'string')
    return fromPath ? `${fromPath}.${missingProperty}` : missingProperty;
  return fromPath || '_';
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isDomainError(error)) return sendDomainError(reply, error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = fieldName(issue.instancePath, issue.params?.missingProperty);
      fieldErrors[field] ??= issue.message ?? 'Invalid value';
    }
    const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
    const first = Object.values(fieldErrors)[0] ?? 'Invalid input';
    return reply.status(400).send({ code: 'VALIDATION_FAILED', message: `${first}${where}`, fieldErrors });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return sendDomainError(reply, commonErrors.error('RATE_LIMITED'));
  if (status >= 400 && status < 500) {
    // Fastify's own refusals of malformed requests: unparsable JSON, wrong content type, too large.
    return sendDomainError(reply, frameworkRefusal(error.code, status));
  }
  if (isConnectionError(error)) {
    // The database is unreachable for now (restart, failover): say so, and let the client retry.
    request.log.error({ err: error }, 'database unreachable');
    return sendDomainError(reply.header('retry-after', '5'), commonErrors.error('SERVICE_UNAVAILABLE'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .status(500)
    .send({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
}

/** A catalogued error for fastify's own 4xx refusals (found by the fuzz test), never its raw codes. */
export function frameworkRefusal(code: string | undefined, status: number): DomainError {
  if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE') return commonErrors.error('PAYLOAD_TOO_LARGE');
  if (status === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return commonErrors.error('UNSUPPORTED_MEDIA_TYPE');
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return commonErrors.error('MALFORMED_JSON');
  if (status === 404) return commonErrors.error('NOT_FOUND');
  return commonErrors.error('MALFORMED_REQUEST');
}

export { notFound } from '@esm/core/kernel/errors';
