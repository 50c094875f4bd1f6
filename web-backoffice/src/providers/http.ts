import { fetchUtils, HttpError } from 'react-admin';

/**
 * Every call to the API: same-origin, with the session cookie. The API's errors are
 * `{ code, message, fieldErrors? }`; react-admin shows `message` and puts field errors on their
 * inputs (HttpError's body.errors).
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof HttpError) {
      const body = error.body as { message?: string; fieldErrors?: Record<string, string> } | undefined;
      throw new HttpError(body?.message ?? error.message, error.status, {
        ...body,
        errors: body?.fieldErrors,
      });
    }
    throw error;
  }
}
