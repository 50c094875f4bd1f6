import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';

/** Stream of one provider's verification documents: `verification-<providerId>`. */
export const verificationStream = (providerId: string): string => `verification-${providerId}`;

/** Document types, one per check. */
export const DOCUMENT_TYPES = ['identity', 'business_registration', 'insurance', 'background_check'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** "Document upload: pdf, jpg, jpeg, png". */
export const DOCUMENT_FILE_TYPES = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

const instant = z.iso.datetime();

export const verificationEvents = defineEvents({
  VerificationDocumentSubmitted: {
    schema: z.object({
      providerId: z.string(),
      documentId: z.string(),
      documentType: z.enum(DOCUMENT_TYPES),
      /** An opaque storage address; the file's bytes live outside the event log. */
      documentUrl: z.string(),
      fileType: z.enum(DOCUMENT_FILE_TYPES),
      /** As the provider gave it (a UK calendar date, yyyy-mm-dd), or null. */
      expiryDate: z.iso.date().nullable(),
      /** The instant the document stops being valid: the start of the day after expiryDate, UK time. */
      expiresAt: instant.nullable(),
      submittedBy: z.string(),
      submittedAt: instant,
    }),
  },
  VerificationDocumentApproved: {
    schema: z.object({
      providerId: z.string(),
      documentId: z.string(),
      documentType: z.enum(DOCUMENT_TYPES),
      verifiedBy: z.string(),
      verifiedAt: instant,
    }),
  },
  VerificationDocumentRejected: {
    schema: z.object({
      providerId: z.string(),
      documentId: z.string(),
      documentType: z.enum(DOCUMENT_TYPES),
      rejectionReason: z.string(),
      verifiedBy: z.string(),
      verifiedAt: instant,
    }),
  },
  /** An approved document passed its expiry date and no longer counts; a pending one can no longer be approved. */
  VerificationDocumentExpired: {
    schema: z.object({
      providerId: z.string(),
      documentId: z.string(),
      documentType: z.enum(DOCUMENT_TYPES),
      expiredAt: instant,
    }),
  },
});

export type VerificationEvent = EventsOf<typeof verificationEvents>;
