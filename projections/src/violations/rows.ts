import type { ContactKind } from '@esm/core/chat/contact-sharing';

/** A contact-sharing violation with its sender's name and the refused message. */
export interface ViolationRow {
  violation_id: string;
  chat_message_id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  chat_room_id: string;
  sender_role: 'customer' | 'provider';
  kinds: ContactKind[];
  detected_content: string | null;
  message: string | null;
  violation_number: number;
  action_taken: string;
  ban_expires_at: Date | null;
  refused_at: Date | null;
  recorded_at: Date;
}

/** One delivered message of the room around a violation, or the refused one itself. */
export interface ContextMessageRow {
  id: string;
  sender_id: string;
  sender_role: string;
  first_name: string | null;
  last_name: string | null;
  message: string | null;
  created_at: Date;
  refused: boolean;
}
