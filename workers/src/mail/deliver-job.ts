import type { JobDefinition } from '../jobs';
import type { WorkerDeps } from '../worker-deps';
import { MAIL_DELIVER_QUEUE } from './send';

export const mailDeliverJob = (deps: WorkerDeps): JobDefinition => ({
  queue: MAIL_DELIVER_QUEUE,
  handle: (data, context) => deps.mail.deliver(String(data.outboxId), context.now),
});
