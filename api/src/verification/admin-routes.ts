import { adminIdParam } from '@esm/contract/admin/list';
import {
  adminProviderVerification,
  providerVerificationsListQuery,
  rejectBankDetailsBody,
  verifyBankDetailsBody,
} from '@esm/contract/admin/provider-verifications';
import {
  adminVerificationDocument,
  approveVerificationDocumentBody,
  rejectVerificationDocumentBody,
  verificationDocumentsListQuery,
} from '@esm/contract/admin/verification-documents';
import { providerDecider } from '@esm/core/provider/decider';
import { providerErrors } from '@esm/core/provider/errors';
import { providerStream } from '@esm/core/provider/events';
import { uploadErrors } from '@esm/core/uploads/errors';
import { verificationDecider } from '@esm/core/verification/decider';
import { verificationErrors } from '@esm/core/verification/errors';
import { verificationStream } from '@esm/core/verification/events';
import {
  adminDocumentPage,
  findAdminDocument,
  findProviderVerification,
  providerVerificationPage,
} from '@esm/projections/verification/queries';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { documentObjectId, storageKey } from '../objects/object-paths';
import { objectStorageFor } from '../objects/storage';
import { adminDocumentRecord, providerVerificationRecord } from './admin-json';

/** Content types a stored document may have (the upload's content checks admit only these). */
const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * The verifier's back office: `verification-documents` (the queue, each document with its file
 * shown inline, approve and reject) and `provider-verifications` (each provider's checks,
 * expiring documents and the bank details review). ra-data-simple-rest's dialect throughout.
 */
