import { createHmac } from 'node:crypto';
import type { Clock } from '@esm/core/kernel/clock';
import type { Migration } from '@esm/infra/postgres/migrate';
import type pg from 'pg';

/**
 * Failed sign-ins per account (ASVS 2.2.1), in PostgreSQL so every API replica sees the same
 * count. Keyed by the normalised e-mail whether or not an account has it, so the answers do not
 * tell which addresses are registered — stored only as a keyed digest (HMAC-SHA256 under the
 * signing secret), so the table holds no address: nothing to erase with an account, and nothing
 * recorded of the addresses strangers type.
 */
export const signInThrottleMigrations: Migration[] = [
  {
    id: '0501_sign_in_failures',
    sql: `CREATE TABLE auth.sign_in_failures (
        email text PRIMARY KEY,
        failures integer NOT NULL,
        last_failure_at timestamptz NOT NULL,
        locked_until timestamptz
      );`,
  },
  {
    id: '0502_sign_in_failures_digest_only',
    // Rows from before the digest hold addresses in the clear; a count lost here only restarts.
    sql: `DELETE FROM auth.sign_in_failures;
      COMMENT ON COLUMN auth.sign_in_failures.email IS 'HMAC-SHA256 of the normalised e-mail, hex';`,
  },
];

/** Failures in a row an account may have before it is locked. */
export const FREE_FAILURES = 5;
/** The first lock; each further failure after a lock doubles it, up to MAX_LOCK_MS. */
export const FIRST_LOCK_MS = 60_000;
export const MAX_LOCK_MS = 60 * 60_000;
/** A count older than this (no failure since) starts again from zero. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** How long the n-th failure in a row locks the account (0: not at all). */
export function lockFor(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES), MAX_LOCK_MS);
}

export class SignInThrottle {
  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  private key(email: string): string {
    return createHmac('sha256', this.secret).update(`sign-in-failures:${email}`).digest('hex');
  }

  /** Milliseconds until the account may try again; 0 when it may now. */
  async lockedFor(email: string): Promise<number> {
    const { rows } = await this.pool.query<{ locked_until: Date | null }>(
      'SELECT locked_until FROM auth.sign_in_failures WHERE email = $1',
      [this.key(email)],
    );
    const until = rows[0]?.locked_until;
    return until ? Math.max(0, until.getTime() - this.clock.now().getTime()) : 0;
  }

  /** Counts a wrong password; returns how long the account is now locked (0: not). */
  async recordFailure(email: string): Promise<number> {
    const now = this.clock.now();
    const { rows } = await this.pool.query<{ failures: number }>(
      `INSERT INTO auth.sign_in_failures AS f (email, failures, last_failure_at) VALUES ($1, 1, $2)
       ON CONFLICT (email) DO UPDATE SET
         failures = CASE WHEN f.last_failure_at < $2::timestamptz - make_interval(secs => $3::double precision / 1000)
                         THEN 1 ELSE f.failures + 1 END,
         last_failure_at = $2
       RETURNING failures`,
      [this.key(email), now, FORGET_AFTER_MS],
    );
    const lock = lockFor(rows[0]?.failures ?? 1);
    if (lock > 0)
      await this.pool.query('UPDATE auth.sign_in_failures SET locked_until = $2 WHERE email = $1', [
        this.key(email),
        new Date(now.getTime() + lock),
      ]);
    return lock;
  }

  /** A successful sign-in starts the count again. */
  async recordSuccess(email: string): Promise<void> {
    await this.pool.query('DELETE FROM auth.sign_in_failures WHERE email = $1', [this.key(email)]);
  }
}
