import { contactMessageDecider } from '@esm/core/contact-message/decider';
import { contactMessageEvents, contactMessageStream } from '@esm/core/contact-message/events';
import { eventsOf } from '@esm/core/event-catalogue';
import { systemActor } from '@esm/core/kernel/actor';
import { ERASED } from '@esm/core/kernel/events';
import { signOff, ukDateTime } from './format';
import { defineEmailNotification, emailNow } from './notification';
import { providerRecipient, userRecipient } from './recipients';

const DOCUMENT_NAMES: Record<string, string> = {
  identity: 'identity document',
  business_registration: 'business registration',
  insurance: 'public liability insurance',
  background_check: 'background check',
};

/** To the provider when a verifier approved or rejected one of their documents. */
export const documentReviewedEmail = defineEmailNotification({
  name: 'document-reviewed',
  handles: ['VerificationDocumentApproved', 'VerificationDocumentRejected'],
  react: (event) => {
    const d = event.data;
    return [
      emailNow('document-reviewed', `${d.documentId}:${event.type}`, event, {
        providerId: d.providerId,
        documentType: d.documentType,
        approved: event.type === 'VerificationDocumentApproved',
        reason: event.type === 'VerificationDocumentRejected' ? event.data.rejectionReason : null,
      }),
    ];
  },
  async compose(data, deps) {
    const to = await providerRecipient(deps, String(data.providerId));
    if (!to) return null;
    const doc = DOCUMENT_NAMES[String(data.documentType)] ?? 'document';
    return {
      userId: to.userId,
      to: to.email,
      subject: data.approved ? `Your ${doc} is approved` : `Your ${doc} needs another look`,
      text: [
        `Hello ${to.businessName},`,
        '',
        data.approved
          ? `We checked and approved your ${doc}.`
          : `We could not accept your ${doc}. Reason: ${String(data.reason)}. Please upload a new one.`,
        `Your verification: ${deps.config.publicUrl}/provider-dashboard`,
        ...signOff,
      ].join('\n'),
    };
  },
});

/** Warnings of the contact-sharing ladder and any suspension, to the person concerned. */
export const standingEmail = defineEmailNotification({
  name: 'standing',
  handles: ['ContactSharingViolationRecorded', 'StandingSuspended'],
  react: (event) => {
    if (event.type === 'ContactSharingViolationRecorded') {
      const d = event.data;
      if (d.actionTaken !== 'warning' && d.actionTaken !== 'final_warning') return [];
      return [
        emailNow('standing', `warning:${d.violationId}`, event, {
          userId: d.userId,
          kind: d.actionTaken,
          until: d.banExpiresAt,
        }),
      ];
    }
    const d = event.data;
    return [
      emailNow('standing', `suspension:${d.userId}:${d.suspendedAt}`, event, {
        userId: d.userId,
        kind: 'suspension',
        until: d.blockedUntil,
        reason: d.blockReason,
      }),
    ];
  },
  async compose(data, deps) {
    const to = await userRecipient(deps, String(data.userId));
    if (!to) return null;
    const lines: Record<string, () => [string, string]> = {
      warning: () => [
        'Warning: contact details are not allowed in messages',
        'Your last message contained contact details (a phone number, e-mail address, link or social handle) and was not delivered. Contact details are shared automatically once a booking is paid. Further attempts lead to a messaging restriction and then a suspension.',
      ],
      final_warning: () => [
        'Final warning: messaging paused for 24 hours',
        `Your message again contained contact details and was not delivered. You cannot send messages until ${data.until ? ukDateTime(String(data.until)) : 'the restriction ends'}. One more attempt suspends your account for 7 days.`,
      ],
      suspension: () => [
        'Your account is suspended',
        `Your account is suspended until ${ukDateTime(String(data.until))}. Reason: ${String(data.reason ?? 'repeated sharing of contact details')}. If you think this is a mistake, reply via the contact page.`,
      ],
    };
    const [subject, body] = (lines[String(data.kind)] ?? lines.warning!)();
    return {
      userId: to.userId,
      to: to.email,
      subject,
      text: [`Hello ${to.name},`, '', body, ...signOff].join('\n'),
    };
  },
});

/** To whoever wrote through the contact form: received, reply within 24 hours. */
export const contactAcknowledgementEmail = defineEmailNotification({
  name: 'contact-acknowledgement',
  handles: ['ContactMessageReceived'],
  react: (event) => {
    const { messageId } = event.data;
    return [emailNow('contact-acknowledgement', messageId, event, { messageId })];
  },
  async compose(data, deps) {
    const messageId = String(data.messageId);
    const events = eventsOf(
      contactMessageEvents,
      await deps.store.readStream(contactMessageStream(messageId)),
    );
    const received = events.find((e) => e.type === 'ContactMessageReceived');
    if (received?.type !== 'ContactMessageReceived' || received.data.email === ERASED) return null;
    // Recorded so the back office sees the promise was made; repeats append nothing.
    await deps.commands.run({
      stream: contactMessageStream(messageId),
      decider: contactMessageDecider,
      command: { type: 'AcknowledgeContactMessage', actor: systemActor('mail'), messageId },
      actor: systemActor('mail'),
      correlationId: `contact-acknowledgement:${messageId}`,
      readYourWrites: false,
    });
    return {
      ...(received.data.userId ? { userId: received.data.userId } : {}),
      to: received.data.email,
      subject: `We received your message: ${received.data.subject}`,
      text: [
        `Hello ${received.data.name},`,
        '',
        `Thank you for contacting EventHire UK. We will reply by ${ukDateTime(received.data.respondBy)}.`,
        '',
        'Your message:',
        received.data.message,
        ...signOff,
      ].join('\n'),
    };
  },
});
