/**
 * What may be uploaded: photos are images under 5 MB; verification documents are
 * pdf, jpg, jpeg or png. The declared content type must match the file's leading bytes, so a
 * script cannot be stored under an image type. SVG is refused: it can carry script.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export type UploadKind = 'image' | 'document';

const signatures: Array<{ type: string; test: (b: Buffer) => boolean }> = [
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

const allowed: Record<UploadKind, string[]> = {
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  document: ['application/pdf', 'image/jpeg', 'image/png'],
};

/** The spec's text for a file of the wrong type (photos), and its counterpart for documents. */
const typeText: Record<UploadKind, string> = {
  image: 'Please select only image files.',
  document: 'Documents must be PDF, JPG, JPEG or PNG files.',
};

export type UploadRefusal =
  | 'UPLOAD_INVALID_TYPE'
  | 'UPLOAD_TOO_LARGE'
  | 'UPLOAD_EMPTY'
  | 'UPLOAD_CONTENT_MISMATCH';

export type ContentCheck =
  | { ok: true; contentType: string }
  | { ok: false; code: UploadRefusal; message: string };

export function checkUpload(kind: UploadKind, declaredType: string | undefined, bytes: Buffer): ContentCheck {
  const type = (declaredType ?? '').split(';')[0]!.trim().toLowerCase().replace('image/jpg', 'image/jpeg');
  if (!allowed[kind].includes(type)) {
    return { ok: false, code: 'UPLOAD_INVALID_TYPE', message: typeText[kind] };
  }
  const limit = kind === 'image' ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;
  if (bytes.length === 0) return { ok: false, code: 'UPLOAD_EMPTY', message: 'The file is empty.' };
  if (bytes.length > limit) {
    return kind === 'image'
      ? { ok: false, code: 'UPLOAD_TOO_LARGE', message: 'Images must be smaller than 5MB.' }
      : { ok: false, code: 'UPLOAD_TOO_LARGE', message: 'Documents must be smaller than 10MB.' };
  }
  const sniffed = signatures.find((s) => s.test(bytes))?.type;
  if (sniffed !== type) {
    // An HTML page called .png is not an image file, whatever its name claims: the person gets
    // the same text as for any other wrong type, the code still tells the two cases apart.
    return { ok: false, code: 'UPLOAD_CONTENT_MISMATCH', message: typeText[kind] };
  }
  return { ok: true, contentType: type };
}
