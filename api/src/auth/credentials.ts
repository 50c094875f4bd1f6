import type { Migration } from '@esm/infra/postgres/migrate';
import argon2 from 'argon2';
import type pg from 'pg';

/**
 * Sign-in credentials live outside the event log (password hashes do). The unique
 * e-mail key is also what makes two simultaneous sign-ups with one address impossible.
 */
export const credentialMigrations: Migration[] = [
  {
    id: '0500_credentials',
    sql: `CREATE SCHEMA IF NOT EXISTS auth;
      CREATE TABLE auth.credentials (
        user_id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
];

/**
 * OWASP's recommended Argon2id setting (19 MiB of memory, two passes, one lane). The library's
 * default (64 MiB, three passes, four lanes) took about 200 ms of a core per sign-in on our
 * two-core machines, and four lanes there only queue: a handful of sign-ins at once stalled every
 * other request. A hash keeps the setting it was made with, so older hashes still verify (and are
 * hashed again at this setting when they next sign in).
 */
export const PASSWORD_HASHING = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, PASSWORD_HASHING);

export class Credentials {
  constructor(private readonly pool: pg.Pool) {}

  /** Claims the e-mail for the user; false when someone already has it. */
  async claim(userId: string, email: string, passwordHash: string): Promise<boolean> {
    const result = await this.pool.query(
      'INSERT INTO auth.credentials (user_id, email, password_hash) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING',
      [userId, email, passwordHash],
    );
    return result.rowCount === 1;
  }

  /**
   * The user holding this e-mail's claim if it was made more than `olderThanMs` ago, or null:
   * the candidate for an abandoned sign-up (see registerAccount).
   */
  async claimedBefore(email: string, olderThanMs: number): Promise<string | null> {
    const { rows } = await this.pool.query<{ user_id: string }>(
      `SELECT user_id FROM auth.credentials
        WHERE email = $1 AND created_at < now() - make_interval(secs => $2::double precision / 1000)`,
      [email, olderThanMs],
    );
    return rows[0]?.user_id ?? null;
  }

  /**
   * Moves the e-mail's claim from one user to another, only while `from` still holds it: of two
   * sign-ups taking over one abandoned claim, exactly one wins.
   */
  async takeOver(email: string, from: string, to: string, passwordHash: string): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE auth.credentials SET user_id = $3, password_hash = $4, created_at = now()
        WHERE email = $1 AND user_id = $2`,
      [email, from, to, passwordHash],
    );
    return result.rowCount === 1;
  }

  async release(userId: string): Promise<void> {
    await this.pool.query('DELETE FROM auth.credentials WHERE user_id = $1', [userId]);
  }

  async emailInUse(email: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM auth.credentials WHERE email = $1', [email]);
    return (rowCount ?? 0) > 0;
  }

  /** The account signed in with this (normalised) e-mail, or null. */
  async userIdOf(email: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ user_id: string }>(
      'SELECT user_id FROM auth.credentials WHERE email = $1',
      [email],
    );
    return rows[0]?.user_id ?? null;
  }

  /** The e-mail this account signs in with, or null. */
  async emailOf(userId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ email: string }>(
      'SELECT email FROM auth.credentials WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.email ?? null;
  }

  /** Replaces the password (after a reset); answers the account's e-mail, or null when there is none. */
  async setPassword(userId: string, passwordHash: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ email: string }>(
      'UPDATE auth.credentials SET password_hash = $2 WHERE user_id = $1 RETURNING email',
      [userId, passwordHash],
    );
    return rows[0]?.email ?? null;
  }

  /** The user whose e-mail and password these are, or null. Verifies against a dummy hash when
   * the e-mail is unknown, so the answer takes as long either way. */
  async verify(email: string, password: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ user_id: string; password_hash: string }>(
      'SELECT user_id, password_hash FROM auth.credentials WHERE email = $1',
      [email],
    );
    const row = rows[0];
    const ok = await argon2.verify(row?.password_hash ?? (await dummyHash()), password).catch(() => false);
    if (!row || !ok) return null;
    if (hashedAtAnotherSetting(row.password_hash))
      await this.rehash(row.user_id, row.password_hash, password);
    return row.user_id;
  }

  /**
   * Hashes a password made under an older setting again at the current one, on the sign-in that
   * proved it. Until every stored hash is at one setting, a known address would answer at another
   * speed than the dummy hash an unknown one is checked against. Only while the old hash is still
   * the stored one: a password reset in between wins.
   */
  private async rehash(userId: string, oldHash: string, password: string): Promise<void> {
    await this.pool.query(
      'UPDATE auth.credentials SET password_hash = $3 WHERE user_id = $1 AND password_hash = $2',
      [userId, oldHash, await hashPassword(password)],
    );
  }
}

const hashedAtAnotherSetting = (hash: string): boolean => {
  try {
    return argon2.needsRehash(hash, PASSWORD_HASHING);
  } catch {
    return false; // unreadable as Argon2: it could not have verified either
  }
};

let dummy: Promise<string> | null = null;
const dummyHash = () => {
  dummy ??= hashPassword('not-a-real-password-0000');
  return dummy;
};
