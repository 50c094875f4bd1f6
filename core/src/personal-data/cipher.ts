import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Field-level encryption for personal data in events. Each person has their own
 * data key; a field is stored as `pii:v1:<iv>:<ciphertext+tag>` (base64url). AES-256-GCM, so a
 * tampered value fails to decrypt instead of yielding garbage.
 */
const PREFIX = 'pii:v1:';
const ALGORITHM = 'aes-256-gcm';
const TAG_BYTES = 16;

export const newDataKey = (): Buffer => randomBytes(32);

export function encryptValue(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${iv.toString('base64url')}:${body.toString('base64url')}`;
}

export const isEncrypted = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX);

export function decryptValue(key: Buffer, stored: string): string {
  const [ivText, bodyText] = stored.slice(PREFIX.length).split(':');
  if (!ivText || !bodyText) throw new Error('Malformed encrypted value');
  const body = Buffer.from(bodyText, 'base64url');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(ivText, 'base64url'));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(body.subarray(0, body.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** Wraps data keys with the platform's master key, so a database dump alone does not reveal them. */
export function wrapKey(masterKey: Buffer, dataKey: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, masterKey, iv);
  return Buffer.concat([iv, cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]);
}

export function unwrapKey(masterKey: Buffer, wrapped: Buffer): Buffer {
  const iv = wrapped.subarray(0, 12);
  const tag = wrapped.subarray(wrapped.length - TAG_BYTES);
  const decipher = createDecipheriv(ALGORITHM, masterKey, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(wrapped.subarray(12, wrapped.length - TAG_BYTES)), decipher.final()]);
}
