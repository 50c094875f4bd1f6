import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { localDiskStorage } from './storage';

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
