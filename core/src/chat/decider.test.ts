import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { DAY, HOUR } from '../kernel/clock';
import { fold } from '../kernel/decider';
import type { EventDefinition } from '../kernel/events';
import { given } from '../kernel/given-when-then';
import type { StandingView } from '../standing/standing-of';
import type { ContactSharingDetection } from './contact-sharing';
import { type ChatCommand, chatDecider, MAX_MESSAGE_LENGTH } from './decider';
import { type ChatEvent, chatEvents } from './events';

const roomId = 'room-1';
const customer = { kind: 'user', userId: 'u-client', roles: [] } as const;
const providerUser = { kind: 'user', userId: 'u-provider', roles: [] } as const;
const stranger = { kind: 'user', userId: 'u-other', roles: [] } as const;
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const now = new Date('2026-06-01T12:00:00.000Z');

const opened: ChatEvent = {
  type: 'ChatRoomOpened',
  data: {
    roomId,
    customerId: 'u-client',
    providerId: 'p1',
    providerUserId: 'u-provider',
    serviceId: 's1',
    status: 'active',
    openedAt: now.toISOString(),
  },
};
const open: ChatCommand = {
  type: 'OpenChatRoom',
  actor: customer,
  roomId,
  providerId: 'p1',
  providerUserId: 'u-provider',
  serviceId: 's1',
};

const clean: ContactSharingDetection = { sharesContact: false, kinds: [], matches: [] };
const good: StandingView = {
  standing: 'good',
  isBlocked: false,
  violationCount: 0,
  blockReason: null,
  blockedUntil: null,
  lastViolationAt: null,
};
const send = (overrides: Partial<Extract<ChatCommand, { type: 'SendChatMessage' }>> = {}): ChatCommand => ({
  type: 'SendChatMessage',
  actor: customer,
  roomId,
  messageId: 'm1',
  message: 'Is the stage available on 12 July?',
  detection: clean,
  senderStanding: good,
  ...overrides,
});
const sent = (
  messageId: string,
  senderId: string,
  senderRole: 'customer' | 'provider',
  message: string,
): ChatEvent => ({
  type: 'ChatMessageSent',
  data: { roomId, messageId, senderId, senderRole, message, messageType: 'text', sentAt: now.toISOString() },
});
const question = sent('m1', 'u-client', 'customer', 'Is the stage available on 12 July?');
const answer = sent('m2', 'u-provider', 'provider', 'Yes, it is.');

describe('chat: opening a room', () => {
  it('creates the room the first time a client opens the chat for a provider and service', () => {
    given(chatDecider).when(open, now).thenEvents([opened]);
  });

  it('later openings use the room and append nothing', () => {
    given(chatDecider, [opened, question]).when(open, now).thenEvents([]);
  });

  it('refuses a provider opening a chat about their own service', () => {
    given(chatDecider)
      .when({ ...open, actor: providerUser }, now)
      .thenRefused('CHAT_OWN_SERVICE', 'You cannot open a chat about your own service.');
  });

  it('refuses someone else opening an existing room', () => {
    given(chatDecider, [opened])
      .when({ ...open, actor: stranger }, now)
      .thenRefused('CHAT_NOT_PARTICIPANT');
  });

  it('refuses the platform opening a room: a room belongs to a signed-in client', () => {
    given(chatDecider)
      .when({ ...open, actor: systemActor('seed') }, now)
      .thenRefused('FORBIDDEN');
  });
});

