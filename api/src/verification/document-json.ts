import type { AdminVerificationDocument, VerificationDocument } from '@esm/contract/verification';
import type pg from 'pg';

export interface DocumentRow {
  document_id: string;
  provider_id: string;
  document_type: string;
  document_url: string;
  verification_status: string;
  rejection_reason: string | null;
  verified_at: Date | null;
  expiry_date: string | null;
  created_at: Date;
  business_name?: string | null;
}

export function documentJson(row: DocumentRow): VerificationDocument {
  return {
    id: row.document_id,
    documentType: row.document_type as VerificationDocument['documentType'],
    documentUrl: row.document_url,
    verificationStatus: row.verification_status as VerificationDocument['verificationStatus'],
    rejectionReason: row.rejection_reason,
    verifiedAt: row.verified_at?.toISOString() ?? null,
    expiryDate: row.expiry_date,
    createdAt: row.created_at.toISOString(),
  };
}

export const adminDocumentJson = (row: DocumentRow): AdminVerificationDocument => ({
  ...documentJson(row),
  providerId: row.provider_id,
  businessName: row.business_name ?? null,
});

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
