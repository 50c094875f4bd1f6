import type { WorkerDeps } from '../worker-deps';
import { enqueueMail, type OutgoingMail } from './outbox';

export const MAIL_DELIVER_QUEUE = 'mail.deliver';

/** Puts an e-mail in the outbox and asks for its delivery; a repeat of the same key does nothing. */
export async function sendMail(
  deps: Pick<WorkerDeps, 'pool' | 'boss' | 'clock'>,
  mail: OutgoingMail,
): Promise<void> {
  const id = await enqueueMail(deps.pool, mail, deps.clock.now());
  if (id) await deps.boss.send(MAIL_DELIVER_QUEUE, { outboxId: id });
}
