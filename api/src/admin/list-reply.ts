import type { Page, PageRequest } from '@esm/projections/paging/page';
import type { FastifyReply } from 'fastify';

/**
 * Sends one page of a back-office list the way ra-data-simple-rest reads it: the rows as a JSON
 * array and `Content-Range: <resource> <first>-<last>/<total>`, a header the browser may read
 * (exposed, for a back office served from another origin in development).
 */
export function sendPage<Row, Json>(
  reply: FastifyReply,
  resource: string,
  request: PageRequest,
  page: Page<Row>,
  toJson: (row: Row) => Json,
): Json[] {
  const first = request.range[0];
  const last = page.rows.length > 0 ? first + page.rows.length - 1 : first;
  reply.header('content-range', `${resource} ${first}-${last}/${page.total}`);
  reply.header('access-control-expose-headers', 'Content-Range');
  return page.rows.map(toJson);
}
