import { randomUUID } from 'node:crypto';
import type { CommandActor } from '@esm/core/shared/actor';
import { newId } from '@esm/core/shared/ids';
import { verificationDecider } from '@esm/core/verification/decider';
import { type DocumentType, verificationStream } from '@esm/core/verification/events';
import { DateTime } from 'luxon';
import type { ApiContext } from '../http/context';
import { objectPath, storageKey } from '../objects/object-paths';
import { objectStorageFor } from '../objects/storage';
import { findProviderOfUser } from '../providers/summary';

const correlationId = 'seed';

/** A one-page PDF that says what it is: demo data, not a real certificate. */
const demoPdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n4 0 obj << /Length 60 >> stream\nBT /F1 18 Tf 72 760 Td (EventHire UK demo: ${title}) Tj ET\nendstream endobj\n5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/**
 * The demo provider's verification tab with something real in it: identity, business and
 * insurance (valid for a year) approved by the demo verifier, the background check under review.
 * Goes through the same upload storage and commands as a real provider and verifier.
 */
export async function seedDemoVerification(
  ctx: ApiContext,
  accounts: ReadonlyMap<string, string>,
  log: (line: string) => void,
): Promise<void> {
  const providerUserId = accounts.get('provider');
  const verifierUserId = accounts.get('verifier');
  const provider = providerUserId ? await findProviderOfUser(ctx.pool, providerUserId) : null;
  if (!provider || !providerUserId || !verifierUserId) return;
  const storage = objectStorageFor(ctx.config);
  const owner: CommandActor = { kind: 'user', userId: providerUserId, roles: [] };
  const verifier: CommandActor = { kind: 'user', userId: verifierUserId, roles: ['verifier'] };
  const inAYear = DateTime.fromJSDate(ctx.clock.now(), { zone: 'Europe/London' })
    .plus({ years: 1 })
    .toISODate();
  const plan: Array<[DocumentType, string, boolean]> = [
    ['identity', 'passport of the business owner', true],
    ['business_registration', 'Companies House certificate', true],
    ['insurance', 'public liability insurance, 5M GBP', true],
    ['background_check', 'basic DBS certificate', false],
  ];
  for (const [documentType, title, approve] of plan) {
    const objectId = randomUUID();
    const bytes = demoPdf(title);
    await storage.put(storageKey('document', objectId), bytes, {
      contentType: 'application/pdf',
      size: bytes.length,
      ownerUserId: providerUserId,
      uploadedAt: ctx.clock.now().toISOString(),
    });
    const documentId = newId();
    const run = (command: Parameters<typeof verificationDecider.decide>[0], actor: CommandActor) =>
      ctx.commands.run({
        stream: verificationStream(provider.id),
        decider: verificationDecider,
        command,
        actor,
        correlationId,
        readYourWrites: false,
      });
    await run(
      {
        type: 'SubmitVerificationDocument',
        actor: owner,
        providerId: provider.id,
        providerUserId,
        documentId,
        documentType,
        documentUrl: objectPath('document', objectId),
        fileType: 'pdf',
        expiryDate: documentType === 'insurance' ? inAYear : null,
      },
      owner,
    );
    if (approve)
      await run(
        { type: 'ApproveVerificationDocument', actor: verifier, providerId: provider.id, documentId },
        verifier,
      );
  }
  log('demo verification: the demo provider is verified (background check under review)');
}
