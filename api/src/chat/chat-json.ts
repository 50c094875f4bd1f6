import type { chatMessageResponse, chatRoomResponse } from '@esm/contract/chat';
import type { ChatMessageRow, ChatRoomRow } from '@esm/projections/chat/rows';
import type { z } from 'zod';

const customerName = (row: ChatRoomRow) =>
  [row.customer_first_name, row.customer_last_name].filter(Boolean).join(' ') || 'Client';

export function chatRoomJson(row: ChatRoomRow, viewerId: string): z.infer<typeof chatRoomResponse> {
  const viewerIsCustomer = row.customer_id === viewerId;
  return {
    id: row.id,
    customerId: row.customer_id,
    providerId: row.provider_id,
    serviceId: row.service_id,
    serviceName: row.service_name ?? 'Service no longer listed',
    // The other side: the business for the client, the client's name for the provider.
    counterpartName: viewerIsCustomer ? (row.business_name ?? 'Provider') : customerName(row),
    status: row.status,
    lastMessageAt: row.last_message_at?.toISOString() ?? null,
    lastMessage: row.last_message,
    unreadCount: row.unread_count,
  };
}

export function chatMessageJson(row: ChatMessageRow, viewerId: string): z.infer<typeof chatMessageResponse> {
  return {
    id: row.id,
    senderId: row.sender_id,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    isMine: row.sender_id === viewerId,
  };
}
