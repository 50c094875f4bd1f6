import { DOCUMENT_TYPES, type DocumentType } from './events';
import { countsAt, type VerificationDocument, type VerificationState } from './state';

/** Each of the four checks is worth 25% of the progress bar. */
export const PROGRESS_PER_CHECK = 25;

/**
 * verificationLevel (default basic): `basic` until identity, business and insurance have
 * passed; `verified` once they have (isVerified); `enhanced` when the optional background check
 * has passed as well.
 */
export type VerificationLevel = 'basic' | 'verified' | 'enhanced';

export interface VerificationSummary {
  identityVerified: boolean;
  businessVerified: boolean;
  insuranceVerified: boolean;
  backgroundCheckPassed: boolean;
  verificationProgress: number;
  isVerified: boolean;
  verificationLevel: VerificationLevel;
  verificationDate: string | null;
  /** The latest document of each type, for the verification tab's cards; null when none was sent. */
  latestDocuments: Record<DocumentType, VerificationDocument | null>;
}

function flagsWhere(state: VerificationState, counts: (document: VerificationDocument) => boolean) {
  const documents = Object.values(state.documents);
  const passed = (type: DocumentType) =>
    documents.some((document) => document.documentType === type && counts(document));
  const identityVerified = passed('identity');
  const businessVerified = passed('business_registration');
  const insuranceVerified = passed('insurance');
  const backgroundCheckPassed = passed('background_check');
  // Background is optional: the three required checks make a provider verified.
  const isVerified = identityVerified && businessVerified && insuranceVerified;
  return { identityVerified, businessVerified, insuranceVerified, backgroundCheckPassed, isVerified };
}

/** The provider flags as they stand at `now`: an approval past its expiry no longer counts. */
export const verificationFlags = (state: VerificationState, now: Date) =>
  flagsWhere(state, (document) => countsAt(document, now));

/** The flags as the events recorded them, before any clock is consulted (for evolve). */
export const recordedFlags = (state: VerificationState) =>
  flagsWhere(state, (document) => document.verificationStatus === 'approved');

function latestOf(
  documents: readonly VerificationDocument[],
  type: DocumentType,
): VerificationDocument | null {
  const ofType = documents.filter((document) => document.documentType === type);
  return ofType.reduce<VerificationDocument | null>(
    (latest, document) => (latest === null || document.submittedAt >= latest.submittedAt ? document : latest),
    null,
  );
}

export function verificationOf(state: VerificationState, now: Date): VerificationSummary {
  const flags = verificationFlags(state, now);
  const passedChecks = [
    flags.identityVerified,
    flags.businessVerified,
    flags.insuranceVerified,
    flags.backgroundCheckPassed,
  ].filter(Boolean).length;
  const documents = Object.values(state.documents);
  const latestDocuments = Object.fromEntries(
    DOCUMENT_TYPES.map((type) => [type, latestOf(documents, type)]),
  ) as Record<DocumentType, VerificationDocument | null>;
  return {
    ...flags,
    verificationProgress: passedChecks * PROGRESS_PER_CHECK,
    verificationLevel: !flags.isVerified ? 'basic' : flags.backgroundCheckPassed ? 'enhanced' : 'verified',
    verificationDate: flags.isVerified ? state.verificationDate : null,
    latestDocuments,
  };
}

/** A check that counts as verified offers no upload. */
export const uploadOffered = (summary: VerificationSummary, type: DocumentType): boolean =>
  !{
    identity: summary.identityVerified,
    business_registration: summary.businessVerified,
    insurance: summary.insuranceVerified,
    background_check: summary.backgroundCheckPassed,
  }[type];
