import {
  isPlatformEventOf,
  type PlatformEventType,
  type RecordedPlatformEvent,
} from '@esm/core/event-catalogue';
import type { RecordedEvent } from '@esm/core/eventstore/port';
import type { JobDefinition } from '../jobs';
import type { OutgoingMail } from '../mail/outbox';
import { sendMail } from '../mail/send';
import { type ProcessManager, schedule, type TimerIntent } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

/**
 * One kind of e-mail the platform sends because something happened. `react`
 * is pure — it sees one event and says which e-mail to prepare and when — so the messages come
 * back from the events like every other timer. `compose` runs in the job, reads what it needs
 * (addresses from the read models, facts from the streams) and returns null when nothing should
 * go out any more (the recipient was erased, the booking was cancelled before the reminder).
 */
export interface EmailNotification {
  name: string;
  handles: readonly string[];
  react(event: RecordedEvent): TimerIntent[];
  compose(data: Record<string, unknown>, deps: WorkerDeps): Promise<Omit<OutgoingMail, 'dedupeKey'> | null>;
}

/** An e-mail as written: `handles` names platform events, and `react` sees exactly those, typed. */
export interface EmailNotificationDefinition<T extends PlatformEventType>
  extends Omit<EmailNotification, 'handles' | 'react'> {
  handles: readonly T[];
  react(event: RecordedPlatformEvent<T>): TimerIntent[];
}

/** Checks `handles` against the platform's event types at compile time and narrows `react`'s event. */
export function defineEmailNotification<const T extends PlatformEventType>(
  definition: EmailNotificationDefinition<T>,
): EmailNotification {
  const { handles, react } = definition;
  return {
    ...definition,
    // The runner only delivers handled types; the guard keeps a direct call just as safe.
    react: (event) => (isPlatformEventOf(handles, event) ? react.call(definition, event) : []),
  };
}

export const emailQueue = (name: string) => `email.${name}`;

/**
 * An e-mail prepared at once for this event. The key names the thing the e-mail is about, so a
 * replayed event, a retried job or a rebuilt timer never sends it twice (outbox dedupe key).
 */
export function emailNow(
  name: string,
  subject: string,
  event: RecordedEvent,
  data: Record<string, unknown>,
): TimerIntent {
  const key = `${name}:${subject}`;
  return schedule(key, emailQueue(name), event.occurredAt, { ...data, dedupeKey: key });
}

export function notificationProcess(n: EmailNotification): ProcessManager {
  return { name: `email-${n.name}`, handles: n.handles, react: (event) => n.react(event) };
}

export function notificationJob(n: EmailNotification, deps: WorkerDeps): JobDefinition {
  return {
    queue: emailQueue(n.name),
    async handle(data) {
      const mail = await n.compose(data, deps);
      if (!mail) return;
      await sendMail(deps, { ...mail, dedupeKey: String(data.dedupeKey) });
    },
  };
}
