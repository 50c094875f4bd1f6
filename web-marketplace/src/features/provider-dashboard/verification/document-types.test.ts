import type { Provider } from '@esm/contract/providers';
import { describe, expect, it } from 'vitest';
import { riskLevel, verificationProgress } from './document-types';

describe('verification', () => {
  it('maps the risk score to Low up to 20, Medium up to 50, High above', () => {
    expect([0, 20, 21, 50, 51, 100].map((score) => riskLevel(score).label)).toEqual([
      'Low',
      'Low',
      'Medium',
      'Medium',
      'High',
      'High',
    ]);
  });
  it('counts 25% per passed check', () => {
    const flags = {
      identityVerified: true,
      businessVerified: true,
      insuranceVerified: false,
      backgroundCheckPassed: true,
    };
    expect(verificationProgress(flags as Provider)).toBe(75);
  });
});
