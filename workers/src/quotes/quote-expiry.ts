import { systemActor } from '@esm/core/kernel/actor';
import { quoteDecider } from '@esm/core/quote/decider';
import { quoteStream } from '@esm/core/quote/events';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const QUOTE_EXPIRY_QUEUE = 'quote.expiry';

/**
 * A quote expires 14 days after it was priced, or at its event (core QUOTE_VALIDITY_DAYS). Every
 * re-pricing moves the timer; the job does nothing for a booked quote or before expiresAt.
 */
export const quoteExpiryProcess = defineProcessManager({
  name: 'quote-expiry',
  handles: ['QuoteDraftSaved', 'QuoteRequested'],
  react(event) {
    if (event.type !== 'QuoteDraftSaved' && event.type !== 'QuoteRequested') return [];
    const { quoteId, expiresAt } = event.data;
    return [schedule(`quote-expiry:${quoteId}`, QUOTE_EXPIRY_QUEUE, new Date(expiresAt), { quoteId })];
  },
});

export function quoteExpiryJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: QUOTE_EXPIRY_QUEUE,
    async handle(data) {
      const quoteId = String(data.quoteId);
      const actor = systemActor('worker:quote-expiry');
      await deps.commands.run({
        stream: quoteStream(quoteId),
        decider: quoteDecider,
        command: { type: 'ExpireQuote', actor, quoteId },
        actor,
        correlationId: `quote-expiry:${quoteId}`,
        readYourWrites: false,
      });
    },
  };
}
