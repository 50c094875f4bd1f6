import type pg from 'pg';
import { orderAndPage, type Page, type PageRequest, pageOf } from '../paging/page';
import type { AdminDocumentRow, DocumentRow, ProviderVerificationRow } from './rows';

/** Add to a `FROM rm.providers p` query: `SELECT p.*, ${VERIFICATION_SELECT} … ${VERIFICATION_JOIN}`. */
export const VERIFICATION_SELECT =
  'v.identity_verified, v.business_verified, v.insurance_verified, v.background_check_passed, v.is_verified, v.verification_progress, v.verification_level, v.verification_date, v.bank_details_status, v.bank_rejection_reason';
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

/** A document "expires soon" when it stops counting within this many days (the overview's warning). */
export const EXPIRING_WITHIN_DAYS = 30;

export type AdminDocumentSort =
  | 'createdAt'
  | 'expiryDate'
  | 'documentType'
  | 'verificationStatus'
  | 'businessName';
const DOCUMENT_SORT: Record<AdminDocumentSort, string> = {
  createdAt: 'd.seq',
  expiryDate: 'd.expires_at',
  documentType: 'd.document_type',
  verificationStatus: 'd.verification_status',
  businessName: 'p.business_name',
};

export interface AdminDocumentFilter {
  id?: string[];
  status?: string;
  documentType?: string;
  providerId?: string;
}

const ADMIN_DOCUMENT_SELECT = `SELECT d.document_id, d.provider_id, d.document_type, d.document_url, d.file_type,
    d.verification_status, d.rejection_reason, d.verified_at, d.verified_by,
    NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS verified_by_name,
    d.expiry_date::text AS expiry_date, d.expires_at, d.created_at, p.business_name,
    coalesce(v.verification_progress, 0) AS verification_progress
  FROM rm.verification_documents d
  LEFT JOIN rm.providers p ON p.id = d.provider_id
  LEFT JOIN rm.provider_verification v ON v.provider_id = d.provider_id
  LEFT JOIN rm.users u ON u.user_id = d.verified_by`;

/** The verifiers' queue as a back-office list: one page, filtered and sorted, with the total. */
export async function adminDocumentPage(
  pool: pg.Pool,
  request: PageRequest<AdminDocumentSort>,
  filter: AdminDocumentFilter,
): Promise<Page<AdminDocumentRow>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (filter.id) add((n) => `d.document_id::text = ANY($${n}::text[])`, filter.id);
  if (filter.status) add((n) => `d.verification_status = $${n}`, filter.status);
  if (filter.documentType) add((n) => `d.document_type = $${n}`, filter.documentType);
  if (filter.providerId) add((n) => `d.provider_id::text = $${n}`, filter.providerId);
  const page = orderAndPage(request, DOCUMENT_SORT, 'd.seq', params.length + 1);
  const { rows } = await pool.query<AdminDocumentRow & { total_count: string }>(
    `${ADMIN_DOCUMENT_SELECT.replace('SELECT', 'SELECT count(*) OVER () AS total_count,')}
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ${page.sql}`,
    [...params, ...page.params],
  );
  return pageOf(rows, request);
}

export async function findAdminDocument(pool: pg.Pool, documentId: string): Promise<AdminDocumentRow | null> {
  const { rows } = await pool.query<AdminDocumentRow>(
    `${ADMIN_DOCUMENT_SELECT} WHERE d.document_id::text = $1`,
    [documentId],
  );
  return rows[0] ?? null;
}

export type ProviderVerificationSort =
  | 'businessName'
  | 'verificationProgress'
  | 'verificationLevel'
  | 'expiringDocuments'
  | 'pendingDocuments'
  | 'createdAt';
const PROVIDER_SORT: Record<ProviderVerificationSort, string> = {
  businessName: 'business_name',
  verificationProgress: 'verification_progress',
  verificationLevel: 'verification_level',
  expiringDocuments: 'expiring_documents',
  pendingDocuments: 'pending_documents',
  createdAt: 'created_at',
};

