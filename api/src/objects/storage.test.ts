import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { localDiskStorage, type OwnerKeys, sealedStorage } from './storage';

const meta = { contentType: 'image/png', size: 5, ownerUserId: 'u1', uploadedAt: '2026-06-01T09:00:00.000Z' };

describe('local-disk object storage', () => {
  it('stores bytes with their metadata and reads both back', async () => {
    const storage = localDiskStorage(mkdtempSync(path.join(tmpdir(), 'objects-')));
    expect(await storage.head('uploads/a')).toBeNull();
    await storage.put('uploads/a', Buffer.from('hello'), meta);
    expect(await storage.head('uploads/a')).toEqual(meta);
    const object = await storage.get('uploads/a');
    expect(object?.meta).toEqual(meta);
    expect(await text(object!.body)).toBe('hello');
  });
  it('answers null for unknown keys and refuses keys that escape its root', async () => {
    const storage = localDiskStorage(mkdtempSync(path.join(tmpdir(), 'objects-')));
    expect(await storage.get('uploads/missing')).toBeNull();
    await expect(storage.put('../outside', Buffer.from('x'), meta)).rejects.toThrow(/Invalid object key/);
  });
});

describe('sealed object storage (documents encrypted at rest)', () => {
  const secret = Buffer.from('%PDF-1.7 passport number 123456789');
  /** Owners' keys as the personal-data vault keeps them: created on first use, gone once erased. */
  const vault = () => {
    const keys = new Map<string, Buffer | null>();
    const ownerKeys: OwnerKeys = async (owner, create) => {
      if (create && !keys.has(owner)) keys.set(owner, randomBytes(32));
      return keys.get(owner) ?? null;
    };
    return { ownerKeys, erase: (owner: string) => keys.set(owner, null) };
  };

  it('writes no plaintext to disk, reads the bytes back, and leaves other folders alone', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'objects-'));
    const storage = sealedStorage(localDiskStorage(root), vault().ownerKeys, (k) =>
      k.startsWith('documents/'),
    );
    await storage.put('documents/d1', secret, meta);
    await storage.put('uploads/p1', Buffer.from('public'), meta);
    const onDisk = readFileSync(path.join(root, 'documents/d1'));
    expect(onDisk.includes(Buffer.from('passport number'))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
    expect(await buffer((await storage.get('documents/d1'))!.body)).toEqual(secret);
    expect(readFileSync(path.join(root, 'uploads/p1'), 'utf8')).toBe('public');
  });

  it('refuses a sealed file moved under another key, or opened with another owner’s key', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'objects-'));
    const storage = sealedStorage(localDiskStorage(root), vault().ownerKeys, () => true);
    await storage.put('documents/d1', secret, meta);
    await storage.put('documents/d2', Buffer.from('%PDF-other'), meta);
    copyFileSync(path.join(root, 'documents/d1'), path.join(root, 'documents/d2'));
    await expect(storage.get('documents/d2')).rejects.toThrow();
    const otherKeys = sealedStorage(localDiskStorage(root), vault().ownerKeys, () => true);
    await otherKeys.put('documents/d3', secret, meta);
    await expect(otherKeys.get('documents/d1')).rejects.toThrow();
  });

  it('reads an erased owner’s documents as absent, and their bytes stay unreadable', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'objects-'));
    const keys = vault();
    const storage = sealedStorage(localDiskStorage(root), keys.ownerKeys, () => true);
    await storage.put('documents/d1', secret, meta);
    await storage.put('documents/d2', secret, { ...meta, ownerUserId: 'u2' });
    keys.erase('u1');
    expect(await storage.head('documents/d1')).toBeNull();
    expect(await storage.get('documents/d1')).toBeNull();
    expect(readFileSync(path.join(root, 'documents/d1')).includes(Buffer.from('passport'))).toBe(false);
    expect(await buffer((await storage.get('documents/d2'))!.body)).toEqual(secret);
  });

  it('still reads a document stored before sealing existed', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'objects-'));
    await localDiskStorage(root).put('documents/old', secret, meta);
    const keys = vault();
    await keys.ownerKeys('u1', true);
    const storage = sealedStorage(localDiskStorage(root), keys.ownerKeys, () => true);
    expect(await buffer((await storage.get('documents/old'))!.body)).toEqual(secret);
  });
});
