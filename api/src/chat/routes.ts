import { recordContactSharingViolation } from '@esm/app/standing/record-violation';
import { standingOfUser } from '@esm/app/standing/standing-facts';
import {
  CHAT_MESSAGE_PAGE,
  chatMessageResponse,
  chatRoomResponse,
  messagesQuery,
  openChatBody,
  sendMessageBody,
} from '@esm/contract/chat';
import { chatDecider } from '@esm/core/chat/decider';
import { chatErrors } from '@esm/core/chat/errors';
import { type ChatEvent, chatStream } from '@esm/core/chat/events';
import { recordedRefusalOf } from '@esm/core/chat/recorded-refusal';
import { chatRoomIdFor } from '@esm/core/chat/room-id';
import { detectContactSharing } from '@esm/core/contact-sharing/detect';
import { eventsOf } from '@esm/core/event-catalogue';
import { DomainError } from '@esm/core/kernel/errors';
import { newId } from '@esm/core/kernel/ids';
import { standingEvents, standingStream } from '@esm/core/standing/events';
import { violationConsequence } from '@esm/core/standing/refusal-consequence';
import { findMessage, findRoom, messagesOf, roomsOf } from '@esm/projections/chat/queries';
import type { ChatRoomRow } from '@esm/projections/chat/rows';
import { findListedService } from '@esm/projections/services/queries';
import { z } from 'zod';
import { actorOf, type SignedInUser } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';
import { chatMessageJson, chatRoomJson } from './chat-json';

const isParticipant = (room: ChatRoomRow, user: SignedInUser) =>
  room.customer_id === user.userId || room.provider_user_id === user.userId;

/** Chat rooms and messages: only the room's client and provider read or post. */
export function registerChatRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  async function participantRoom(roomId: string, user: SignedInUser): Promise<ChatRoomRow> {
    const room = await findRoom(pool, roomId, user.userId);
    if (!room) throw chatErrors.error('CHAT_ROOM_NOT_FOUND');
    if (!isParticipant(room, user)) throw chatErrors.error('CHAT_NOT_PARTICIPANT');
    return room;
  }

  app.post(
    '/api/chat/rooms',
    {
      schema: {
        tags: ['chat'],
        summary: 'Open the chat for a provider and service: created the first time, the same room after',
        body: openChatBody,
        response: { 200: chatRoomResponse, 201: chatRoomResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      const service = await findListedService(pool, request.body.serviceId);
      if (!service || service.provider_id !== request.body.providerId) throw notFound('Service not found');
      const roomId = chatRoomIdFor({ customerId: user.userId, ...request.body });
      const result = await commands.run({
        stream: chatStream(roomId),
        decider: chatDecider,
        command: {
          type: 'OpenChatRoom',
          actor: actorOf(user),
          roomId,
          providerId: service.provider_id,
          providerUserId: service.provider_user_id,
          serviceId: request.body.serviceId,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const room = await findRoom(pool, roomId, user.userId);
      if (!room) throw chatErrors.error('CHAT_ROOM_NOT_FOUND');
      return reply.status(result.events.length > 0 ? 201 : 200).send(chatRoomJson(room, user.userId));
    },
  );

  app.get(
    '/api/chat/rooms',
    {
      schema: {
        tags: ['chat'],
        summary: 'The signed-in user’s rooms, as client and as provider, latest first (polled every 10 s)',
        response: { 200: z.array(chatRoomResponse), ...errors(401) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      return (await roomsOf(pool, user.userId)).map((room) => chatRoomJson(room, user.userId));
    },
  );

  app.get(
    '/api/chat/rooms/:id/messages',
    {
      schema: {
        tags: ['chat'],
        summary:
          'The latest messages, oldest first; ?after=<messageId> only newer ones (polled every 5 s), ?before=<messageId> the page before',
        params: uuidParam,
        querystring: messagesQuery,
        response: { 200: z.array(chatMessageResponse), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const room = await participantRoom(request.params.id, user);
      const { after, before } = request.query;
      const page = after !== undefined ? { after } : before !== undefined ? { before } : 'latest';
      const messages = await messagesOf(pool, room.id, page, CHAT_MESSAGE_PAGE);
      // Reading marks as read, but only when something new from the other side arrived: an idle
      // poll appends nothing, and neither does reading further back.
      const lastFromOther = messages.findLast((m) => m.sender_id !== user.userId);
      if (lastFromOther && room.unread_count > 0 && before === undefined) {
        await commands.run({
          stream: chatStream(room.id),
          decider: chatDecider,
          command: {
            type: 'MarkChatMessagesRead',
            actor: actorOf(user),
            roomId: room.id,
            upToMessageId: messages[messages.length - 1]!.id,
          },
          actor: actorOf(user),
          correlationId: request.id,
        });
      }
      return messages.map((m) => chatMessageJson(m, user.userId));
    },
  );

  app.post(
    '/api/chat/rooms/:id/messages',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Send a message. Contact details are refused with 422 "Contact sharing detected…" and move the sender’s standing; restricted, suspended or terminated senders get 403',
        params: uuidParam,
        body: sendMessageBody,
        response: { 201: chatMessageResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      const room = await participantRoom(request.params.id, user);
      const now = ctx.clock.now();
      const messageId = newId();
      const result = await commands.run({
        stream: chatStream(room.id),
        decider: chatDecider,
        command: {
          type: 'SendChatMessage',
          actor: actorOf(user),
          roomId: room.id,
          messageId,
          message: request.body.message,
          detection: detectContactSharing(request.body.message),
          senderStanding: await standingOfUser(ctx.store, user.userId, now),
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const events = result.events.map((e) => ({ type: e.type, data: e.data }) as ChatEvent);
      const refusal = recordedRefusalOf(events);
      const refused = events.find((e) => e.type === 'MessageRefusedForContactSharing');
      if (refusal && refused?.type === 'MessageRefusedForContactSharing') {
        // Appended and still refused (core/src/chat/recorded-refusal.ts): the standing moves now.
        await recordContactSharingViolation(commands, refused.data, {
          correlationId: request.id,
          causationId: result.events[0]!.eventId,
          store: ctx.store,
        });
        // Recorded by this call or, a moment earlier, by the process manager: read it back by id.
        const violation = eventsOf(
          standingEvents,
          await ctx.store.readStream(standingStream(refused.data.senderId)),
        ).find(
          (e) =>
            e.type === 'ContactSharingViolationRecorded' && e.data.violationId === refused.data.messageId,
        );
        const consequence =
          violation?.type === 'ContactSharingViolationRecorded'
            ? violationConsequence(violation.data.actionTaken, violation.data.banExpiresAt)
            : null;
        throw consequence
          ? new DomainError(refusal.code, refusal.status, `${refusal.message} ${consequence}`)
          : refusal;
      }
      const sent = await findMessage(pool, messageId);
      if (!sent) throw notFound('Message not found');
      return reply.status(201).send(chatMessageJson(sent, user.userId));
    },
  );
}