describe('chat: sending messages', () => {
  it('delivers a message from the client, trimmed', () => {
    given(chatDecider, [opened])
      .when(send({ message: '  Is the stage available on 12 July?\n' }), now)
      .thenEvents([question]);
  });

  it('delivers a reply from the provider', () => {
    given(chatDecider, [opened, question])
      .when(send({ actor: providerUser, messageId: 'm2', message: 'Yes, it is.' }), now)
      .thenEvents([answer]);
  });

  it('a warned sender can still send', () => {
    given(chatDecider, [opened])
      .when(send({ senderStanding: { ...good, standing: 'warned', violationCount: 1 } }), now)
      .thenEvents([question]);
  });

  it('only the room’s client or provider may send', () => {
    given(chatDecider, [opened])
      .when(send({ actor: stranger }), now)
      .thenRefused('CHAT_NOT_PARTICIPANT');
    given(chatDecider, [opened])
      .when(send({ actor: admin }), now)
      .thenRefused('CHAT_NOT_PARTICIPANT');
  });

  it('refuses a message in a room that does not exist', () => {
    given(chatDecider).when(send(), now).thenRefused('CHAT_ROOM_NOT_FOUND');
  });

  it('refuses an empty or whitespace-only message', () => {
    const refusal = given(chatDecider, [opened])
      .when(send({ message: ' \n\t ' }), now)
      .thenRefused('CHAT_MESSAGE_EMPTY', 'Please type a message before sending.');
    expect(refusal.status).toBe(400);
  });

  it('accepts a message of exactly 2,000 characters and refuses a longer one', () => {
    const longest = 'a'.repeat(MAX_MESSAGE_LENGTH);
    given(chatDecider, [opened])
      .when(send({ message: longest }), now)
      .thenEvents([sent('m1', 'u-client', 'customer', longest)]);
    given(chatDecider, [opened])
      .when(send({ message: `${longest}a` }), now)
      .thenRefused('CHAT_MESSAGE_TOO_LONG', 'Messages can be at most 2,000 characters.');
  });

  it('refuses a message id that was already used', () => {
    given(chatDecider, [opened, question]).when(send(), now).thenRefused('CHAT_MESSAGE_DUPLICATE');
  });
});

describe('chat: contact sharing is refused and recorded', () => {
  const sharing: ContactSharingDetection = {
    sharesContact: true,
    kinds: ['phone', 'email'],
    matches: ['07700 900123', 'jo at example dot com'],
  };
  const refused: ChatEvent = {
    type: 'MessageRefusedForContactSharing',
    data: {
      roomId,
      messageId: 'm2',
      senderId: 'u-provider',
      senderRole: 'provider',
      kinds: ['phone', 'email'],
      detectedContent: '07700 900123 | jo at example dot com',
      message: 'Call 07700 900123 or jo at example dot com',
      refusedAt: now.toISOString(),
    },
  };

  it('records the refusal instead of delivering the message', () => {
    given(chatDecider, [opened, question])
      .when(
        send({
          actor: providerUser,
          messageId: 'm2',
          message: 'Call 07700 900123 or jo at example dot com',
          detection: sharing,
        }),
        now,
      )
      .thenEvents([refused]);
  });

  it('a refused message id cannot be sent again', () => {
    given(chatDecider, [opened, question, refused])
      .when(send({ actor: providerUser, messageId: 'm2', message: 'Sorry' }), now)
      .thenRefused('CHAT_MESSAGE_DUPLICATE');
  });

  it('a refused message is not in the conversation: it cannot be marked read', () => {
    given(chatDecider, [opened, question, refused])
      .when({ type: 'MarkChatMessagesRead', actor: customer, roomId, upToMessageId: 'm2' }, now)
      .thenRefused('CHAT_MESSAGE_NOT_FOUND');
  });
});

