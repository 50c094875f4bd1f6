import { commonErrors } from '@esm/core/kernel/errors';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import type { App } from '../http/server';
import { escapeHtml, page } from './html';

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
}

/**
 * The dev mailbox (docs/email.md): every e-mail in the outbox, as the recipient would read it, so
 * a fresh `npm start` shows its mail without an SMTP server. It holds every user's messages
 * (sign-in links, invoices, addresses), so only admins may open it, in every environment.
 */
export function registerDevMailbox(app: App, ctx: ApiContext): void {
  const allow = async (request: FastifyRequest) => {
    const user = await ctx.auth.requireUser(request);
    if (!user.roles.includes('admin')) throw commonErrors.error('FORBIDDEN');
  };
  const hide = { hide: true } as const;
  // Checked before the path is validated, so strangers learn nothing about the routes.
  const adminFirst = { onRequest: allow };

  app.get('/dev/mailbox', { ...adminFirst, schema: hide }, async (_request, reply) => {
    const { rows } = await ctx.pool.query<OutboxRow>(
      'SELECT id, to_address, subject, status, attempts, created_at FROM mail.outbox ORDER BY created_at DESC, id LIMIT 500',
    );
    const items = rows
      .map(
        (m) => `<tr><td>${escapeHtml(m.created_at.toISOString().replace('T', ' ').slice(0, 16))}</td>
<td>${escapeHtml(m.to_address)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td>
<td class="status">${escapeHtml(m.status)}</td></tr>`,
      )
      .join('\n');
    const body = `<h1>Dev mailbox</h1><p>${rows.length} message(s). Mail is stored here when <code>SMTP_URL</code> is not set.</p>
<table><thead><tr><th>Created</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${items}</tbody></table>`;
    return reply.type('text/html; charset=utf-8').send(page('Dev mailbox', body));
  });

  const idParams = z.object({ id: z.uuid() });
  const load = async (id: string) => {
    const { rows } = await ctx.pool.query<OutboxRow>('SELECT * FROM mail.outbox WHERE id = $1', [id]);
    if (!rows[0]) throw notFound('There is no such message.');
    return rows[0];
  };

  app.get(
    '/dev/mailbox/:id',
    { ...adminFirst, schema: { ...hide, params: idParams } },
    async (request, reply) => {
      const m = await load(request.params.id);
      const attachments = m.attachments
        .map(
          (a, i) =>
            `<li><a href="/dev/mailbox/${m.id}/attachments/${i}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)})</li>`,
        )
        .join('');
      const body = `<p><a href="/dev/mailbox">&larr; All messages</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<p><strong>To:</strong> ${escapeHtml(m.to_address)}<br><strong>Status:</strong> ${escapeHtml(m.status)} (${m.attempts} attempt(s))${m.last_error ? `<br><strong>Last error:</strong> ${escapeHtml(m.last_error)}` : ''}</p>
<pre>${escapeHtml(m.text_body)}</pre>
${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}`;
      return reply.type('text/html; charset=utf-8').send(page(m.subject, body));
    },
  );

  app.get(
    '/dev/mailbox/:id/attachments/:index',
    {
      ...adminFirst,
      schema: { ...hide, params: idParams.extend({ index: z.coerce.number().int().min(0) }) },
    },
    async (request, reply) => {
      const m = await load(request.params.id);
      const a = m.attachments[request.params.index];
      if (!a) throw notFound('There is no such attachment.');
      return reply
        .type(a.contentType)
        .header('content-disposition', `attachment; filename="${a.filename.replace(/[^\w.-]/g, '_')}"`)
        .send(a.content);
    },
  );
}
