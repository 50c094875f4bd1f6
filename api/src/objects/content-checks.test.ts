import { describe, expect, it } from 'vitest';
import { checkUpload, MAX_IMAGE_BYTES } from './content-checks';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
const pdf = Buffer.from('%PDF-1.7\n...');

describe('upload content checks', () => {
  it('accepts a PNG photo', () => {
    expect(checkUpload('image', 'image/png', png)).toEqual({ ok: true, contentType: 'image/png' });
  });
  it('refuses a non-image photo with the spec text', () => {
    expect(checkUpload('image', 'application/pdf', pdf)).toMatchObject({
      ok: false,
      message: 'Please select only image files.',
    });
  });
  it('refuses a photo of 5MB or more with the spec text', () => {
    const big = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(checkUpload('image', 'image/png', big)).toMatchObject({
      ok: false,
      message: 'Images must be smaller than 5MB.',
    });
  });
  it('refuses bytes that are not what the declared type says', () => {
    expect(checkUpload('image', 'image/png', Buffer.from('<script>alert(1)</script>'))).toMatchObject({
      ok: false,
      code: 'UPLOAD_CONTENT_MISMATCH',
    });
  });
  it('refuses SVG photos, which can carry script', () => {
    expect(checkUpload('image', 'image/svg+xml', Buffer.from('<svg/>'))).toMatchObject({
      ok: false,
      code: 'UPLOAD_INVALID_TYPE',
    });
  });
  it('accepts a PDF verification document and refuses a GIF one', () => {
    expect(checkUpload('document', 'application/pdf', pdf)).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
    expect(checkUpload('document', 'image/gif', Buffer.from('GIF89a'))).toMatchObject({ ok: false });
  });
});
