import type pg from 'pg';
import type { Migration } from '../postgres/migrate';
import { newDataKey, unwrapKey, wrapKey } from './cipher';

/**
 * Where each person's data key lives: outside the event log, so deleting the key erases the
 * person's data from every event that mentions them while the history stays replayable.
 */
export interface PersonalDataVault {
  /** The subject's key, created on first use. Null once the subject has been erased. */
  keyFor(subjectId: string): Promise<Buffer | null>;
  /** The subject's key if it exists and was not erased; never creates one. */
  existingKeyFor(subjectId: string): Promise<Buffer | null>;
  /** Destroys the subject's key for good. */
  erase(subjectId: string): Promise<void>;
}

export const personalDataMigrations: Migration[] = [
  {
    id: '0100_personal_data_keys',
    sql: `CREATE SCHEMA IF NOT EXISTS pii;
      CREATE TABLE pii.data_keys (
        subject_id text PRIMARY KEY,
        wrapped_key bytea,
        created_at timestamptz NOT NULL DEFAULT now(),
        erased_at timestamptz
      );`,
  },
];

export class PostgresPersonalDataVault implements PersonalDataVault {
  // Keys never change once created, so caching is safe; erasure evicts.
  private readonly cache = new Map<string, Buffer | null>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly masterKey: Buffer,
  ) {}

  async keyFor(subjectId: string): Promise<Buffer | null> {
    const cached = this.cache.get(subjectId);
    if (cached !== undefined) return cached;
    // Insert-or-read in one statement so two concurrent first uses agree on one key.
    await this.pool.query(
      'INSERT INTO pii.data_keys (subject_id, wrapped_key) VALUES ($1, $2) ON CONFLICT (subject_id) DO NOTHING',
      [subjectId, wrapKey(this.masterKey, newDataKey())],
    );
    return this.load(subjectId);
  }

  async existingKeyFor(subjectId: string): Promise<Buffer | null> {
    const cached = this.cache.get(subjectId);
    if (cached !== undefined) return cached;
    return this.load(subjectId);
  }

  async erase(subjectId: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO pii.data_keys (subject_id, wrapped_key, erased_at) VALUES ($1, NULL, now())
       ON CONFLICT (subject_id) DO UPDATE SET wrapped_key = NULL, erased_at = coalesce(pii.data_keys.erased_at, now())`,
      [subjectId],
    );
    this.cache.set(subjectId, null);
  }

  private async load(subjectId: string): Promise<Buffer | null> {
    const { rows } = await this.pool.query<{ wrapped_key: Buffer | null }>(
      'SELECT wrapped_key FROM pii.data_keys WHERE subject_id = $1',
      [subjectId],
    );
    const wrapped = rows[0]?.wrapped_key;
    if (wrapped === undefined) return null;
    const key = wrapped === null ? null : unwrapKey(this.masterKey, wrapped);
    this.cache.set(subjectId, key);
    return key;
  }
}

export class InMemoryPersonalDataVault implements PersonalDataVault {
  private readonly keys = new Map<string, Buffer | null>();

  async keyFor(subjectId: string): Promise<Buffer | null> {
    if (!this.keys.has(subjectId)) this.keys.set(subjectId, newDataKey());
    return this.keys.get(subjectId) ?? null;
  }
  async existingKeyFor(subjectId: string): Promise<Buffer | null> {
    return this.keys.get(subjectId) ?? null;
  }
  async erase(subjectId: string): Promise<void> {
    this.keys.set(subjectId, null);
  }
}
