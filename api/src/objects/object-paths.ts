import type { UploadKind } from './content-checks';

/**
 * Where each kind of upload lives. Photos are public (`/objects/uploads/<id>`); verification
 * documents have their own folder (`/objects/documents/<id>`) so their path alone says they are
 * private, and the signature over the path fixes which checks the PUT applies.
 */
export const FOLDERS: Record<UploadKind, string> = { image: 'uploads', document: 'documents' };

export const objectPath = (kind: UploadKind, id: string) => `/objects/${FOLDERS[kind]}/${id}`;
export const storageKey = (kind: UploadKind, id: string) => `${FOLDERS[kind]}/${id}`;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DOCUMENT_PATH = new RegExp(`^/objects/documents/(${UUID})$`);

/** The object id of one of our document paths, or null for anything else. */
export function documentObjectId(path: string): string | null {
  return DOCUMENT_PATH.exec(path.trim())?.[1] ?? null;
}

/** File types as the verification decider names them. */
export function fileTypeOf(contentType: string): string {
  return { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' }[contentType] ?? contentType;
}