export function registerVerificationAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands, clock } = ctx;
  const storage = objectStorageFor(ctx.config, ctx.pool);

  app.get(
    '/api/admin/verification-documents',
    {
      ...auth.access('verification-documents', 'list'),
      schema: {
        tags: ['admin'],
        summary:
          'Verification documents, pending oldest first by default (filter status, documentType, providerId)',
        querystring: verificationDocumentsListQuery,
        response: { 200: z.array(adminVerificationDocument), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'verification-documents', 'list');
      const { sort, range, filter } = request.query;
      const page = await adminDocumentPage(pool, { sort, range }, filter);
      return sendPage(reply, 'verification-documents', { sort, range }, page, adminDocumentRecord);
    },
  );

  app.get(
    '/api/admin/verification-documents/:id',
    {
      ...auth.access('verification-documents', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One verification document, who decided it, and its provider’s progress',
        params: adminIdParam,
        response: { 200: adminVerificationDocument, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'verification-documents', 'show');
      const row = await findAdminDocument(pool, request.params.id);
      if (!row) throw verificationErrors.error('VERIFICATION_DOCUMENT_NOT_FOUND');
      return adminDocumentRecord(row);
    },
  );

  app.get(
    '/api/admin/verification-documents/:id/file',
    {
      ...auth.access('verification-documents', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'The document’s file (PDF, JPEG or PNG), inline, for staff who review it',
        params: adminIdParam,
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'verification-documents', 'show');
      const row = await findAdminDocument(pool, request.params.id);
      if (!row) throw verificationErrors.error('VERIFICATION_DOCUMENT_NOT_FOUND');
      const objectId = documentObjectId(row.document_url);
      const object = objectId ? await storage.get(storageKey('document', objectId)) : null;
      if (!object) throw uploadErrors.error('OBJECT_NOT_FOUND');
      const type = object.meta.contentType;
      if (!INLINE_TYPES.has(type)) {
        // Never let a browser render bytes of a type we did not check as a page of our origin.
        object.body.destroy();
        throw uploadErrors.error('OBJECT_NOT_FOUND');
      }
      const name = `${row.document_type}-${row.document_id}.${EXTENSIONS[type]}`;
      reply
        .type(type)
        .header('content-length', object.meta.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${name}"`);
      // An image opened on its own is a sandboxed document with nothing to run; a PDF keeps the
      // site's policy (Chromium refuses to show a PDF in a sandboxed document at all).
      if (type !== 'application/pdf')
        reply.header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
        );
      return reply.send(object.body);
    },
  );

  const review = (action: 'approve' | 'reject') =>
    app.post(
      `/api/admin/verification-documents/:id/${action}`,
      {
        ...auth.access('verification-documents', action),
        schema: {
          tags: ['admin'],
          summary:
            action === 'approve'
              ? 'Approve a pending document: its check passes (VerificationDocumentApproved)'
              : 'Reject a pending document with the reason the provider sees (VerificationDocumentRejected)',
          params: adminIdParam,
          body: action === 'approve' ? approveVerificationDocumentBody : rejectVerificationDocumentBody,
          response: { 200: adminVerificationDocument, ...errors(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const user = await auth.requireAccess(request, 'verification-documents', action);
        const document = await findAdminDocument(pool, request.params.id);
        if (!document) throw verificationErrors.error('VERIFICATION_DOCUMENT_NOT_FOUND');
        const base = {
          actor: actorOf(user),
          providerId: document.provider_id,
          documentId: document.document_id,
        };
        await commands.run({
          stream: verificationStream(document.provider_id),
          decider: verificationDecider,
          command:
            action === 'approve'
              ? { type: 'ApproveVerificationDocument', ...base }
              : {
                  type: 'RejectVerificationDocument',
                  ...base,
                  rejectionReason: (request.body as { reason: string }).reason,
                },
          actor: actorOf(user),
          correlationId: request.id,
        });
        const row = await findAdminDocument(pool, document.document_id);
        if (!row) throw verificationErrors.error('VERIFICATION_DOCUMENT_NOT_FOUND');
        return adminDocumentRecord(row);
      },
    );
  review('approve');
  review('reject');

  app.get(
    '/api/admin/provider-verifications',
    {
      ...auth.access('provider-verifications', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Each provider’s checks, level, progress, expiring documents and bank details review',
        querystring: providerVerificationsListQuery,
        response: { 200: z.array(adminProviderVerification), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'provider-verifications', 'list');
      const { sort, range, filter } = request.query;
      const page = await providerVerificationPage(pool, clock.now(), { sort, range }, filter);
      return sendPage(reply, 'provider-verifications', { sort, range }, page, providerVerificationRecord);
    },
  );

  app.get(
    '/api/admin/provider-verifications/:id',
    {
      ...auth.access('provider-verifications', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One provider’s verification (id = provider id)',
        params: adminIdParam,
        response: { 200: adminProviderVerification, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'provider-verifications', 'show');
      const row = await findProviderVerification(pool, clock.now(), request.params.id);
      if (!row) throw providerErrors.error('PROVIDER_NOT_FOUND');
      return providerVerificationRecord(row);
    },
  );

  const bankReview = (action: 'verify-bank-details' | 'reject-bank-details') =>
    app.post(
      `/api/admin/provider-verifications/:id/${action}`,
      {
        ...auth.access('provider-verifications', action),
        schema: {
          tags: ['admin'],
          summary:
            action === 'verify-bank-details'
              ? 'Mark the bank details revision reviewed as verified (ProviderBankDetailsVerified)'
              : 'Reject the bank details revision reviewed, with the reason the provider reads (ProviderBankDetailsRejected)',
          params: adminIdParam,
          body: action === 'verify-bank-details' ? verifyBankDetailsBody : rejectBankDetailsBody,
          response: { 200: adminProviderVerification, ...errors(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const user = await auth.requireAccess(request, 'provider-verifications', action);
        const provider = await findProviderVerification(pool, clock.now(), request.params.id);
        if (!provider) throw providerErrors.error('PROVIDER_NOT_FOUND');
        const body = request.body as { revision: number; reason?: string };
        const base = { actor: actorOf(user), providerId: provider.provider_id, revision: body.revision };
        await commands.run({
          stream: providerStream(provider.provider_id),
          decider: providerDecider,
          command:
            action === 'verify-bank-details'
              ? { type: 'VerifyBankDetails', ...base }
              : { type: 'RejectBankDetails', ...base, reason: body.reason ?? '' },
          actor: actorOf(user),
          correlationId: request.id,
        });
        const row = await findProviderVerification(pool, clock.now(), provider.provider_id);
        if (!row) throw providerErrors.error('PROVIDER_NOT_FOUND');
        return providerVerificationRecord(row);
      },
    );
  bankReview('verify-bank-details');
  bankReview('reject-bank-details');
}
