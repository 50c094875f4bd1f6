import simpleRestProvider from 'ra-data-simple-rest';
import type { TestClient } from '../../testing/test-client';

/** What ra-data-simple-rest's httpClient answers (ra-core's fetchJson shape). */
interface Fetched {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

/** An HTTP failure as react-admin's HttpError carries it: status and the parsed body. */
export class RaHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/**
 * ra-data-simple-rest's own data provider, pointed at /api/admin and signed in as `client`:
 * the back office's client exactly, so a test proves the API speaks its dialect (sort, range,
 * filter, Content-Range, getMany's id filter, PUT for update).
 */
export function raDataProviderFor(client: TestClient) {
  const httpClient = async (
    url: string,
    options: { method?: string; body?: string; headers?: Headers } = {},
  ) => {
    const headers = new Headers(options.headers ?? {});
    headers.set('accept', 'application/json');
    if (options.body !== undefined) headers.set('content-type', 'application/json');
    for (const [name, value] of Object.entries(client.sessionHeaders())) headers.set(name, value);
    const response = await fetch(url, { method: options.method ?? 'GET', body: options.body, headers });
    const body = await response.text();
    let json: unknown = null;
    try {
      json = body ? JSON.parse(body) : null;
    } catch {
      json = body;
    }
    if (!response.ok) throw new RaHttpError(response.status, json);
    return { status: response.status, headers: response.headers, body, json } satisfies Fetched;
  };
  return simpleRestProvider(`${client.baseUrl}/api/admin`, httpClient as never);
}
