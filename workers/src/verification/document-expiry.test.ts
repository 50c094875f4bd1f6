import type { RecordedEvent } from '@esm/core/eventstore/port';
import { describe, expect, it } from 'vitest';
import { documentExpiryProcess, VERIFICATION_EXPIRY_QUEUE } from './document-expiry';

const recorded = (type: string, data: Record<string, unknown>) =>
  ({ type, data, occurredAt: new Date('2026-06-01T09:00:00.000Z') }) as unknown as RecordedEvent;
const submitted = (expiresAt: string | null) =>
  recorded('VerificationDocumentSubmitted', {
    providerId: 'p1',
    documentId: 'd1',
    documentType: 'insurance',
    documentUrl: '/objects/documents/x',
    fileType: 'pdf',
    expiryDate: expiresAt ? '2026-06-30' : null,
    expiresAt,
    submittedBy: 'u1',
    submittedAt: '2026-06-01T09:00:00.000Z',
  });

describe('verification document expiry timer', () => {
  it('schedules the expiry at the instant the document stops counting', () => {
    expect(documentExpiryProcess.react(submitted('2026-06-30T23:00:00.000Z'))).toEqual([
      {
        kind: 'schedule',
        key: 'verification-expiry:d1',
        queue: VERIFICATION_EXPIRY_QUEUE,
        runAt: new Date('2026-06-30T23:00:00.000Z'),
        data: { providerId: 'p1', documentId: 'd1' },
      },
    ]);
  });
  it('sets no timer for a document without an expiry date', () => {
    expect(documentExpiryProcess.react(submitted(null))).toEqual([]);
  });
  it('drops the timer when the document is rejected', () => {
    const rejected = recorded('VerificationDocumentRejected', { providerId: 'p1', documentId: 'd1' });
    expect(documentExpiryProcess.react(rejected)).toEqual([
      { kind: 'cancel', key: 'verification-expiry:d1' },
    ]);
  });
});