describe('chat: a blocked sender cannot send', () => {
  const until = new Date(now.getTime() + 24 * HOUR).toISOString();

  it('refuses a sender under the 24-hour messaging restriction, naming until when', () => {
    const refusal = given(chatDecider, [opened])
      .when(
        send({
          senderStanding: {
            ...good,
            standing: 'restricted',
            violationCount: 2,
            blockReason: 'x',
            blockedUntil: until,
          },
        }),
        now,
      )
      .thenRefused(
        'CHAT_SENDER_RESTRICTED',
        'You cannot send messages until 2 June 2026 at 13:00 UK time: messaging is restricted for 24 hours after a second contact-sharing violation (final warning), as our Terms & Conditions explain.',
      );
    expect(refusal.status).toBe(403);
  });

  it('refuses a suspended sender, naming until when and why', () => {
    const suspendedUntil = new Date(now.getTime() + 7 * DAY).toISOString();
    given(chatDecider, [opened])
      .when(
        send({
          senderStanding: {
            ...good,
            standing: 'suspended',
            isBlocked: true,
            violationCount: 3,
            blockReason: 'Repeated contact sharing.',
            blockedUntil: suspendedUntil,
          },
        }),
        now,
      )
      .thenRefused(
        'CHAT_SENDER_SUSPENDED',
        'Your account is suspended until 8 June 2026 at 13:00 UK time, so you cannot send messages. Reason: Repeated contact sharing.',
      );
  });

  it('refuses a terminated sender', () => {
    given(chatDecider, [opened])
      .when(
        send({ senderStanding: { ...good, standing: 'terminated', isBlocked: true, violationCount: 5 } }),
        now,
      )
      .thenRefused('CHAT_SENDER_TERMINATED');
  });

  it('a blocked sender’s message is refused before detection, so it is not another violation', () => {
    const outcome = given(chatDecider, [opened])
      .when(
        send({
          detection: { sharesContact: true, kinds: ['phone'], matches: ['07700 900123'] },
          senderStanding: { ...good, standing: 'restricted', blockedUntil: until },
        }),
        now,
      )
      .thenRefused('CHAT_SENDER_RESTRICTED');
    expect(outcome.status).toBe(403);
  });
});

describe('chat: read markers', () => {
  const read = (actor: typeof customer | typeof providerUser, upToMessageId: string): ChatCommand => ({
    type: 'MarkChatMessagesRead',
    actor,
    roomId,
    upToMessageId,
  });

  it('records that a participant has read up to a message', () => {
    given(chatDecider, [opened, question, answer])
      .when(read(customer, 'm2'), now)
      .thenEvents([
        {
          type: 'ChatMessagesRead',
          data: { roomId, readerId: 'u-client', upToMessageId: 'm2', readAt: now.toISOString() },
        },
      ]);
  });

  it('a marker never moves back, and one’s own message counts as read', () => {
    const readM2: ChatEvent = {
      type: 'ChatMessagesRead',
      data: { roomId, readerId: 'u-client', upToMessageId: 'm2', readAt: now.toISOString() },
    };
    given(chatDecider, [opened, question, answer, readM2]).when(read(customer, 'm1'), now).thenEvents([]);
    given(chatDecider, [opened, question, answer]).when(read(providerUser, 'm2'), now).thenEvents([]);
  });

  it('refuses a marker on an unknown message', () => {
    given(chatDecider, [opened, question])
      .when(read(customer, 'm9'), now)
      .thenRefused('CHAT_MESSAGE_NOT_FOUND');
  });

  it('refuses a marker from someone outside the room', () => {
    given(chatDecider, [opened, question])
      .when({ type: 'MarkChatMessagesRead', actor: stranger, roomId, upToMessageId: 'm1' }, now)
      .thenRefused('CHAT_NOT_PARTICIPANT');
  });
});

