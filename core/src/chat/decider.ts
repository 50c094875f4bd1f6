import type { CommandActor } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError } from '../kernel/errors';
import type { SenderRole } from '../standing/events';
import type { StandingView } from '../standing/standing-of';
import { formatUkDateTime } from '../standing/uk-time';
import { type ContactSharingDetection, detectedContentOf } from './contact-sharing';
import { chatErrors } from './errors';
import type { ChatEvent } from './events';

/** A chat message may be at most this long (after trimming): long enough for any question, short enough to read. */
export const MAX_MESSAGE_LENGTH = 2000;

export type ChatCommand =
  | {
      type: 'OpenChatRoom';
      actor: CommandActor;
      /** chatRoomIdFor(customer, provider, service): the same three always give the same room. */
      roomId: string;
      providerId: string;
      /** From the provider read model: the user who owns the provider profile. */
      providerUserId: string;
      serviceId: string;
    }
  | {
      type: 'SendChatMessage';
      actor: CommandActor;
      roomId: string;
      messageId: string;
      message: string;
      /** detectContactSharing(message), run by the caller. */
      detection: ContactSharingDetection;
      /** standingOf(the sender's standing stream, now). */
      senderStanding: StandingView;
    }
  | { type: 'MarkChatMessagesRead'; actor: CommandActor; roomId: string; upToMessageId: string };

export interface ChatRoom {
  exists: true;
  roomId: string;
  customerId: string;
  providerId: string;
  providerUserId: string;
  serviceId: string;
  /** Delivered messages by id, with their place in the conversation (1 for the first). */
  messagePositions: Readonly<Record<string, number>>;
  messageCount: number;
  refusedMessageIds: readonly string[];
  /** Per participant, the position of the last message they have read. */
  readUpTo: Readonly<Record<string, number>>;
  lastMessageAt: string | null;
}

export type ChatState = { exists: false } | ChatRoom;

function roleOf(actor: CommandActor, room: ChatRoom): SenderRole | null {
  if (actor.kind !== 'user') return null;
  if (actor.userId === room.customerId) return 'customer';
  if (actor.userId === room.providerUserId) return 'provider';
  return null;
}

/** Restricted, suspended and terminated senders are refused, with the time the block ends. */
function standingRefusal(standing: StandingView): DomainError | null {
  const until = standing.blockedUntil === null ? null : formatUkDateTime(standing.blockedUntil);
  switch (standing.standing) {
    case 'good':
    case 'warned':
      return null;
    case 'restricted':
      return until === null
        ? chatErrors.error('CHAT_SENDER_RESTRICTED')
        : chatErrors.error(
            'CHAT_SENDER_RESTRICTED',
            undefined,
            `You cannot send messages until ${until}: messaging is restricted for 24 hours after a second contact-sharing violation (final warning), as our Terms & Conditions explain.`,
          );
    case 'suspended':
      return until === null
        ? chatErrors.error('CHAT_SENDER_SUSPENDED')
        : chatErrors.error(
            'CHAT_SENDER_SUSPENDED',
            undefined,
            `Your account is suspended until ${until}, so you cannot send messages. Reason: ${standing.blockReason ?? 'repeated contact sharing.'}`,
          );
    case 'terminated':
      return chatErrors.error('CHAT_SENDER_TERMINATED');
  }
}

function decideOpen(command: Extract<ChatCommand, { type: 'OpenChatRoom' }>, state: ChatState, now: Date) {
  const { actor } = command;
  if (actor.kind !== 'user') return commonErrors.error('FORBIDDEN');
  if (actor.userId === command.providerUserId) return chatErrors.error('CHAT_OWN_SERVICE');
  if (state.exists) {
    const sameRoom =
      state.customerId === actor.userId &&
      state.providerId === command.providerId &&
      state.serviceId === command.serviceId;
    // later openings use the room; opening it again changes nothing.
    return sameRoom ? [] : chatErrors.error('CHAT_NOT_PARTICIPANT');
  }
  return [
    {
      type: 'ChatRoomOpened' as const,
      data: {
        roomId: command.roomId,
        customerId: actor.userId,
        providerId: command.providerId,
        providerUserId: command.providerUserId,
        serviceId: command.serviceId,
        status: 'active' as const,
        openedAt: now.toISOString(),
      },
    },
  ];
}

