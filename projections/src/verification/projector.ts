import type { DocumentType } from '@esm/core/verification/events';
import { PROGRESS_PER_CHECK } from '@esm/core/verification/summary';
import { defineProjector, type ProjectionDb } from '../runner/projector';

/**
 * Verification documents for the provider's verification tab and the verifiers' queue,
 * and each provider's verification flags, progress and level. A check has passed while one of
 * its documents is approved (an expired approval stops counting: the expiry timer's event sets
 * it `expired`), which is the rule of core's verification summary.
 */
export const verificationDocumentsProjector = defineProjector({
  name: 'verification-documents',
  // 2: the bank details review (status, reason, revision) beside the document checks.
  version: 2,
  tables: ['verification_documents', 'provider_verification'],
  ddl: `
    CREATE TABLE verification_documents (
      document_id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      document_type text NOT NULL,
      document_url text NOT NULL,
      file_type text NOT NULL,
      verification_status text NOT NULL,
      rejection_reason text,
      verified_at timestamptz,
      verified_by uuid,
      expiry_date date,
      expires_at timestamptz,
      submitted_by uuid NOT NULL,
      created_at timestamptz NOT NULL,
      -- The submission's place in the global feed: documents sent in the same instant keep their order.
      seq bigint NOT NULL
    );
    CREATE INDEX verification_documents_provider_idx ON verification_documents (provider_id, seq DESC);
    CREATE INDEX verification_documents_status_idx ON verification_documents (verification_status, seq);
    CREATE TABLE provider_verification (
      provider_id uuid PRIMARY KEY,
      identity_verified boolean NOT NULL DEFAULT false,
      business_verified boolean NOT NULL DEFAULT false,
      insurance_verified boolean NOT NULL DEFAULT false,
      background_check_passed boolean NOT NULL DEFAULT false,
      is_verified boolean NOT NULL DEFAULT false,
      verification_progress int NOT NULL DEFAULT 0,
      verification_level text NOT NULL DEFAULT 'basic',
      verification_date timestamptz,
      -- The review of the provider's bank details: none (no details yet), pending, verified, rejected.
      bank_details_status text NOT NULL DEFAULT 'none',
      bank_details_revision int,
      bank_rejection_reason text,
      bank_reviewed_by uuid,
      bank_reviewed_at timestamptz
    );`,
  handles: [
    'VerificationDocumentSubmitted',
    'VerificationDocumentApproved',
    'VerificationDocumentRejected',
    'VerificationDocumentExpired',
    'ProviderBankDetailsAdded',
    'ProviderBankDetailsChanged',
    'ProviderBankDetailsVerified',
    'ProviderBankDetailsRejected',
  ],
  async apply(event, db) {
    switch (event.type) {
      case 'ProviderBankDetailsAdded':
      case 'ProviderBankDetailsChanged':
        // New details are unchecked again, whatever the review of the previous ones said.
        await db.query(
          `INSERT INTO provider_verification (provider_id, bank_details_status, bank_details_revision)
           VALUES ($1, 'pending', $2)
           ON CONFLICT (provider_id) DO UPDATE SET bank_details_status = 'pending', bank_details_revision = $2,
             bank_rejection_reason = NULL, bank_reviewed_by = NULL, bank_reviewed_at = NULL`,
          [event.data.providerId, event.data.revision],
        );
        return;
      case 'ProviderBankDetailsVerified':
        await db.query(
          `UPDATE provider_verification SET bank_details_status = 'verified', bank_rejection_reason = NULL,
             bank_reviewed_by = $3, bank_reviewed_at = $4 WHERE provider_id = $1 AND bank_details_revision = $2`,
          [
            event.data.providerId,
            event.data.revision,
            uuidOrNull(event.data.verifiedBy),
            event.data.verifiedAt,
          ],
        );
        return;
      case 'ProviderBankDetailsRejected':
        await db.query(
          `UPDATE provider_verification SET bank_details_status = 'rejected', bank_rejection_reason = $3,
             bank_reviewed_by = $4, bank_reviewed_at = $5 WHERE provider_id = $1 AND bank_details_revision = $2`,
          [
            event.data.providerId,
            event.data.revision,
            event.data.reason,
            uuidOrNull(event.data.rejectedBy),
            event.data.rejectedAt,
          ],
        );
        return;
      case 'VerificationDocumentSubmitted': {
        const d = event.data;
        await db.query(
          `INSERT INTO verification_documents (document_id, provider_id, document_type, document_url, file_type,
             verification_status, expiry_date, expires_at, submitted_by, created_at, seq)
           VALUES ($1,$2,$3,$4,$5,'pending',$6,$7,$8,$9,$10) ON CONFLICT (document_id) DO NOTHING`,
          [
            d.documentId,
            d.providerId,
            d.documentType,
            d.documentUrl,
            d.fileType,
            d.expiryDate,
            d.expiresAt,
            d.submittedBy,
            d.submittedAt,
            event.globalPosition,
          ],
        );
        return;
      }
      case 'VerificationDocumentApproved':
        await db.query(
          `UPDATE verification_documents SET verification_status = 'approved', verified_at = $2, verified_by = $3
           WHERE document_id = $1`,
          [event.data.documentId, event.data.verifiedAt, event.data.verifiedBy],
        );
        break;
      case 'VerificationDocumentRejected':
        await db.query(
          `UPDATE verification_documents SET verification_status = 'rejected', verified_at = $2, verified_by = $3,
             rejection_reason = $4 WHERE document_id = $1`,
          [event.data.documentId, event.data.verifiedAt, event.data.verifiedBy, event.data.rejectionReason],
        );
        break;
      case 'VerificationDocumentExpired':
        await db.query(
          "UPDATE verification_documents SET verification_status = 'expired' WHERE document_id = $1",
          [event.data.documentId],
        );
        break;
    }
    await refreshFlags(db, event.data.providerId, event.occurredAt);
  },
});