describe('chat: folding a long conversation', () => {
  // Messages from both sides, refusals, read markers forward, backward and on unknown ids, and
  // events before the room exists: every branch of the fold, many times over.
  const history: ChatEvent[] = [
    sent('early', 'u-client', 'customer', 'before the room'),
    { type: 'ChatMessagesRead', data: { roomId, readerId: 'u-client', upToMessageId: 'early', readAt: '' } },
    opened,
  ];
  for (let i = 1; i <= 300; i++) {
    const from = i % 3 === 0 ? ['u-provider', 'provider'] : ['u-client', 'customer'];
    if (i % 17 === 0) {
      history.push({
        type: 'MessageRefusedForContactSharing',
        data: {
          roomId,
          messageId: `r${i}`,
          senderId: from[0]!,
          senderRole: from[1] as 'customer' | 'provider',
          kinds: ['phone'],
          detectedContent: '07700 900123',
          message: 'Call 07700 900123',
          refusedAt: '',
        },
      });
      continue;
    }
    history.push(sent(`m${i}`, from[0]!, from[1] as 'customer' | 'provider', `message ${i}`));
    const reader = from[0] === 'u-client' ? 'u-provider' : 'u-client';
    const upTo = i % 5 === 0 ? `m${i - 4}` : i % 7 === 0 ? 'not-a-message' : `m${i}`;
    history.push({
      type: 'ChatMessagesRead',
      data: { roomId, readerId: reader, upToMessageId: upTo, readAt: '' },
    });
  }

  it('gives the state evolve gives, event by event', () => {
    const byEvolve = history.reduce(
      (state, event) => chatDecider.evolve(state, event),
      chatDecider.initialState,
    );
    const folded = fold(chatDecider, history);
    expect(folded).toEqual(byEvolve);
    expect(folded).toMatchObject({ exists: true, messageCount: 283, refusedMessageIds: expect.any(Array) });
    expect(folded.exists && folded.refusedMessageIds).toHaveLength(17);
  });

  it('evolve leaves the state it was given as it was', () => {
    const before = fold(chatDecider, history);
    const snapshot = structuredClone(before);
    chatDecider.evolve(before, sent('m999', 'u-client', 'customer', 'one more'));
    chatDecider.evolve(before, history.at(-1)!);
    chatDecider.evolve(before, { ...history.find((e) => e.type === 'MessageRefusedForContactSharing')! });
    expect(before).toEqual(snapshot);
  });

  it('reads no personal field: the same state and decisions whatever those fields hold', () => {
    // The command handler folds this stream without decrypting them (ignoresPersonalData), so a
    // state or decision that came to depend on a message's text would be made on ciphertext.
    expect(chatDecider.ignoresPersonalData).toBe(true);
    const sealed = history.map((event, i): ChatEvent => {
      const definition: EventDefinition = chatEvents[event.type];
      const fields = definition.personal?.fields ?? [];
      const data: Record<string, unknown> = { ...event.data };
      for (const field of fields) data[field] = `v1:sealed-${field}-${i}`;
      return { ...event, data } as ChatEvent;
    });
    // Every message and refusal changed: 283 delivered, 17 refused, one before the room.
    expect(sealed.filter((e, i) => JSON.stringify(e) !== JSON.stringify(history[i]))).toHaveLength(301);
    expect(fold(chatDecider, sealed)).toEqual(fold(chatDecider, history));
    const commands: ChatCommand[] = [
      send({ messageId: 'm-new' }),
      send({ messageId: 'm1' }),
      send({ actor: providerUser, messageId: 'm-reply', message: 'Yes.' }),
      { type: 'MarkChatMessagesRead', actor: customer, roomId, upToMessageId: 'm298' },
      { type: 'MarkChatMessagesRead', actor: providerUser, roomId, upToMessageId: 'r17' },
    ];
    for (const command of commands) {
      expect(chatDecider.decide(command, fold(chatDecider, sealed), now)).toEqual(
        chatDecider.decide(command, fold(chatDecider, history), now),
      );
    }
  });

  it('folding twice gives two states that do not share what they hold', () => {
    const first = fold(chatDecider, history);
    const second = fold(chatDecider, history);
    const next = chatDecider.evolve(first, sent('m1000', 'u-client', 'customer', 'later'));
    expect(next.exists && next.messagePositions.m1000).toBe(284);
    expect(second.exists && second.messagePositions.m1000).toBeUndefined();
    expect(first.exists && first.messagePositions.m1000).toBeUndefined();
  });
});
