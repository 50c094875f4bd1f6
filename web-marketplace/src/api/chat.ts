import type { ChatMessage, ChatRoom } from '@esm/contract/chat';
import { ApiError, apiRequest, getJson, postJson, withQuery } from './http';

export const chatRoomsKey = ['/api/chat/rooms'] as const;
export const chatMessagesKey = (roomId: string) => ['/api/chat/rooms', roomId, 'messages'] as const;

export const openChatRoom = (providerId: string, serviceId: string) =>
  postJson<Pick<ChatRoom, 'id'>>('/api/chat/rooms', { providerId, serviceId });

/** Only the messages after `afterId`, so polling downloads nothing it already has. */
export const fetchMessages = (roomId: string, afterId?: string) =>
  getJson<ChatMessage[]>(
    withQuery(`/api/chat/rooms/${encodeURIComponent(roomId)}/messages`, { after: afterId }),
  );

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
