import type { Provider, RiskLevel } from '@esm/contract/providers';
import type { DocumentType, VerificationStatus } from '@esm/contract/verification';

export interface DocumentTypeInfo {
  type: DocumentType;
  title: string;
  description: string;
  required: boolean;
  /** The provider flag that is true once this check has passed. */
  passed: (provider: Provider) => boolean;
}

export const DOCUMENT_TYPES: DocumentTypeInfo[] = [
  {
    type: 'identity',
    title: 'Identity',
    description: 'A passport or UK driving licence of the business owner.',
    required: true,
    passed: (p) => p.identityVerified,
  },
  {
    type: 'business_registration',
    title: 'Business registration',
    description: 'Companies House certificate, or proof of self-employment (e.g. HMRC registration).',
    required: true,
    passed: (p) => p.businessVerified,
  },
  {
    type: 'insurance',
    title: 'Insurance',
    description: 'Public liability insurance certificate with cover of at least £2M.',
    required: true,
    passed: (p) => p.insuranceVerified,
  },
  {
    type: 'background_check',
    title: 'Background check',
    description: 'A basic DBS certificate issued in the last 12 months (optional).',
    required: false,
    passed: (p) => p.backgroundCheckPassed,
  },
];

/** 25% per passed check of four. */
export function verificationProgress(provider: Provider): number {
  return DOCUMENT_TYPES.filter((d) => d.passed(provider)).length * 25;
}

/** Up to 20 Low, up to 50 Medium, above that High. */
export function riskLevel(score: number): { level: RiskLevel; label: string; tone: string } {
  if (score <= 20) return { level: 'low', label: 'Low', tone: 'badge--success' };
  if (score <= 50) return { level: 'medium', label: 'Medium', tone: 'badge--warning' };
  return { level: 'high', label: 'High', tone: 'badge--danger' };
}

export const DOCUMENT_STATUS: Record<VerificationStatus, { label: string; tone: string }> = {
  pending: { label: 'Under Review', tone: 'badge--warning' },
  approved: { label: 'Approved', tone: 'badge--success' },
  rejected: { label: 'Rejected', tone: 'badge--danger' },
  expired: { label: 'Expired', tone: 'badge--danger' },
};

/** Accepted document files. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export function isAcceptedDocument(file: File): boolean {
  return /\.(pdf|jpe?g|png)$/i.test(file.name);
}
