import { eventStoreMigrations } from '@esm/infra/eventstore/postgres/migrations';
import { personalDataMigrations } from '@esm/infra/personal-data/postgres-vault';
import { freePort } from '@esm/infra/postgres/embedded';
import { migrate } from '@esm/infra/postgres/migrate';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import pg from 'pg';
import { type PgBoss, TestClock } from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBoss } from '../boss';
import { startJobWorkers } from '../jobs';
import { advanceClock } from '../process-manager/testing/advance-clock';
import type { WorkerDeps } from '../worker-deps';
import { mailDeliverJob } from './deliver-job';
import { MailDelivery } from './delivery';
import { mailMigrations } from './migrations';
import { enqueueMail } from './outbox';
import { sendMail } from './send';

/** A real SMTP server in the test: every message it accepted, raw, and a switch to refuse. */
let server: SMTPServer;
let port: number;
const received: { from: string; to: string[]; raw: string }[] = [];
let refuseNext = 0;

let pool: pg.Pool;
let drop: () => Promise<void>;
let url: string;

beforeAll(async () => {
  port = await freePort();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (refuseNext > 0) {
        refuseNext--;
        const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const db = await createTestDatabase('mail');
  url = db.url;
  drop = db.drop;
  pool = new pg.Pool({ connectionString: url, max: 5 });
  await migrate(pool, [...eventStoreMigrations, ...personalDataMigrations, ...mailMigrations]);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await pool.end();
  await drop();
});

const smtpUrl = () => `smtp://127.0.0.1:${port}?ignoreTLS=true`;
const outbox = async (id: string) =>
  (await pool.query('SELECT status, attempts, last_error FROM mail.outbox WHERE id = $1', [id])).rows[0];

describe('mail delivery over SMTP (SMTP_URL set)', () => {
  it('delivers subject, recipient, body and attachment, and marks the message sent', async () => {
    const delivery = new MailDelivery(pool, smtpUrl());
    const id = (await enqueueMail(
      pool,
      {
        dedupeKey: 'smtp-1',
        to: 'client@example.co.uk',
        subject: 'Booking confirmed: Bouncy castle',
        text: 'Your booking is confirmed.',
        attachments: [
          {
            filename: 'booking.ics',
            contentType: 'text/calendar',
            content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
          },
        ],
      },
      new Date(),
    ))!;
    await delivery.deliver(id, new Date());
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.to).toEqual(['client@example.co.uk']);
    expect(message!.from).toBe('no-reply@eventhire.uk');
    expect(message!.raw).toMatch(/^Subject: Booking confirmed: Bouncy castle$/m);
    expect(message!.raw).toMatch(/^To: client@example.co.uk$/m);
    expect(message!.raw).toContain('Your booking is confirmed.');
    expect(message!.raw).toMatch(/Content-Disposition: attachment; filename=booking.ics/);
    expect(message!.raw).toContain(Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64'));
    expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 1 });
    // A second delivery of the same message (a retried job) sends nothing.
    await delivery.deliver(id, new Date());
    expect(received).toHaveLength(1);
  });

  it('retries through pg-boss with backoff when the SMTP server refuses, then delivers once', async () => {
    const clock = new TestClock('2026-06-01T09:00:00.000Z');
    const boss: PgBoss = await startBoss({ connectionString: url, clock });
    try {
      const deps = {
        pool,
        boss,
        clock: { now: () => new Date(clock.now()) },
        mail: new MailDelivery(pool, smtpUrl()),
      } as unknown as WorkerDeps;
      await startJobWorkers({ boss, pool, clock: deps.clock, jobs: [mailDeliverJob(deps)] });
      refuseNext = 2;
      const before = received.length;
      await sendMail(deps, {
        dedupeKey: 'smtp-2',
        to: 'later@example.co.uk',
        subject: 'Retry me',
        text: 'Hello',
      });
      const { rows } = await pool.query<{ id: string }>(
        "SELECT id FROM mail.outbox WHERE dedupe_key = 'smtp-2'",
      );
      const id = rows[0]!.id;
      await clock.tick(1500);
      await eventually(async () => (await outbox(id)).attempts === 1);
      expect(await outbox(id)).toMatchObject({
        status: 'queued',
        last_error: expect.stringContaining('451'),
      });
      // Not retried at once: the backoff holds it back until its delay has passed.
      await clock.tick(1500);
      expect((await outbox(id)).attempts).toBe(1);
      for (let i = 0; i < 10 && (await outbox(id)).status !== 'sent'; i++) {
        await advanceClock(clock, 60_000);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 3 });
      expect(received.slice(before).map((m) => m.to[0])).toEqual(['later@example.co.uk']);
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});

describe('without SMTP_URL', () => {
  it('stores the message for the dev mailbox instead of sending it', async () => {
    const id = (await enqueueMail(
      pool,
      { dedupeKey: 'dev-1', to: 'a@example.co.uk', subject: 'S', text: 'T' },
      new Date(),
    ))!;
    await new MailDelivery(pool, undefined).deliver(id, new Date());
    expect((await outbox(id)).status).toBe('stored');
  });
});

async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
