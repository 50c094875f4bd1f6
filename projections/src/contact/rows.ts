/** A row of rm.contact_messages. */
export interface ContactMessageRow {
  message_id: string;
  user_id: string | null;
  name: string | null;
  email: string | null;
  subject: string | null;
  category: string;
  message: string | null;
  received_at: Date;
  respond_by: Date;
  acknowledged_at: Date | null;
  handled_at: Date | null;
  note: string | null;
}
