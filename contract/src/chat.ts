import { z } from 'zod';

/** GET /api/chat/rooms: the caller's rooms, as client or as provider, latest first. */
export const chatRoomResponse = z.object({
  id: z.string(),
  customerId: z.string(),
  providerId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  /** The other side: the provider's business name for clients, the client's name for providers. */
  counterpartName: z.string(),
  status: z.string(),
  lastMessageAt: z.string().nullable(),
  lastMessage: z.string().nullable(),
  unreadCount: z.number(),
});
export type ChatRoom = z.infer<typeof chatRoomResponse>;

/** GET /api/chat/rooms/{id}/messages: a page of the conversation, oldest first (messagesQuery). */
export const chatMessageResponse = z.object({
  id: z.string(),
  senderId: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isMine: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageResponse>;

/** POST /api/chat/rooms: open (or reopen) the room of a client with a provider about a service. */
export const openChatBody = z.object({
  providerId: z.uuid('Not a valid provider id'),
  serviceId: z.uuid('Not a valid service id'),
});
export type OpenChatRequest = z.input<typeof openChatBody>;

/** POST /api/chat/rooms/{id}/messages. The decider owns the real limits and texts (empty, 2,000
 * characters); this only bounds the body. */
export const sendMessageBody = z.object({
  message: z.string().max(20_000, 'Messages can be at most 2,000 characters.'),
});
export type SendMessageRequest = z.input<typeof sendMessageBody>;

/**
 * How many messages one read of a conversation gives at most: opening it shows the latest this
 * many; "Show earlier messages" adds this many more before the first one held.
 */
export const CHAT_MESSAGE_PAGE = 200;

/** GET /api/chat/rooms/{id}/messages: the latest page, or the page after or before a message. */
export const messagesQuery = z
  .object({
    after: z.string().max(100).optional(),
    before: z.string().max(100).optional(),
  })
  .refine((query) => query.after === undefined || query.before === undefined, {
    message: 'Ask for messages after one message or before one, not both.',
    path: ['before'],
  });
