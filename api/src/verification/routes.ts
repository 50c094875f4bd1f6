import { documentResponse, submitDocumentBody } from '@esm/contract/verification';
import { commonErrors, validationError } from '@esm/core/kernel/errors';
import { newId } from '@esm/core/kernel/ids';
import { documentTexts, verificationDecider } from '@esm/core/verification/decider';
import { verificationErrors } from '@esm/core/verification/errors';
import { verificationStream } from '@esm/core/verification/events';
import { findProvider } from '@esm/projections/providers/queries';
import { documentsOfProvider, findDocument } from '@esm/projections/verification/queries';
import { z } from 'zod';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { documentObjectId, fileTypeOf } from '../objects/object-paths';
import { objectStorageFor } from '../objects/storage';
import { documentJson } from './document-json';

/**
 * Verification documents: a provider submits an uploaded document per check and
 * sees its status; verifiers review them in the back office (admin-routes.ts).
 */
export function registerVerificationRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;
  const storage = objectStorageFor(ctx.config, ctx.pool);

  app.get(
    '/api/verification-documents',
    {
      schema: {
        tags: ['verification'],
        summary: 'The signed-in provider’s verification documents, newest first',
        response: { 200: z.array(documentResponse), ...errors(401, 403) },
      },
    },
    async (request) => {
      const user = await auth.requireProvider(request);
      return (await documentsOfProvider(pool, user.providerId)).map(documentJson);
    },
  );

  app.post(
    '/api/verification-documents',
    {
      schema: {
        tags: ['verification'],
        summary: 'Submit an uploaded document (PUT to a document upload URL first) for review',
        body: submitDocumentBody,
        response: { 201: documentResponse, ...errors(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireProvider(request);
      const provider = await findProvider(pool, user.providerId);
      if (!provider) throw commonErrors.error('PROVIDER_PROFILE_REQUIRED');
      // Only a document this provider uploaded through a document upload URL: its type is then
      // known from the checked bytes, and nobody can point a review at someone else's file.
      const objectId = documentObjectId(request.body.documentUrl);
      const meta = objectId ? await storage.head(`documents/${objectId}`) : null;
      if (!meta || meta.ownerUserId !== user.userId)
        throw validationError({ documentUrl: documentTexts.documentUrl }, 'VERIFICATION_DOCUMENT_INVALID');
      const documentId = newId();
      await commands.run({
        stream: verificationStream(user.providerId),
        decider: verificationDecider,
        command: {
          type: 'SubmitVerificationDocument',
          actor: actorOf(user),
          providerId: user.providerId,
          providerUserId: provider.user_id,
          documentId,
          documentType: request.body.documentType,
          documentUrl: request.body.documentUrl.trim(),
          fileType: fileTypeOf(meta.contentType),
          expiryDate: request.body.expiryDate?.trim() || null,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const row = await findDocument(pool, documentId);
      if (!row) throw verificationErrors.error('VERIFICATION_DOCUMENT_NOT_FOUND');
      return reply.status(201).send(documentJson(row));
    },
  );
}
