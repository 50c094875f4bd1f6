import type pg from 'pg';
import type { DocumentRow } from './rows';

/** Add to a `FROM rm.providers p` query: `SELECT p.*, ${VERIFICATION_SELECT} … ${VERIFICATION_JOIN}`. */
export const VERIFICATION_SELECT =
  'v.identity_verified, v.business_verified, v.insurance_verified, v.background_check_passed, v.is_verified, v.verification_progress, v.verification_level, v.verification_date';
export const VERIFICATION_JOIN = 'LEFT JOIN rm.provider_verification v ON v.provider_id = p.id';

const COLUMNS = `d.document_id, d.provider_id, d.document_type, d.document_url, d.verification_status,
  d.rejection_reason, d.verified_at, d.expiry_date::text AS expiry_date, d.created_at`;

export async function documentsOfProvider(pool: pg.Pool, providerId: string): Promise<DocumentRow[]> {
  const { rows } = await pool.query<DocumentRow>(
    `SELECT ${COLUMNS} FROM rm.verification_documents d WHERE d.provider_id = $1 ORDER BY d.seq DESC`,
    [providerId],
  );
  return rows;
}

export async function findDocument(pool: pg.Pool, documentId: string): Promise<DocumentRow | null> {
  const { rows } = await pool.query<DocumentRow>(
    `SELECT ${COLUMNS}, p.business_name FROM rm.verification_documents d
     LEFT JOIN rm.providers p ON p.id = d.provider_id WHERE d.document_id = $1`,
    [documentId],
  );
  return rows[0] ?? null;
}

/** The verifiers' queue: oldest first, so documents are reviewed in the order they came in. */
export async function documentsWithStatus(pool: pg.Pool, status: string | undefined): Promise<DocumentRow[]> {
  const { rows } = await pool.query<DocumentRow>(
    `SELECT ${COLUMNS}, p.business_name FROM rm.verification_documents d
     LEFT JOIN rm.providers p ON p.id = d.provider_id
     WHERE $1::text IS NULL OR d.verification_status = $1 ORDER BY d.seq LIMIT 500`,
    [status ?? null],
  );
  return rows;
}
