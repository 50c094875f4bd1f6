import type { ContactMessageEvent } from '@esm/core/contact-message/events';
import { ERASED } from '@esm/core/kernel/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { contactMessagesProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(contactMessagesProjector);
});
afterAll(() => spec.close());

const received = (n: number, fields: { name: string; email: string; subject: string; message: string }) =>
  ({
    type: 'ContactMessageReceived',
    data: {
      messageId: id(n),
      userId: null,
      ...fields,
      category: 'callback',
      receivedAt: '2026-06-01T12:00:00.000Z',
      respondBy: '2026-06-01T14:00:00.000Z',
    },
  }) satisfies ContactMessageEvent;

describe('contact messages projector: given contact events, then contact_messages rows', () => {
  it('receives, acknowledges and hands a message to support in arrival order', async () => {
    const rm = await spec.given<ContactMessageEvent>([
      received(1, { name: 'Sam', email: 'sam@example.co.uk', subject: 'Call me', message: 'Please ring' }),
      received(2, { name: 'Jo', email: 'jo@example.co.uk', subject: 'Refund', message: 'Where is it?' }),
      {
        type: 'ContactMessageAcknowledged',
        data: { messageId: id(1), acknowledgedAt: '2026-06-01T12:00:05.000Z' },
      },
      {
        type: 'ContactMessageHandled',
        data: {
          messageId: id(1),
          handledBy: id(9),
          note: 'Rang back',
          handledAt: '2026-06-01T13:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows(
      'contact_messages',
      [
        {
          message_id: id(1),
          name: 'Sam',
          email: 'sam@example.co.uk',
          subject: 'Call me',
          category: 'callback',
          message: 'Please ring',
          received_at: '2026-06-01T12:00:00.000Z',
          respond_by: '2026-06-01T14:00:00.000Z',
          acknowledged_at: '2026-06-01T12:00:05.000Z',
          handled_at: '2026-06-01T13:00:00.000Z',
          handled_by: id(9),
          note: 'Rang back',
          seq: 1,
        },
        {
          message_id: id(2),
          name: 'Jo',
          category: 'callback',
          acknowledged_at: null,
          handled_at: null,
          seq: 2,
        },
      ],
      'seq',
    );
  });

  it('blanks the personal fields of an erased sender', async () => {
    const rm = await spec.given<ContactMessageEvent>([
      received(1, { name: ERASED, email: ERASED, subject: ERASED, message: ERASED }),
    ]);
    await rm.thenRows('contact_messages', [
      { message_id: id(1), name: null, email: null, subject: null, message: null, category: 'callback' },
    ]);
  });
});
