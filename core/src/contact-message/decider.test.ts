import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { given } from '../kernel/given-when-then';
import { type ContactMessageCommand, contactMessageDecider } from './decider';
import type { ContactMessageEvent } from './events';

const visitor = systemActor('visitor');
const signedIn = { kind: 'user', userId: 'u-client', roles: [] } as const;
const mailer = systemActor('mail');
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const investigator = { kind: 'user', userId: 'u-inv', roles: ['investigator'] } as const;
const now = new Date('2026-06-01T12:00:00.000Z');

const receive = (
  overrides: Partial<Extract<ContactMessageCommand, { type: 'ReceiveContactMessage' }>> = {},
): ContactMessageCommand => ({
  type: 'ReceiveContactMessage',
  actor: visitor,
  messageId: 'cm1',
  name: ' Priya Patel ',
  email: ' Priya.Patel@Example.co.uk ',
  subject: 'Marquee for a garden party',
  category: 'booking',
  message: 'Can I change the date of my booking to 14 August?',
  ...overrides,
});
const received: ContactMessageEvent = {
  type: 'ContactMessageReceived',
  data: {
    messageId: 'cm1',
    userId: null,
    name: 'Priya Patel',
    email: 'priya.patel@example.co.uk',
    subject: 'Marquee for a garden party',
    category: 'booking',
    message: 'Can I change the date of my booking to 14 August?',
    receivedAt: now.toISOString(),
    respondBy: '2026-06-02T12:00:00.000Z',
  },
};
const acknowledged: ContactMessageEvent = {
  type: 'ContactMessageAcknowledged',
  data: { messageId: 'cm1', acknowledgedAt: now.toISOString() },
};
const handle = (
  actor: ContactMessageCommand['actor'] = admin,
  note: string | null = ' Date changed. ',
): ContactMessageCommand => ({
  type: 'HandleContactMessage',
  actor,
  messageId: 'cm1',
  note,
});

describe('contact message: received (contact, rules)', () => {
  it('a visitor’s message is received, trimmed, with a reply due within 24 hours', () => {
    given(contactMessageDecider).when(receive(), now).thenEvents([received]);
  });

  it('a signed-in sender is linked to their account', () => {
    given(contactMessageDecider)
      .when(receive({ actor: signedIn }), now)
      .thenEvents([{ ...received, data: { ...received.data, userId: 'u-client' } } as ContactMessageEvent]);
  });

  it('a call-back request is due within 2 hours', () => {
    const outcome = given(contactMessageDecider).when(receive({ category: 'callback' }), now).outcome;
    expect(outcome).toMatchObject([
      { data: { category: 'callback', respondBy: '2026-06-01T14:00:00.000Z' } },
    ]);
  });

  it('refuses every invalid field with the spec’s exact texts', () => {
    const refusal = given(contactMessageDecider)
      .when(receive({ name: ' P ', email: 'priya@', subject: 'Hi', category: '', message: 'Help me' }), now)
      .thenRefused('CONTACT_MESSAGE_INVALID', 'Name must be at least 2 characters');
    expect(refusal.status).toBe(400);
    expect(refusal.fieldErrors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 5 characters',
      category: 'Please select a category',
      message: 'Message must be at least 10 characters',
    });
  });

  it('refuses a category outside the seven of', () => {
    given(contactMessageDecider)
      .when(receive({ category: 'sales' }), now)
      .thenRefused('CONTACT_MESSAGE_INVALID', 'Please select a category');
  });

  it('refuses overlong fields so the support inbox stays usable', () => {
    const refusal = given(contactMessageDecider)
      .when(receive({ name: 'n'.repeat(101), subject: 's'.repeat(201), message: 'm'.repeat(5001) }), now)
      .thenRefused('CONTACT_MESSAGE_INVALID');
    expect(refusal.fieldErrors).toEqual({
      name: 'Name must be at most 100 characters',
      subject: 'Subject must be at most 200 characters',
      message: 'Message must be at most 5,000 characters',
    });
  });

  it('refuses the same message id twice', () => {
    given(contactMessageDecider, [received]).when(receive(), now).thenRefused('CONTACT_MESSAGE_EXISTS');
  });
});

describe('contact message: acknowledged and handled', () => {
  const acknowledge: ContactMessageCommand = {
    type: 'AcknowledgeContactMessage',
    actor: mailer,
    messageId: 'cm1',
  };

  it('the mail worker records the acknowledgement e-mail once', () => {
    given(contactMessageDecider, [received]).when(acknowledge, now).thenEvents([acknowledged]);
    given(contactMessageDecider, [received, acknowledged]).when(acknowledge, now).thenEvents([]);
  });

  it('only the platform acknowledges, and only a received message', () => {
    given(contactMessageDecider, [received])
      .when({ ...acknowledge, actor: admin }, now)
      .thenRefused('FORBIDDEN');
    given(contactMessageDecider).when(acknowledge, now).thenRefused('CONTACT_MESSAGE_NOT_FOUND');
  });

  it('support handles the message with an optional note', () => {
    given(contactMessageDecider, [received, acknowledged])
      .when(handle(), now)
      .thenEvents([
        {
          type: 'ContactMessageHandled',
          data: {
            messageId: 'cm1',
            handledBy: 'u-admin',
            note: 'Date changed.',
            handledAt: now.toISOString(),
          },
        },
      ]);
    given(contactMessageDecider, [received])
      .when(handle(admin, '  '), now)
      .thenEvents([
        {
          type: 'ContactMessageHandled',
          data: { messageId: 'cm1', handledBy: 'u-admin', note: null, handledAt: now.toISOString() },
        },
      ]);
  });

  it('refuses handling twice, handling an unknown message, and handling by anyone outside the back office', () => {
    const handled: ContactMessageEvent = {
      type: 'ContactMessageHandled',
      data: { messageId: 'cm1', handledBy: 'u-admin', note: null, handledAt: now.toISOString() },
    };
    given(contactMessageDecider, [received, handled])
      .when(handle(), now)
      .thenRefused('CONTACT_MESSAGE_ALREADY_HANDLED');
    given(contactMessageDecider).when(handle(), now).thenRefused('CONTACT_MESSAGE_NOT_FOUND');
    given(contactMessageDecider, [received]).when(handle(signedIn), now).thenRefused('FORBIDDEN');
  });

  it('an investigator handles the inbox too (trust and safety works it in the back office)', () => {
    given(contactMessageDecider, [received])
      .when(handle(investigator, 'Called back.'), now)
      .thenEvents([
        {
          type: 'ContactMessageHandled',
          data: {
            messageId: 'cm1',
            handledBy: investigator.userId,
            note: 'Called back.',
            handledAt: now.toISOString(),
          },
        },
      ]);
  });
});
