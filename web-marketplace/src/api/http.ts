import type { ApiErrorBody } from '@esm/contract/common';

/**
 * The one HTTP client of the app: every call sends the session cookie; a JSON body with
 * a JSON content type only when there is a body; any non-OK answer becomes an ApiError whose
 * message is "{status}: {body text or status text}".
 */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed `{ code, message, fieldErrors }` body, when the server sent one. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string, body: ApiErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own sentence ("Quote not found…"), for showing to people. */
  get serverMessage(): string | null {
    return this.body?.message ?? null;
  }

  get fieldErrors(): Record<string, string> {
    return this.body?.fieldErrors ?? {};
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ApiErrorBody).message === 'string') {
      return parsed as ApiErrorBody;
    }
  } catch {
    // Not JSON: a proxy page or plain text. The raw text is still in the message.
  }
  return null;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text, parseErrorBody(text));
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/** apiRequest and parse the JSON answer; 204 and empty bodies give null. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const getJson = <T>(url: string) => apiJson<T>('GET', url);
export const postJson = <T>(url: string, body?: unknown) => apiJson<T>('POST', url, body);
export const putJson = <T>(url: string, body: unknown) => apiJson<T>('PUT', url, body);

/** Builds "path?a=1&b=2" from the defined, non-empty values only. */
export function withQuery(path: string, params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** What to show a person: the server's sentence, else the fallback the spec gives. */
export function errorText(error: unknown, fallback: string): string {
  // Network failures (TypeError: Failed to fetch) and bugs get the spec's friendly fallback.
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
