import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Pre-signed upload addresses (POST /api/objects/upload → uploadURL; PUT the raw file).
 * The signature binds the path, the uploader and the expiry, so a URL cannot be reused by
 * someone else, for another file, or after it expires.
 */
export interface UploadGrant {
  path: string; // e.g. /objects/uploads/<id>
  userId: string;
  expiresAt: number; // epoch ms
}

const sign = (secret: string, g: UploadGrant) =>
  createHmac('sha256', secret).update(`${g.path}\n${g.userId}\n${g.expiresAt}`).digest('base64url');

export function signUpload(secret: string, grant: UploadGrant): string {
  const query = new URLSearchParams({
    u: grant.userId,
    exp: String(grant.expiresAt),
    sig: sign(secret, grant),
  });
  return `${grant.path}?${query.toString()}`;
}

export type VerifyResult = { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyUpload(
  secret: string,
  path: string,
  query: { u?: string; exp?: string; sig?: string },
  now: number,
): VerifyResult {
  const expiresAt = Number(query.exp);
  if (!query.u || !query.sig || !Number.isFinite(expiresAt)) return { ok: false, reason: 'invalid' };
  const grant = { path, userId: query.u, expiresAt };
  const expected = Buffer.from(sign(secret, grant));
  const given = Buffer.from(query.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  if (now > expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
