import type { ChatMessage, ChatRoom } from '@esm/contract/chat';
import { ApiError, apiRequest, getJson, postJson, withQuery } from './http';

export const chatRoomsKey = ['/api/chat/rooms'] as const;
export const chatMessagesKey = (roomId: string) => ['/api/chat/rooms', roomId, 'messages'] as const;

export const openChatRoom = (providerId: string, serviceId: string) =>
  postJson<Pick<ChatRoom, 'id'>>('/api/chat/rooms', { providerId, serviceId });

/** Whether there may be messages before the first one held (the last read gave a full page). */
export const chatEarlierKey = (roomId: string) => ['/api/chat/rooms', roomId, 'earlier'] as const;

/**
 * A page of the conversation, oldest first: the latest messages, or only those after (polling
 * downloads nothing it already has) or before (earlier messages) a message held.
 */
export const fetchMessages = (roomId: string, around: { after?: string; before?: string } = {}) =>
  getJson<ChatMessage[]>(withQuery(`/api/chat/rooms/${encodeURIComponent(roomId)}/messages`, around));

/**
 * Sending differs from every other call: on a refusal the JSON body's `message` field is
 * the error, because it carries the contact-sharing policy text shown to the sender.
 */
export async function sendMessage(roomId: string, message: string): Promise<ChatMessage> {
  try {
    const response = await apiRequest('POST', `/api/chat/rooms/${encodeURIComponent(roomId)}/messages`, {
      message,
    });
    return (await response.json()) as ChatMessage;
  } catch (error) {
    if (error instanceof ApiError && error.serverMessage) throw new Error(error.serverMessage);
    throw error;
  }
}