/** A reviewer is a user id; a platform process (`system:<name>`) has none. */
const uuidOrNull = (value: string): string | null =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : null;

/** Recomputes a provider's flags from its documents; the verification date moves only on becoming verified. */
async function refreshFlags(db: ProjectionDb, providerId: string, at: Date): Promise<void> {
  const { rows } = await db.query<{ document_type: DocumentType }>(
    `SELECT DISTINCT document_type FROM verification_documents
     WHERE provider_id = $1 AND verification_status = 'approved'`,
    [providerId],
  );
  const passed = new Set(rows.map((r) => r.document_type));
  const flags = {
    identity_verified: passed.has('identity'),
    business_verified: passed.has('business_registration'),
    insurance_verified: passed.has('insurance'),
    background_check_passed: passed.has('background_check'),
  };
  // Background is optional: the three required checks make a provider verified.
  const isVerified = flags.identity_verified && flags.business_verified && flags.insurance_verified;
  const level = !isVerified ? 'basic' : flags.background_check_passed ? 'enhanced' : 'verified';
  await db.query(
    `INSERT INTO provider_verification AS v (provider_id, identity_verified, business_verified, insurance_verified,
       background_check_passed, is_verified, verification_progress, verification_level, verification_date)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8, CASE WHEN $6 THEN $9::timestamptz END)
     ON CONFLICT (provider_id) DO UPDATE SET identity_verified = $2, business_verified = $3, insurance_verified = $4,
       background_check_passed = $5, is_verified = $6, verification_progress = $7, verification_level = $8,
       verification_date = CASE WHEN NOT $6 THEN NULL WHEN v.is_verified THEN v.verification_date ELSE $9::timestamptz END`,
    [
      providerId,
      flags.identity_verified,
      flags.business_verified,
      flags.insurance_verified,
      flags.background_check_passed,
      isVerified,
      passed.size * PROGRESS_PER_CHECK,
      level,
      at,
    ],
  );
}
