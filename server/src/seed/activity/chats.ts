import { chatDecider } from '@esm/core/chat/decider';
import { chatStream } from '@esm/core/chat/events';
import { chatRoomIdFor } from '@esm/core/chat/room-id';
import { detectContactSharing } from '@esm/core/contact-sharing/detect';
import { standingDecider } from '@esm/core/standing/decider';
import { standingStream } from '@esm/core/standing/events';
import { type StandingView, standingOf } from '@esm/core/standing/standing-of';
import { initialStandingState } from '@esm/core/standing/state';
import type { SeededService } from '../demo-marketplace';
import { type Activity, SYSTEM, user } from './context';

const GOOD: StandingView = standingOf(initialStandingState, new Date(0));

/** The demo client with Southbank and two others; one refused contact-sharing attempt. */
export async function seedChats(a: Activity): Promise<void> {
  const { rng, providers, clientId } = a;
  const sb = a.southbank.services;
  const conversations: Array<[SeededService, Array<['customer' | 'provider', string]>]> = [
    [
      sb[0]!,
      [
        ['customer', 'Hi! Is the 8m stage OK on a slightly sloping lawn?'],
        ['provider', 'Yes, our decks have adjustable legs up to 300mm of slope. We will check on arrival.'],
        ['customer', 'Perfect. Could you arrive by 9am?'],
        ['provider', 'Of course, 9am works. We need about three hours to build.'],
      ],
    ],
    [
      providers[4]!.services[0]!,
      [
        ['customer', 'Do you provide a backup generator?'],
        ['provider', 'We can, for a small extra charge. It will show on your quote.'],
      ],
    ],
    [
      providers[5]!.services[0]!,
      [
        ['customer', 'Hello, is your kit available on the 14th?'],
        ['provider', 'It is! Easier to sort over the phone, ring me on 07700 900 456'],
        ['provider', 'Sorry, I will keep it on the platform. Yes, the 14th is free.'],
      ],
    ],
  ];
  const standings = new Map<string, StandingView>();
  for (const [service, lines] of conversations) {
    const roomId = chatRoomIdFor({
      customerId: clientId,
      providerId: service.providerId,
      serviceId: service.serviceId,
    });
    const opened = a.at(-3);
    await a.run(opened, chatStream(roomId), chatDecider, {
      type: 'OpenChatRoom',
      actor: user(clientId),
      roomId,
      providerId: service.providerId,
      providerUserId: service.providerUserId,
      serviceId: service.serviceId,
    });
    for (const [n, [role, message]] of lines.entries()) {
      const senderId = role === 'customer' ? clientId : service.providerUserId;
      const messageId = rng.uuid();
      const sentAt = new Date(opened.getTime() + (n + 1) * 37 * 60_000);
      const detection = detectContactSharing(message);
      await a.run(sentAt, chatStream(roomId), chatDecider, {
        type: 'SendChatMessage',
        actor: user(senderId),
        roomId,
        messageId,
        message,
        detection,
        senderStanding: standings.get(senderId) ?? GOOD,
      });
      if (detection.sharesContact) {
        // What the standing process manager does on MessageRefusedForContactSharing: a first warning.
        const result = await a.run(sentAt, standingStream(senderId), standingDecider, {
          type: 'RecordContactSharingViolation',
          actor: SYSTEM,
          userId: senderId,
          violationId: messageId,
          chatRoomId: roomId,
          chatMessageId: messageId,
          senderRole: role,
          kinds: detection.kinds,
          detectedContent: detection.matches.join(' | '),
        });
        standings.set(senderId, standingOf(result.state, sentAt));
      }
    }
    a.counts.chats++;
  }
}
