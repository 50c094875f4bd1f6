import type { JobDefinition } from '../jobs';
import type { WorkerDeps } from '../worker-deps';
import { MAIL_DELIVER_QUEUE } from './send';

/** SMTP failures are retried with exponential backoff (5 s, 10 s, 20 s … capped at an hour). */
export const MAIL_RETRY_LIMIT = 8;

export const mailDeliverJob = (deps: WorkerDeps): JobDefinition => ({
  queue: MAIL_DELIVER_QUEUE,
  options: { retryLimit: MAIL_RETRY_LIMIT, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600 },
  // One event can queue many messages (a seeded marketplace, a booking's request and receipt):
  // one per poll would let a backlog delay every new message. Delivery is idempotent per message.
  batchSize: 25,
  handle: (data, context) =>
    deps.mail.deliver(String(data.outboxId), context.now, {
      lastAttempt: context.attempt >= MAIL_RETRY_LIMIT,
    }),
});
