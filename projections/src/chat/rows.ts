/** A room with the names the lists show and the viewer's unread count. */
export interface ChatRoomRow {
  id: string;
  customer_id: string;
  provider_id: string;
  provider_user_id: string;
  service_id: string;
  status: string;
  last_message: string | null;
  last_message_at: Date | null;
  created_at: Date;
  service_name: string | null;
  business_name: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  unread_count: number;
}

export interface ChatMessageRow {
  id: string;
  room_id: string;
  position: number;
  sender_id: string;
  message: string;
  created_at: Date;
}
