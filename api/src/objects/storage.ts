import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { PlatformConfig } from '@esm/infra/platform/config';

/** What is known about stored bytes: enough to serve them and to decide who may read them. */
export interface ObjectMeta {
  contentType: string;
  size: number;
  /** The user who uploaded the file (a document's provider). */
  ownerUserId: string;
  uploadedAt: string;
}

/** Where uploaded bytes live (outside the event log). Local disk by default. */
export interface ObjectStorage {
  put(key: string, bytes: Buffer, meta: ObjectMeta): Promise<void>;
  head(key: string): Promise<ObjectMeta | null>;
  get(key: string): Promise<{ meta: ObjectMeta; body: Readable } | null>;
}

/** Keys are `<folder>/<file>`; files land under `<root>/<folder>/<file>`, metadata beside them. */
export function localDiskStorage(root: string): ObjectStorage {
  const fileFor = (key: string) => {
    const resolved = path.resolve(root, key);
    // Keys come from our own signed URLs, but never let one escape the storage root.
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid object key ${key}`);
    return resolved;
  };
  const metaFor = (key: string) => `${fileFor(key)}.meta.json`;
  const head = async (key: string): Promise<ObjectMeta | null> => {
    try {
      return JSON.parse(await readFile(metaFor(key), 'utf8')) as ObjectMeta;
    } catch {
      return null;
    }
  };
  return {
    async put(key, bytes, meta) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file; the metadata goes last, so an
      // object exists (head) only once its bytes are complete.
      await writeFile(`${file}.part`, bytes);
      await rename(`${file}.part`, file);
      await writeFile(`${metaFor(key)}.part`, JSON.stringify(meta));
      await rename(`${metaFor(key)}.part`, metaFor(key));
    },
    head,
    async get(key) {
      const meta = await head(key);
      if (!meta) return null;
      try {
        await stat(fileFor(key));
      } catch {
        return null;
      }
      return { meta, body: createReadStream(fileFor(key)) };
    },
  };
}

/** Leads every sealed file; no accepted upload starts with it (the content check sniffs them). */
const SEALED = Buffer.from('EHSEAL1\n', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts at rest the objects `shouldSeal` picks (AES-256-GCM, a fresh IV per file, the storage
 * key as associated data so a sealed file moved to another key does not open). A copy of the
 * objects folder or a backup of the disk then shows no document's bytes. Files stored before
 * sealing existed are read as they are.
 */
export function sealedStorage(
  inner: ObjectStorage,
  key: Buffer,
  shouldSeal: (storageKey: string) => boolean,
): ObjectStorage {
  return {
    async put(storageKey, bytes, meta) {
      if (!shouldSeal(storageKey)) return inner.put(storageKey, bytes, meta);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(storageKey, 'utf8'));
      const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
      await inner.put(storageKey, Buffer.concat([SEALED, iv, body, cipher.getAuthTag()]), meta);
    },
    head: (storageKey) => inner.head(storageKey),
    async get(storageKey) {
      const object = await inner.get(storageKey);
      if (!object || !shouldSeal(storageKey)) return object;
      const stored = await buffer(object.body);
      if (!stored.subarray(0, SEALED.length).equals(SEALED))
        return { meta: object.meta, body: Readable.from([stored]) };
      const iv = stored.subarray(SEALED.length, SEALED.length + IV_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(storageKey, 'utf8'));
      decipher.setAuthTag(stored.subarray(stored.length - TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(stored.subarray(SEALED.length + IV_BYTES, stored.length - TAG_BYTES)),
        decipher.final(),
      ]);
      return { meta: object.meta, body: Readable.from([plain]) };
    },
  };
}

/** The documents' key, derived from the personal-data master key so there is no new secret to keep. */
export const documentsKey = (masterKey: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'eventhire objects: documents', 32));

/**
 * `$OBJECTS_DIR`, or `objects` under the data directory (README "Configuration"). Verification
 * documents (identity papers, insurance) are sealed at rest; photos are public anyway.
 */
export function objectStorageFor(
  config: Pick<PlatformConfig, 'dataDir' | 'personalDataMasterKey'>,
): ObjectStorage {
  const disk = localDiskStorage(process.env.OBJECTS_DIR || path.join(config.dataDir, 'objects'));
  return sealedStorage(disk, documentsKey(config.personalDataMasterKey), (key) =>
    key.startsWith('documents/'),
  );
}
