import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';
import { SENDER_ROLES } from '../standing/events';
import { contactKindSchema } from './contact-sharing';

/** Stream of one chat room: `chat-<roomId>`. */
export const chatStream = (roomId: string): string => `chat-${roomId}`;

const instant = z.iso.datetime();

export const chatEvents = defineEvents({
  /** Created the first time a signed-in client opens the chat for a provider and service. */
  ChatRoomOpened: {
    schema: z.object({
      roomId: z.string(),
      customerId: z.string(),
      providerId: z.string(),
      /** The provider's user account: the participant who answers for the provider. */
      providerUserId: z.string(),
      serviceId: z.string(),
      status: z.literal('active'),
      openedAt: instant,
    }),
  },
  ChatMessageSent: {
    schema: z.object({
      roomId: z.string(),
      messageId: z.string(),
      senderId: z.string(),
      senderRole: z.enum(SENDER_ROLES),
      message: z.string(),
      messageType: z.literal('text'),
      sentAt: instant,
    }),
    personal: { subject: 'senderId', fields: ['message'] },
  },
  /**
   * A message that shared contact details: refused and never delivered, but recorded, because
   * the refusal is evidence for the sender's standing. The whole text is kept
   * with the detected parts so an investigator can judge an appeal against a false positive.
   */
  MessageRefusedForContactSharing: {
    schema: z.object({
      roomId: z.string(),
      messageId: z.string(),
      senderId: z.string(),
      senderRole: z.enum(SENDER_ROLES),
      kinds: z.array(contactKindSchema),
      detectedContent: z.string(),
      message: z.string(),
      refusedAt: instant,
    }),
    personal: { subject: 'senderId', fields: ['detectedContent', 'message'] },
  },
  /** A participant has read every message up to and including this one. */
  ChatMessagesRead: {
    schema: z.object({
      roomId: z.string(),
      readerId: z.string(),
      upToMessageId: z.string(),
      readAt: instant,
    }),
  },
});

export type ChatEvent = EventsOf<typeof chatEvents>;
