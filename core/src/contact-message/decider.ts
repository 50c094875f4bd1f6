import { type CommandActor, hasRole, isSystem } from '../kernel/actor';
import { HOUR } from '../kernel/clock';
import type { Decider } from '../kernel/decider';
import { commonErrors, validationError } from '../kernel/errors';
import { contactMessageErrors } from './errors';
import type { ContactCategory, ContactMessageEvent } from './events';
import { type ContactForm, checkContactForm } from './validation';

/** Support replies within 24 hours; a call back comes within 2 hours. */
export const RESPONSE_TIME_MS: Record<ContactCategory, number> = {
  general: 24 * HOUR,
  booking: 24 * HOUR,
  provider: 24 * HOUR,
  payment: 24 * HOUR,
  technical: 24 * HOUR,
  complaint: 24 * HOUR,
  callback: 2 * HOUR,
};

export type ContactMessageCommand =
  /** From /contact: a signed-in user, or a visitor (a system actor such as `visitor`). */
  | ({ type: 'ReceiveContactMessage'; actor: CommandActor; messageId: string } & ContactForm)
  /** The mail worker, once the acknowledgement e-mail is queued. */
  | { type: 'AcknowledgeContactMessage'; actor: CommandActor; messageId: string }
  /** Support staff in the back office. */
  | { type: 'HandleContactMessage'; actor: CommandActor; messageId: string; note: string | null };

export type ContactMessageState =
  | { exists: false }
  | { exists: true; messageId: string; acknowledged: boolean; handled: boolean };

/**
 * A message sent through the contact form (stream `contact-message-<messageId>`): received,
 * acknowledged by e-mail, and handled by support.
 */
export const contactMessageDecider: Decider<ContactMessageCommand, ContactMessageState, ContactMessageEvent> =
  {
    initialState: { exists: false },

    decide(command, state, now) {
      switch (command.type) {
        case 'ReceiveContactMessage': {
          if (state.exists) return contactMessageErrors.error('CONTACT_MESSAGE_EXISTS');
          const checked = checkContactForm(command);
          if (!checked.ok) return validationError(checked.fieldErrors, 'CONTACT_MESSAGE_INVALID');
          return [
            {
              type: 'ContactMessageReceived',
              data: {
                messageId: command.messageId,
                userId: command.actor.kind === 'user' ? command.actor.userId : null,
                ...checked.form,
                receivedAt: now.toISOString(),
                respondBy: new Date(now.getTime() + RESPONSE_TIME_MS[checked.form.category]).toISOString(),
              },
            },
          ];
        }

        case 'AcknowledgeContactMessage':
          if (!isSystem(command.actor)) return commonErrors.error('FORBIDDEN');
          if (!state.exists) return contactMessageErrors.error('CONTACT_MESSAGE_NOT_FOUND');
          if (state.acknowledged) return [];
          return [
            {
              type: 'ContactMessageAcknowledged',
              data: { messageId: state.messageId, acknowledgedAt: now.toISOString() },
            },
          ];

        case 'HandleContactMessage': {
          // Investigators answer the inbox in the back office (trust and safety); admins may too.
          if (command.actor.kind !== 'user' || !hasRole(command.actor, 'investigator'))
            return commonErrors.error('FORBIDDEN');
          if (!state.exists) return contactMessageErrors.error('CONTACT_MESSAGE_NOT_FOUND');
          if (state.handled) return contactMessageErrors.error('CONTACT_MESSAGE_ALREADY_HANDLED');
          const note = command.note?.trim() || null;
          return [
            {
              type: 'ContactMessageHandled',
              data: {
                messageId: state.messageId,
                handledBy: command.actor.userId,
                note,
                handledAt: now.toISOString(),
              },
            },
          ];
        }
      }
    },

    evolve(state, event) {
      switch (event.type) {
        case 'ContactMessageReceived':
          return { exists: true, messageId: event.data.messageId, acknowledged: false, handled: false };
        case 'ContactMessageAcknowledged':
          return state.exists ? { ...state, acknowledged: true } : state;
        case 'ContactMessageHandled':
          return state.exists ? { ...state, handled: true } : state;
      }
    },
  };
