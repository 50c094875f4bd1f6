import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { PostgresPersonalDataVault } from '@esm/infra/personal-data/postgres-vault';
import type { PlatformConfig } from '@esm/infra/platform/config';
import type pg from 'pg';

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
 * The key a file's owner seals it with: `create` at upload; afterwards only an existing one.
 * Null once the owner has been erased.
 */
export type OwnerKeys = (ownerUserId: string, create: boolean) => Promise<Buffer | null>;

const fileKey = (ownerKey: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', ownerKey, Buffer.alloc(0), 'eventhire objects: documents', 32));

/**
 * Encrypts at rest the objects `shouldSeal` picks (AES-256-GCM, a fresh IV per file, the storage
 * key as associated data so a sealed file moved to another key does not open), under a key of
 * the file's owner: a copy of the objects folder or a disk backup shows no document's bytes, and
 * erasing the owner (crypto-shredding their key) makes their files unreadable for good — they
 * then read as absent. Files stored before sealing existed are read as they are while their
 * owner is not erased.
 */
export function sealedStorage(
  inner: ObjectStorage,
  keys: OwnerKeys,
  shouldSeal: (storageKey: string) => boolean,
): ObjectStorage {
  return {
    async put(storageKey, bytes, meta) {
      if (!shouldSeal(storageKey)) return inner.put(storageKey, bytes, meta);
      const ownerKey = await keys(meta.ownerUserId, true);
      if (!ownerKey) throw new Error('The owner of this file has been erased');
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', fileKey(ownerKey), iv);
      cipher.setAAD(Buffer.from(storageKey, 'utf8'));
      const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
      await inner.put(storageKey, Buffer.concat([SEALED, iv, body, cipher.getAuthTag()]), meta);
    },
    async head(storageKey) {
      const meta = await inner.head(storageKey);
      if (!meta || !shouldSeal(storageKey)) return meta;
      return (await keys(meta.ownerUserId, false)) ? meta : null;
    },
    async get(storageKey) {
      const object = await inner.get(storageKey);
      if (!object || !shouldSeal(storageKey)) return object;
      const stored = await buffer(object.body);
      const ownerKey = await keys(object.meta.ownerUserId, false);
      if (!ownerKey) return null;
      if (!stored.subarray(0, SEALED.length).equals(SEALED))
        return { meta: object.meta, body: Readable.from([stored]) };
      const iv = stored.subarray(SEALED.length, SEALED.length + IV_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', fileKey(ownerKey), iv);
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

/**
 * `$OBJECTS_DIR`, or `objects` under the data directory (README "Configuration"). Verification
 * documents (identity papers, insurance) are sealed under their owner's personal-data key;
 * photos are public anyway.
 */
export function objectStorageFor(
  config: Pick<PlatformConfig, 'dataDir' | 'personalDataMasterKey'>,
  pool: pg.Pool,
): ObjectStorage {
  const disk = localDiskStorage(process.env.OBJECTS_DIR || path.join(config.dataDir, 'objects'));
  // A fresh vault each time: its key cache must not outlive an erasure done by the workers.
  const keys: OwnerKeys = (owner, create) => {
    const vault = new PostgresPersonalDataVault(pool, config.personalDataMasterKey);
    return create ? vault.keyFor(owner) : vault.existingKeyFor(owner);
  };
  return sealedStorage(disk, keys, (key) => key.startsWith('documents/'));
}
