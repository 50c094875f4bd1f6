import { storageKey } from '@esm/api/objects/object-paths';
import { objectStorageFor } from '@esm/api/objects/storage';
import { DAY } from '@esm/core/kernel/clock';
import { providerDecider } from '@esm/core/provider/decider';
import { providerStream } from '@esm/core/provider/events';
import { verificationDecider } from '@esm/core/verification/decider';
import type { DocumentType } from '@esm/core/verification/events';
import { verificationStream } from '@esm/core/verification/events';
import { type Activity, user } from '../activity/context';
import type { SeededProvider } from '../demo-marketplace';
import { idCardPng, letterPdf } from './demo-documents';

interface DemoDocument {
  type: DocumentType;
  file: 'png' | 'pdf';
  daysAgo: number;
  /** Days from now to the document's expiry date. */
  expiresInDays?: number;
  decision?: { approve: true } | { reject: string };
}

const TITLES: Record<DocumentType, string> = {
  identity: 'Photo identity',
  business_registration: 'Certificate of incorporation',
  insurance: 'Public liability insurance schedule',
  background_check: 'Basic DBS certificate',
};

/**
 * The verifier's demo work: pending documents of every type (photo IDs as images, certificates as
 * PDFs) from providers who have no checks yet, two that expire within 30 days, one rejected and
 * sent again, and one provider's bank details rejected. The other providers' bank details stay
 * pending verification (activity/bank-details.ts). Every file is stored like an upload, so the
 * back office shows it inline. Drawn last from the rng, so the rest of the demo is unchanged.
 */
export async function seedVerifierWork(a: Activity): Promise<void> {
  const storage = objectStorageFor(a.ctx.config, a.ctx.pool);
  const verifier = user(a.verifierId, ['verifier']);
  // activity/verification.ts verified every third provider; these have 0% progress so far.
  const [p1, p2, p3, p4, p5, p6] = a.providers.filter((_, i) => i % 3 !== 0);
  const plan: Array<[SeededProvider | undefined, DemoDocument[]]> = [
    [
      p1,
      [
        { type: 'identity', file: 'png', daysAgo: 6 },
        { type: 'business_registration', file: 'pdf', daysAgo: 6 },
      ],
    ],
    [
      p2,
      [
        { type: 'identity', file: 'png', daysAgo: 5 },
        { type: 'insurance', file: 'pdf', daysAgo: 5, expiresInDays: 12 },
      ],
    ],
    [
      p3,
      [
        { type: 'background_check', file: 'pdf', daysAgo: 4 },
        { type: 'identity', file: 'png', daysAgo: 3 },
      ],
    ],
    [
      p4,
      [
        { type: 'business_registration', file: 'pdf', daysAgo: 3 },
        { type: 'insurance', file: 'pdf', daysAgo: 2, expiresInDays: 200 },
      ],
    ],
    [
      p5,
      [
        {
          type: 'identity',
          file: 'png',
          daysAgo: 8,
          decision: { reject: 'The photo is too blurred to read the name. Please upload a sharper scan.' },
        },
        { type: 'identity', file: 'png', daysAgo: 1 },
      ],
    ],
    [
      p6,
      [
        { type: 'identity', file: 'png', daysAgo: 10, decision: { approve: true } },
        { type: 'insurance', file: 'pdf', daysAgo: 10, expiresInDays: 20, decision: { approve: true } },
        { type: 'business_registration', file: 'pdf', daysAgo: 1 },
      ],
    ],
  ];
  const accents = [
    [37, 99, 235],
    [5, 150, 105],
    [124, 58, 237],
    [220, 38, 38],
    [217, 119, 6],
  ] as const;
  let n = 0;
  for (const [provider, documents] of plan) {
    if (!provider) continue;
    for (const doc of documents) {
      const objectId = a.rng.uuid();
      const documentId = a.rng.uuid();
      const submittedAt = a.at(-doc.daysAgo, n % 8);
      const bytes =
        doc.file === 'png'
          ? idCardPng(accents[n % accents.length] ?? accents[0])
          : letterPdf(TITLES[doc.type], [
              provider.businessName,
              `Reference ${documentId.slice(0, 8).toUpperCase()}`,
              'Issued for the EventHire UK demo. Not a real document.',
            ]);
      n++;
      await storage.put(storageKey('document', objectId), bytes, {
        contentType: doc.file === 'png' ? 'image/png' : 'application/pdf',
        size: bytes.length,
        ownerUserId: provider.userId,
        uploadedAt: submittedAt.toISOString(),
      });
      const expiryDate =
        doc.expiresInDays === undefined
          ? null
          : new Date(a.now.getTime() + doc.expiresInDays * DAY).toISOString().slice(0, 10);
      const stream = verificationStream(provider.providerId);
      await a.run(submittedAt, stream, verificationDecider, {
        type: 'SubmitVerificationDocument',
        actor: user(provider.userId),
        providerId: provider.providerId,
        providerUserId: provider.userId,
        documentId,
        documentType: doc.type,
        documentUrl: `/objects/documents/${objectId}`,
        fileType: doc.file,
        expiryDate,
      });
      if (!doc.decision) continue;
      const base = { actor: verifier, providerId: provider.providerId, documentId };
      await a.run(
        new Date(submittedAt.getTime() + DAY),
        stream,
        verificationDecider,
        'approve' in doc.decision
          ? { type: 'ApproveVerificationDocument', ...base }
          : { type: 'RejectVerificationDocument', ...base, rejectionReason: doc.decision.reject },
      );
    }
  }
  if (p5)
    await a.run(a.at(-2), providerStream(p5.providerId), providerDecider, {
      type: 'RejectBankDetails',
      actor: verifier,
      providerId: p5.providerId,
      revision: 1,
      reason:
        'The account holder name does not match your business name. Please enter the account’s exact name.',
    });
}
