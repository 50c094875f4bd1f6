import { eventsOf } from '@esm/core/event-catalogue';
import { ERASED } from '@esm/core/kernel/events';
import { providerEvents, providerStream } from '@esm/core/provider/events';
import type { JobDefinition } from '../jobs';
import { sendMail } from '../mail/send';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const PROVIDER_WELCOME_QUEUE = 'email.provider-welcome';

/** A new provider gets a welcome e-mail with their next steps, once. */
export const providerWelcomeProcess = defineProcessManager({
  name: 'provider-welcome',
  handles: ['ProviderProfileCreated'],
  react(event) {
    const { providerId } = event.data;
    return [
      schedule(`provider-welcome:${providerId}`, PROVIDER_WELCOME_QUEUE, event.occurredAt, { providerId }),
    ];
  },
});

export function providerWelcomeJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: PROVIDER_WELCOME_QUEUE,
    async handle(data) {
      const providerId = String(data.providerId);
      const events = eventsOf(providerEvents, await deps.store.readStream(providerStream(providerId)));
      const created = events.find((e) => e.type === 'ProviderProfileCreated');
      if (created?.type !== 'ProviderProfileCreated') return;
      const { contactEmail, businessName, userId } = created.data;
      if (contactEmail === ERASED) return;
      await sendMail(deps, {
        dedupeKey: `provider-welcome:${providerId}`,
        userId,
        to: contactEmail,
        subject: `Welcome to EventHire UK, ${businessName}`,
        text: [
          `Hello ${businessName},`,
          '',
          'Your provider profile is live. Three steps get you your first booking:',
          '1. List your services with at least 3 photos each.',
          '2. Upload your verification documents (identity, business registration and £2M public liability insurance).',
          '3. Add your bank details so we can pay you.',
          '',
          'Booking requests must be answered within 24 hours. Contact details stay private until a client has paid.',
          '',
          `Your dashboard: ${deps.config.publicUrl}/provider-dashboard`,
          '',
          'The EventHire UK team',
        ].join('\n'),
      });
    },
  };
}
