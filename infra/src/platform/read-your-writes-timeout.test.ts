import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS, loadConfig, parseReadYourWritesTimeout } from './config';

describe('READ_YOUR_WRITES_TIMEOUT_MS', () => {
  it('is 2 s unless set', () => {
    expect(DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS).toBe(2000);
    expect(parseReadYourWritesTimeout(undefined)).toBe(2000);
    expect(parseReadYourWritesTimeout('')).toBe(2000);
  });

  it('takes a whole number of milliseconds', () => {
    expect(parseReadYourWritesTimeout('15000')).toBe(15000);
  });

  it('refuses what is not one, naming the variable', () => {
    for (const bad of ['0', '-5', '2.5', '2s', '600001'])
      expect(() => parseReadYourWritesTimeout(bad)).toThrow(/READ_YOUR_WRITES_TIMEOUT_MS/);
  });

  it('reaches the platform configuration', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'esm-ryw-'));
    expect(
      loadConfig({ DATA_DIR: dataDir, READ_YOUR_WRITES_TIMEOUT_MS: '5000' }).readYourWritesTimeoutMs,
    ).toBe(5000);
  });
});
