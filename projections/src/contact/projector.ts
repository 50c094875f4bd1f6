import { ERASED } from '@esm/core/kernel/events';
import { defineProjector } from '../runner/projector';

const clean = (v: string) => (v === ERASED ? null : v);

/**
 * Messages sent through the contact form, for support in the back office: what came in, by when
 * it must be answered (24 hours, a call back within 2), and whether it has been handled.
 */
export const contactMessagesProjector = defineProjector({
  name: 'contact-messages',
  version: 1,
  tables: ['contact_messages'],
  ddl: `
    CREATE TABLE contact_messages (
      message_id uuid PRIMARY KEY,
      user_id uuid,
      name text,
      email text,
      subject text,
      category text NOT NULL,
      message text,
      received_at timestamptz NOT NULL,
      respond_by timestamptz NOT NULL,
      acknowledged_at timestamptz,
      handled_at timestamptz,
      handled_by uuid,
      note text,
      seq bigint NOT NULL
    );
    CREATE INDEX contact_messages_open_idx ON contact_messages (respond_by) WHERE handled_at IS NULL;`,
  handles: ['ContactMessageReceived', 'ContactMessageAcknowledged', 'ContactMessageHandled'],
  async apply(event, db) {
    switch (event.type) {
      case 'ContactMessageReceived': {
        const d = event.data;
        await db.query(
          `INSERT INTO contact_messages (message_id, user_id, name, email, subject, category, message, received_at,
             respond_by, seq) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) ON CONFLICT (message_id) DO NOTHING`,
          [
            d.messageId,
            d.userId,
            clean(d.name),
            clean(d.email),
            clean(d.subject),
            d.category,
            clean(d.message),
            d.receivedAt,
            d.respondBy,
            event.globalPosition,
          ],
        );
        return;
      }
      case 'ContactMessageAcknowledged':
        await db.query('UPDATE contact_messages SET acknowledged_at = $2 WHERE message_id = $1', [
          event.data.messageId,
          event.data.acknowledgedAt,
        ]);
        return;
      case 'ContactMessageHandled':
        await db.query(
          'UPDATE contact_messages SET handled_at = $2, handled_by = $3, note = $4 WHERE message_id = $1',
          [event.data.messageId, event.data.handledAt, event.data.handledBy, event.data.note],
        );
        return;
    }
  },
});
