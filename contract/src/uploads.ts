import { z } from 'zod';

/** POST /api/objects/upload: what is being uploaded (documents are for providers only). */
export const uploadRequestBody = z
  .object({ kind: z.enum(['image', 'document'], 'Upload kind must be image or document').optional() })
  .nullish();

/** POST /api/objects/upload: a signed, expiring URL to PUT the raw file to. */
export const uploadTicketResponse = z.object({ uploadURL: z.string() });
export type UploadTicket = z.infer<typeof uploadTicketResponse>;

/** The answer of the PUT to uploadURL; the file then displays from objectPath. */
export const uploadedObjectResponse = z.object({ objectPath: z.string() });
export type UploadedObject = z.infer<typeof uploadedObjectResponse>;

export const fileParams = z.object({ file: z.uuid('File not found') });
/** The signature of an upload URL. */
export const signatureQuery = z.object({
  u: z.string().max(100).optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
