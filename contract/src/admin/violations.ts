import { z } from 'zod';
import { raListQuery } from './list';

const CONTACT_KINDS = ['phone', 'email', 'social', 'link'] as const;

/** GET /api/admin/violations: newest first; by sender and the kind of contact detail found. */
export const violationsListQuery = raListQuery(['recordedAt', 'violationNumber'], ['recordedAt', 'DESC'], {
  userId: z.uuid().optional(),
  kind: z.enum(CONTACT_KINDS).optional(),
});

/** One part of the message the detector matched, and why it counts as contact sharing. */
export const detectedMatch = z.object({
  text: z.string(),
  kinds: z.array(z.enum(CONTACT_KINDS)),
  why: z.string(),
});

export const violationRecord = z.object({
  id: z.string(),
  userId: z.string(),
  senderName: z.string(),
  senderEmail: z.string().nullable(),
  senderRole: z.enum(['customer', 'provider']),
  chatRoomId: z.string(),
  chatMessageId: z.string(),
  kinds: z.array(z.enum(CONTACT_KINDS)),
  /** The matched parts as one line, e.g. `07700 900123 | jo at example dot com`. */
  detectedContent: z.string().nullable(),
  /** "a phone number and an e-mail address". */
  detectedSummary: z.string(),
  matches: z.array(detectedMatch),
  /** The whole refused message; null when it was erased or never seen (a violation recorded by hand). */
  message: z.string().nullable(),
  violationNumber: z.number().int(),
  actionTaken: z.string(),
  banExpiresAt: z.string().nullable(),
  recordedAt: z.string(),
});
export type ViolationRecord = z.infer<typeof violationRecord>;

/** GET /api/admin/violations/:id/chat: the messages around the refused one, oldest first. */
export const violationChatMessage = z.object({
  id: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  senderRole: z.string(),
  message: z.string().nullable(),
  sentAt: z.string(),
  /** True for the refused message itself (never delivered). */
  refused: z.boolean(),
});
export const violationChatResponse = z.object({
  id: z.string(),
  chatRoomId: z.string(),
  messages: z.array(violationChatMessage),
});
export type ViolationChat = z.infer<typeof violationChatResponse>;
