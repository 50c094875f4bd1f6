import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live (outside the event log, DESIGN.md §2). Local disk by default. */
export interface ObjectStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Readable | null>;
}

/** Keys are `<folder>/<file>`; files land under `<root>/<folder>/<file>`. */
export function localDiskStorage(root: string): ObjectStorage {
  const fileFor = (key: string) => {
    const resolved = path.resolve(root, key);
    // Keys come from our own signed URLs, but never let one escape the storage root.
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid object key ${key}`);
    return resolved;
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.part`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async get(key) {
      const file = fileFor(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
  };
}