export interface ProviderVerificationFilter {
  id?: string[];
  /** basic, verified or enhanced. */
  level?: string;
  /** true: fewer than all four checks passed; false: all four passed. */
  incomplete?: boolean;
  /** true: a document stops counting within EXPIRING_WITHIN_DAYS days. */
  expiring?: boolean;
  /** none, pending, verified or rejected. */
  bankDetailsStatus?: string;
  /** Part of the business name. */
  q?: string;
}

const PROVIDER_VERIFICATION_SELECT = `SELECT p.id AS provider_id, p.user_id, p.business_name, p.created_at,
    coalesce(v.identity_verified, false) AS identity_verified,
    coalesce(v.business_verified, false) AS business_verified,
    coalesce(v.insurance_verified, false) AS insurance_verified,
    coalesce(v.background_check_passed, false) AS background_check_passed,
    coalesce(v.verification_progress, 0) AS verification_progress,
    coalesce(v.verification_level, 'basic') AS verification_level,
    v.verification_date,
    CASE WHEN p.bank_account_last4 IS NULL THEN 'none' ELSE coalesce(NULLIF(v.bank_details_status, 'none'), 'pending') END
      AS bank_details_status,
    coalesce(v.bank_details_revision, p.bank_details_revision) AS bank_details_revision,
    v.bank_rejection_reason, v.bank_reviewed_at,
    NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS bank_reviewed_by_name,
    p.bank_account_holder_name, p.bank_account_last4, p.bank_sort_code_last2, p.bank_name, p.bank_details_added_at,
    (SELECT count(*)::int FROM rm.verification_documents e WHERE e.provider_id = p.id
       AND e.verification_status IN ('approved', 'pending')
       AND e.expires_at > $1::timestamptz AND e.expires_at <= $1::timestamptz + make_interval(days => ${EXPIRING_WITHIN_DAYS}))
      AS expiring_documents,
    (SELECT count(*)::int FROM rm.verification_documents w WHERE w.provider_id = p.id
       AND w.verification_status = 'pending') AS pending_documents
  FROM rm.providers p
  LEFT JOIN rm.provider_verification v ON v.provider_id = p.id
  LEFT JOIN rm.users u ON u.user_id = v.bank_reviewed_by`;

/**
 * Every provider's verification at a glance: the four checks, level and progress, documents
 * that stop counting within 30 days of `now`, and where their bank details review stands.
 */
export async function providerVerificationPage(
  pool: pg.Pool,
  now: Date,
  request: PageRequest<ProviderVerificationSort>,
  filter: ProviderVerificationFilter,
): Promise<Page<ProviderVerificationRow>> {
  const where: string[] = [];
  const params: unknown[] = [now];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (filter.id) add((n) => `provider_id::text = ANY($${n}::text[])`, filter.id);
  if (filter.level) add((n) => `verification_level = $${n}`, filter.level);
  if (filter.incomplete !== undefined)
    add((n) => `(verification_progress < 100) = $${n}::boolean`, filter.incomplete);
  if (filter.expiring !== undefined) add((n) => `(expiring_documents > 0) = $${n}::boolean`, filter.expiring);
  if (filter.bankDetailsStatus) add((n) => `bank_details_status = $${n}`, filter.bankDetailsStatus);
  if (filter.q) add((n) => `business_name ILIKE '%' || $${n} || '%'`, filter.q.replace(/[\\%_]/g, '\\$&'));
  // The sort and filter columns are the outer query's, as the counts are computed inside it.
  const page = orderAndPage(request, PROVIDER_SORT, 'provider_id', params.length + 1);
  const { rows } = await pool.query<ProviderVerificationRow & { total_count: string }>(
    `SELECT *, count(*) OVER () AS total_count FROM (${PROVIDER_VERIFICATION_SELECT}) pv
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ${page.sql}`,
    [...params, ...page.params],
  );
  return pageOf(rows, request);
}

export async function findProviderVerification(
  pool: pg.Pool,
  now: Date,
  providerId: string,
): Promise<ProviderVerificationRow | null> {
  const { rows } = await pool.query<ProviderVerificationRow>(
    `${PROVIDER_VERIFICATION_SELECT} WHERE p.id::text = $2`,
    [now, providerId],
  );
  return rows[0] ?? null;
}
