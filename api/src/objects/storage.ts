import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
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

/** `$OBJECTS_DIR`, or `objects` under the data directory (README "Configuration"). */
export function objectStorageFor(config: Pick<PlatformConfig, 'dataDir'>): ObjectStorage {
  return localDiskStorage(process.env.OBJECTS_DIR || path.join(config.dataDir, 'objects'));
}
