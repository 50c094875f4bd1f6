import type { ChatEvent } from '@esm/core/chat/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { chatProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(chatProjector);
});
afterAll(() => spec.close());

const room = id(1);
const customer = id(2);
const providerUser = id(3);
const opened: ChatEvent = {
  type: 'ChatRoomOpened',
  data: {
    roomId: room,
    customerId: customer,
    providerId: id(4),
    providerUserId: providerUser,
    serviceId: id(5),
    status: 'active',
    openedAt: '2026-06-01T12:00:00.000Z',
  },
};
const sent = (n: number, from: 'customer' | 'provider', message: string, sentAt: string): ChatEvent => ({
  type: 'ChatMessageSent',
  data: {
    roomId: room,
    messageId: id(100 + n),
    senderId: from === 'customer' ? customer : providerUser,
    senderRole: from,
    message,
    messageType: 'text',
    sentAt,
  },
});

describe('chat projector: given chat events, then rooms and messages rows', () => {
  it('numbers messages in the room and counts each sender’s own message as read', async () => {
    const rm = await spec.given<ChatEvent>([
      opened,
      sent(1, 'customer', 'Is the stage free on 1 July?', '2026-06-01T12:01:00.000Z'),
      sent(2, 'provider', 'Yes it is', '2026-06-01T12:02:00.000Z'),
      sent(3, 'customer', 'Great', '2026-06-01T12:03:00.000Z'),
    ]);
    await rm.thenRows('chat_rooms', [
      {
        id: room,
        status: 'active',
        message_count: 3,
        last_message: 'Great',
        last_message_at: '2026-06-01T12:03:00.000Z',
        customer_read_upto: 3,
        provider_read_upto: 2,
        created_at: '2026-06-01T12:00:00.000Z',
      },
    ]);
    await rm.thenRows(
      'chat_messages',
      [
        { id: id(101), position: 1, sender_role: 'customer', message: 'Is the stage free on 1 July?' },
        { id: id(102), position: 2, sender_role: 'provider', message: 'Yes it is' },
        { id: id(103), position: 3, sender_role: 'customer', message: 'Great' },
      ],
      'position',
    );
  });

  it('moves a reader’s mark forward to the message read, never back', async () => {
    const read = (upTo: number): ChatEvent => ({
      type: 'ChatMessagesRead',
      data: {
        roomId: room,
        readerId: providerUser,
        upToMessageId: id(100 + upTo),
        readAt: '2026-06-01T13:00:00.000Z',
      },
    });
    const rm = await spec.given<ChatEvent>([
      opened,
      sent(1, 'customer', 'One', '2026-06-01T12:01:00.000Z'),
      sent(2, 'customer', 'Two', '2026-06-01T12:02:00.000Z'),
      read(2),
      read(1),
    ]);
    await rm.thenRows('chat_rooms', [{ id: room, customer_read_upto: 2, provider_read_upto: 2 }]);
  });

  it('keeps a refused message out of the room', async () => {
    const rm = await spec.given<ChatEvent>([
      opened,
      {
        type: 'MessageRefusedForContactSharing',
        data: {
          roomId: room,
          messageId: id(101),
          senderId: customer,
          senderRole: 'customer',
          kinds: ['phone'],
          detectedContent: '07700 900123',
          message: 'Call me on 07700 900123',
          refusedAt: '2026-06-01T12:01:00.000Z',
        },
      },
    ]);
    await rm.thenRows('chat_rooms', [{ id: room, message_count: 0, last_message: null }]);
    await rm.thenRows('chat_messages', []);
  });
});
