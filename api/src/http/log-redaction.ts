import type { FastifyRequest } from 'fastify';

/**
 * A request's address as the logs keep it: the path and the names of its query parameters, never
 * their values. Values carry credentials (a password-reset link's token, an upload URL's
 * signature) and personal data (a searched postcode); the names are enough to follow a request.
 */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=~`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

/** Fastify's own request serializer, with the query values left out. */
export function loggableRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
