import { storageKey } from '@esm/api/objects/object-paths';
import { objectStorageFor } from '@esm/api/objects/storage';
import { verificationDecider } from '@esm/core/verification/decider';
import { verificationStream } from '@esm/core/verification/events';
import { letterPdf } from '../backoffice/demo-documents';
import type { SeededProvider } from '../demo-marketplace';
import { type Activity, user } from './context';

/** Identity, business and insurance approved for every third provider (and Southbank). */
export async function seedVerification(a: Activity): Promise<SeededProvider[]> {
  const { rng, now, southbank, providers } = a;
  const verified = [southbank, ...providers.filter((_, i) => i % 3 === 0)];
  const storage = objectStorageFor(a.ctx.config, a.ctx.pool);
  for (const provider of verified) {
    const owner = user(provider.userId);
    for (const documentType of ['identity', 'business_registration', 'insurance']) {
      const documentId = rng.uuid();
      // A real file under the document's own id, so the back office can show it (no extra rng draw).
      const file = letterPdf(documentType.replace('_', ' ').toUpperCase(), [
        provider.businessName,
        'Demo document.',
      ]);
      await storage.put(storageKey('document', documentId), file, {
        contentType: 'application/pdf',
        size: file.length,
        ownerUserId: provider.userId,
        uploadedAt: a.at(-90).toISOString(),
      });
      await a.run(a.at(-90), verificationStream(provider.providerId), verificationDecider, {
        type: 'SubmitVerificationDocument',
        actor: owner,
        providerId: provider.providerId,
        providerUserId: provider.userId,
        documentId,
        documentType,
        documentUrl: `/objects/documents/${documentId}`,
        fileType: 'pdf',
        expiryDate: documentType === 'insurance' ? `${now.getUTCFullYear() + 1}-03-31` : null,
      });
      await a.run(a.at(-87), verificationStream(provider.providerId), verificationDecider, {
        type: 'ApproveVerificationDocument',
        actor: user(a.verifierId, ['verifier']),
        providerId: provider.providerId,
        documentId,
      });
    }
    a.counts.verified++;
  }
  return verified;
}
