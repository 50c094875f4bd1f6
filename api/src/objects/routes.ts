import { randomUUID } from 'node:crypto';
import {
  fileParams,
  signatureQuery,
  uploadedObjectResponse,
  uploadRequestBody,
  uploadTicketResponse,
} from '@esm/contract/uploads';
import { uploadErrors } from '@esm/core/uploads/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasAnyRole } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errorHandler, sendDomainError } from '../http/errors';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { checkUpload, MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, type UploadKind } from './content-checks';
import { objectPath, storageKey } from './object-paths';
import { signUpload, verifyUpload } from './signed-url';
import { objectStorageFor } from './storage';

/** An upload URL is good for 15 minutes: long enough for a slow phone connection, no longer. */
export const UPLOAD_URL_MINUTES = 15;

const limits: Record<UploadKind, number> = { image: MAX_IMAGE_BYTES, document: MAX_DOCUMENT_BYTES };
const tooLargeText: Record<UploadKind, string> = {
  image: 'Images must be smaller than 5MB.',
  document: 'Documents must be smaller than 10MB.',
};

/**
 * The upload flow: POST /api/objects/upload hands out a signed, expiring URL; a PUT to
 * it stores the raw bytes once checked (type, size, content); photos are then served publicly
 * at /objects/uploads/{file}, verification documents only to their provider and to verifiers.
 */
export function registerObjectRoutes(app: App, ctx: ApiContext): void {
  const { auth, clock, config } = ctx;
  const storage = objectStorageFor(config, ctx.pool);

  app.post(
    '/api/objects/upload',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A signed upload URL, valid 15 minutes (signed-in users; documents: providers)',
        body: uploadRequestBody,
        response: { 200: uploadTicketResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const kind: UploadKind = request.body?.kind ?? 'image';
      const user =
        kind === 'document' ? await auth.requireProvider(request) : await auth.requireUser(request);
      const uploadURL = signUpload(config.signingSecret, {
        path: objectPath(kind, randomUUID()),
        userId: user.userId,
        expiresAt: clock.now().getTime() + UPLOAD_URL_MINUTES * 60_000,
      });
      return { uploadURL };
    },
  );

  // The PUT takes raw bytes of any declared type: the content check, not the parser, decides.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    for (const kind of ['image', 'document'] as const) {
      const folder = objectPath(kind, '').slice(0, -1);
      scope.put(
        `${folder}/:file`,
        {
          bodyLimit: limits[kind],
          errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
            error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? sendDomainError(reply, uploadErrors.error('UPLOAD_TOO_LARGE', undefined, tooLargeText[kind]))
              : errorHandler(error, request, reply),
          schema: {
            tags: ['uploads'],
            summary: `Store the raw ${kind} at a signed upload URL`,
            params: fileParams,
            querystring: signatureQuery,
            response: { 200: uploadedObjectResponse, ...errors(400, 401, 403, 409) },
          },
        },
        async (request) => {
          const path = objectPath(kind, request.params.file);
          const signed = verifyUpload(config.signingSecret, path, request.query, clock.now().getTime());
          if (!signed.ok)
            throw uploadErrors.error(
              signed.reason === 'expired' ? 'UPLOAD_URL_EXPIRED' : 'UPLOAD_URL_INVALID',
            );
          // The URL is bound to its uploader: a leaked link is useless without their session.
          const user = await auth.requireUser(request);
          if (user.userId !== signed.grant.userId) throw uploadErrors.error('UPLOAD_URL_INVALID');
          const key = storageKey(kind, request.params.file);
          if (await storage.head(key)) throw uploadErrors.error('UPLOAD_ALREADY_USED');
          const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const checked = checkUpload(kind, request.headers['content-type'], bytes);
          if (!checked.ok) throw uploadErrors.error(checked.code, undefined, checked.message);
          await storage.put(key, bytes, {
            contentType: checked.contentType,
            size: bytes.length,
            ownerUserId: user.userId,
            uploadedAt: clock.now().toISOString(),
          });
          return { objectPath: path };
        },
      );
    }
  });

  app.get(
    '/objects/uploads/:file',
    { schema: { tags: ['uploads'], summary: 'An uploaded photo (public)', params: fileParams } },
    async (request, reply) => {
      const object = await storage.get(storageKey('image', request.params.file));
      if (!object) throw uploadErrors.error('OBJECT_NOT_FOUND');
      // Objects never change once stored (each upload gets a new id), so caches may keep them.
      return reply
        .type(object.meta.contentType)
        .header('content-length', object.meta.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(object.body);
    },
  );

  app.get(
    '/objects/documents/:file',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A verification document: its provider, verifiers and admins only',
        params: fileParams,
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      const object = await storage.get(storageKey('document', request.params.file));
      const mayRead = object && (object.meta.ownerUserId === user.userId || hasAnyRole(user, ['verifier']));
      if (!mayRead) {
        object?.body.destroy();
        // The same answer whether it exists or not: nobody learns which ids are in use.
        throw uploadErrors.error('OBJECT_NOT_FOUND');
      }
      return reply
        .type(object.meta.contentType)
        .header('content-length', object.meta.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(object.body);
    },
  );
}
