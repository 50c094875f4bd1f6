import { commonErrors } from '@esm/core/kernel/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendDomainError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sends from another site (CSRF). Browsers always send
 * Origin on cross-site POST/PUT/DELETE, and modern ones Sec-Fetch-Site too; a request with
 * neither comes from a non-browser client (the payment gateway's webhooks, scripts), which
 * cannot ride on a user's cookies.
 */
export function originCheck(publicUrl: string) {
  const site = new URL(publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    // Fetch Metadata names the initiating site even where a browser leaves Origin out: another
    // site's request is refused whatever else it carries.
    if (request.headers['sec-fetch-site'] === 'cross-site')
      return sendDomainError(reply, commonErrors.error('ORIGIN_REFUSED'));
    if (origin === undefined) return;
    const own = `${request.protocol}://${request.headers.host ?? ''}`;
    if (origin === site || origin === own) return;
    return sendDomainError(reply, commonErrors.error('ORIGIN_REFUSED'));
  };
}