function decideSend(
  command: Extract<ChatCommand, { type: 'SendChatMessage' }>,
  room: ChatRoom,
  now: Date,
): ChatEvent[] | DomainError {
  const role = roleOf(command.actor, room);
  if (role === null || command.actor.kind !== 'user') return chatErrors.error('CHAT_NOT_PARTICIPANT');
  const senderId = command.actor.userId;
  if (command.messageId in room.messagePositions || room.refusedMessageIds.includes(command.messageId))
    return chatErrors.error('CHAT_MESSAGE_DUPLICATE');
  const blocked = standingRefusal(command.senderStanding);
  if (blocked) return blocked;
  const message = command.message.trim();
  if (message === '') return chatErrors.error('CHAT_MESSAGE_EMPTY');
  if (message.length > MAX_MESSAGE_LENGTH) return chatErrors.error('CHAT_MESSAGE_TOO_LONG');
  if (command.detection.sharesContact) {
    // A recorded refusal: see recorded-refusal.ts for how the caller appends and still refuses.
    return [
      {
        type: 'MessageRefusedForContactSharing',
        data: {
          roomId: room.roomId,
          messageId: command.messageId,
          senderId,
          senderRole: role,
          kinds: [...command.detection.kinds],
          detectedContent: detectedContentOf(command.detection),
          message,
          refusedAt: now.toISOString(),
        },
      },
    ];
  }
  return [
    {
      type: 'ChatMessageSent',
      data: {
        roomId: room.roomId,
        messageId: command.messageId,
        senderId,
        senderRole: role,
        message,
        messageType: 'text',
        sentAt: now.toISOString(),
      },
    },
  ];
}

function decideRead(
  command: Extract<ChatCommand, { type: 'MarkChatMessagesRead' }>,
  room: ChatRoom,
  now: Date,
): ChatEvent[] | DomainError {
  if (roleOf(command.actor, room) === null || command.actor.kind !== 'user')
    return chatErrors.error('CHAT_NOT_PARTICIPANT');
  const position = room.messagePositions[command.upToMessageId];
  if (position === undefined) return chatErrors.error('CHAT_MESSAGE_NOT_FOUND');
  // Read markers only move forward: polling clients may report an older message after a newer one.
  if ((room.readUpTo[command.actor.userId] ?? 0) >= position) return [];
  return [
    {
      type: 'ChatMessagesRead',
      data: {
        roomId: room.roomId,
        readerId: command.actor.userId,
        upToMessageId: command.upToMessageId,
        readAt: now.toISOString(),
      },
    },
  ];
}

/** A room whose collections this fold owns and may change in place. */
type ChatDraft =
  | { exists: false }
  | (Omit<ChatRoom, 'messagePositions' | 'refusedMessageIds' | 'readUpTo'> & {
      messagePositions: Record<string, number>;
      refusedMessageIds: string[];
      readUpTo: Record<string, number>;
    });

/** A copy of the state whose collections are new, so applying events to it leaves `state` as it was. */
function draftOf(state: ChatState): ChatDraft {
  if (!state.exists) return state;
  return {
    ...state,
    messagePositions: { ...state.messagePositions },
    refusedMessageIds: [...state.refusedMessageIds],
    readUpTo: { ...state.readUpTo },
  };
}

/** One event applied to a draft: changes its collections in place and returns the room. */
function applyChatEvent(state: ChatDraft, event: ChatEvent): ChatDraft {
  if (event.type === 'ChatRoomOpened') {
    const { status: _status, openedAt: _openedAt, ...room } = event.data;
    return {
      exists: true,
      ...room,
      messagePositions: {},
      messageCount: 0,
      refusedMessageIds: [],
      readUpTo: {},
      lastMessageAt: null,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'ChatMessageSent': {
      const position = state.messageCount + 1;
      state.messagePositions[event.data.messageId] = position;
      // The sender has read their own message.
      state.readUpTo[event.data.senderId] = position;
      return { ...state, messageCount: position, lastMessageAt: event.data.sentAt };
    }
    case 'MessageRefusedForContactSharing':
      state.refusedMessageIds.push(event.data.messageId);
      return state;
    case 'ChatMessagesRead': {
      const position = state.messagePositions[event.data.upToMessageId] ?? 0;
      const current = state.readUpTo[event.data.readerId] ?? 0;
      state.readUpTo[event.data.readerId] = Math.max(current, position);
      return state;
    }
  }
}

/**
 * A chat between a client and a provider about one service (stream `chat-<roomId>`, chat
 * dialog, 001 chats tab). Messages that share contact details are refused but recorded.
 */
export const chatDecider: Decider<ChatCommand, ChatState, ChatEvent> = {
  initialState: { exists: false },

  decide(command, state, now) {
    if (command.type === 'OpenChatRoom') return decideOpen(command, state, now);
    if (!state.exists) return chatErrors.error('CHAT_ROOM_NOT_FOUND');
    switch (command.type) {
      case 'SendChatMessage':
        return decideSend(command, state, now);
      case 'MarkChatMessagesRead':
        return decideRead(command, state, now);
    }
  },

  evolve(state, event) {
    return applyChatEvent(draftOf(state), event);
  },

  // Who may send and what has been read never depends on what a message says (the detection is
  // the caller's, on the new message): a long room is folded without decrypting its messages.
  ignoresPersonalData: true,

  // A long chat (thousands of messages and read markers) folded through evolve copied its
  // message index on every event; here one draft is copied once and then changed in place.
  foldEvents(events) {
    let state = draftOf(chatDecider.initialState);
    for (const event of events) state = applyChatEvent(state, event);
    return state;
  },
};
