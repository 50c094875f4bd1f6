import { newDataKey, unwrapKey, wrapKey } from '@esm/core/personal-data/cipher';
import type { PersonalDataVault } from '@esm/core/personal-data/vault';
import type pg from 'pg';
import type { Migration } from '../postgres/migrate';

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
