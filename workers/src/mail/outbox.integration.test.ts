import { randomUUID } from 'node:crypto';
import { personalDataMigrations } from '@esm/infra/personal-data/postgres-vault';
import { migrate } from '@esm/infra/postgres/migrate';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMigrations } from './migrations';
import { enqueueMail, type OutgoingMail } from './outbox';

/**
 * An e-mail rendered just before a person's erasure must not land in the outbox just after the
 * erasure cleared their mail: the erasure updates the person's data key, then deletes their mail.
 */
let pool: pg.Pool;
let drop: () => Promise<void>;
beforeAll(async () => {
  const db = await createTestDatabase('outbox');
  drop = db.drop;
  pool = new pg.Pool({ connectionString: db.url, max: 5 });
  await migrate(pool, [...personalDataMigrations, ...mailMigrations]);
});
afterAll(async () => {
  await pool.end();
  await drop();
});

const NOW = new Date('2026-06-01T09:00:00.000Z');
const mailFor = (userId: string): OutgoingMail => ({
  dedupeKey: `test:${randomUUID()}`,
  userId,
  to: 'ottoline@example.co.uk',
  subject: 'Your booking',
  text: 'Dear Ottoline',
});
async function personWithKey(): Promise<string> {
  const userId = randomUUID();
  await pool.query('INSERT INTO pii.data_keys (subject_id, wrapped_key) VALUES ($1, $2)', [
    userId,
    Buffer.from('key'),
  ]);
  return userId;
}
const eraseSql = 'UPDATE pii.data_keys SET wrapped_key = NULL, erased_at = now() WHERE subject_id = $1';
const mailOf = async (userId: string) =>
  (await pool.query('SELECT 1 FROM mail.outbox WHERE user_id = $1', [userId])).rowCount;

describe('the outbox and erasure', () => {
  it('given a person, when an e-mail for them is queued, then it is written', async () => {
    const userId = await personWithKey();
    expect(await enqueueMail(pool, mailFor(userId), NOW)).not.toBeNull();
    expect(await mailOf(userId)).toBe(1);
  });

  it('given an erased person, when an e-mail for them is queued, then nothing is written', async () => {
    const userId = await personWithKey();
    await pool.query(eraseSql, [userId]);
    expect(await enqueueMail(pool, mailFor(userId), NOW)).toBeNull();
    expect(await mailOf(userId)).toBe(0);
  });

  it('an e-mail queued while the erasure is committing waits for it, and is then not written', async () => {
    const userId = await personWithKey();
    const erasure = await pool.connect();
    try {
      await erasure.query('BEGIN');
      await erasure.query(eraseSql, [userId]);
      const queued = enqueueMail(pool, mailFor(userId), NOW);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await erasure.query('DELETE FROM mail.outbox WHERE user_id = $1', [userId]);
      await erasure.query('COMMIT');
      expect(await queued).toBeNull();
    } finally {
      erasure.release();
    }
    expect(await mailOf(userId)).toBe(0);
  });
});
