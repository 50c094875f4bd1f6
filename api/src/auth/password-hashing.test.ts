import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword } from './credentials';

describe('password hashing', () => {
  it('hashes with Argon2id at 19 MiB, two passes, one lane, and a salt of its own each time', async () => {
    const first = await hashPassword('correct-horse-battery');
    const second = await hashPassword('correct-horse-battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(second).not.toBe(first);
    expect(await argon2.verify(first, 'correct-horse-battery')).toBe(true);
    expect(await argon2.verify(first, 'correct-horse-batterY')).toBe(false);
  });

  it('still verifies a hash made with the older, heavier setting', async () => {
    // The library's default, which every password stored before this setting was hashed with.
    const older = await argon2.hash('correct-horse-battery', { type: argon2.argon2id });
    expect(older).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await argon2.verify(older, 'correct-horse-battery')).toBe(true);
  });
});
