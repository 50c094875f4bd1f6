import type { UploadedObject, UploadTicket } from '@esm/contract/uploads';
import { ApiError, postJson } from './http';

/**
 * The upload-URL flow: ask the API for a signed, expiring URL, PUT the raw bytes to it with
 * their content type, and get back the object path the file is then served from.
 */
export async function uploadFile(file: File, kind: 'image' | 'document'): Promise<string> {
  const { uploadURL } = await postJson<UploadTicket>('/api/objects/upload', { kind });
  const response = await fetch(uploadURL, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Plain-text refusal; the text is in the message.
    }
    throw new ApiError(response.status, text, body);
  }
  const { objectPath } = (await response.json()) as UploadedObject;
  return objectPath;
}
