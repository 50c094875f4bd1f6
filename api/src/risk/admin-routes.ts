import { randomUUID } from 'node:crypto';
import { carryOutFraudAlertAction, providerEffectsOf } from '@esm/app/fraud/carry-out-alert-action';
import {
  type AdminFraudAlert,
  adminFraudAlert,
  assignFraudAlertBody,
  fraudAlertActBody,
  fraudAlertNoteBody,
  fraudAlertsListQuery,
  fraudAlertTimeline,
  resolveFraudAlertBody,
} from '@esm/contract/admin/fraud-alerts';
import { adminIdParam } from '@esm/contract/admin/list';
import { loadState } from '@esm/core/eventstore/load-state';
import { fraudAlertDecider, pendingAction } from '@esm/core/fraud/decider';
import { fraudAlertErrors } from '@esm/core/fraud/errors';
import { fraudAlertStream } from '@esm/core/fraud/events';
import { providerErrors } from '@esm/core/provider/errors';
import { riskScore } from '@esm/core/risk/score';
import {
  findAdminFraudAlert,
  fraudAlertsPage,
  investigationTimeline,
} from '@esm/projections/investigation/queries';
import type { AdminFraudAlertRow } from '@esm/projections/investigation/rows';
import { findProvider } from '@esm/projections/providers/queries';
import { loadRiskFacts } from '@esm/projections/risk/queries';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import { actorOf, type SignedInUser } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

const alertJson = (r: AdminFraudAlertRow): AdminFraudAlert => ({
  id: r.id,
  providerId: r.provider_id,
  providerUserId: r.provider_user_id,
  businessName: r.business_name,
  customerId: r.customer_id,
  customerName: r.customer_name,
  alertType: r.alert_type,
  severity: r.severity as AdminFraudAlert['severity'],
  description: r.description,
  metadata: r.metadata,
  status: r.status as AdminFraudAlert['status'],
  investigatedBy: r.investigated_by,
  investigatorName: r.investigator_name,
  notes: r.investigation_notes,
  actions: r.action_taken,
  riskScore: r.risk_score,
  outcome: r.outcome as AdminFraudAlert['outcome'],
  resolutionNote: r.resolution_note,
  createdAt: r.created_at.toISOString(),
  resolvedAt: r.resolved_at?.toISOString() ?? null,
});

/** The `fraud-alerts` resource of the back office: the alerts, their evidence and their workflow. */
export function registerFraudAlertAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands, store } = ctx;

  const alertOr404 = async (id: string) => {
    const row = await findAdminFraudAlert(pool, id);
    if (!row) throw fraudAlertErrors.error('FRAUD_ALERT_NOT_FOUND');
    return row;
  };

  app.get(
    '/api/admin/fraud-alerts',
    {
      ...auth.access('fraud-alerts', 'list'),
      schema: {
        tags: ['admin'],
        summary:
          'Fraud alerts: open first, most severe first, filtered by status, severity, provider, type or assignee',
        querystring: fraudAlertsListQuery,
        response: { 200: z.array(adminFraudAlert), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'fraud-alerts', 'list');
      const { sort, range, filter } = request.query;
      const page = await fraudAlertsPage(pool, filter, { sort, range });
      return sendPage(reply, 'fraud-alerts', { sort, range }, page, alertJson);
    },
  );

  app.get(
    '/api/admin/fraud-alerts/:id',
    {
      ...auth.access('fraud-alerts', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One fraud alert with its notes and the actions taken',
        params: adminIdParam,
        response: { 200: adminFraudAlert, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'fraud-alerts', 'show');
      return alertJson(await alertOr404(request.params.id));
    },
  );

  app.get(
    '/api/admin/fraud-alerts/:id/timeline',
    {
      ...auth.access('fraud-alerts', 'show'),
      schema: {
        tags: ['admin'],
        summary:
          'The evidence beside an alert: the provider’s risk score with its rules, and the provider’s and customer’s bookings, payments, disputes, violations and messages',
        params: adminIdParam,
        response: { 200: fraudAlertTimeline, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'fraud-alerts', 'show');
      const alert = await alertOr404(request.params.id);
      const now = ctx.clock.now();
      const loaded = await loadRiskFacts(pool, alert.provider_id, now);
      const risk = loaded
        ? riskScore(loaded.facts)
        : { score: alert.risk_score, level: 'Low' as const, reasons: [] };
      const rows = alert.provider_user_id
        ? await investigationTimeline(pool, {
            providerId: alert.provider_id,
            providerUserId: alert.provider_user_id,
            customerId: alert.customer_id,
          })
        : [];
      return {
        id: alert.id,
        risk,
        entries: rows.map((row, i) => ({
          id: `${row.kind}:${row.ref}:${i}`,
          at: row.at.toISOString(),
          kind: row.kind,
          subject: row.subject,
          ref: row.ref,
          summary: row.summary,
          detail: row.detail,
        })),
      };
    },
  );

  /** Runs one command on the alert's stream as the signed-in investigator and answers the alert. */
  const onAlert = async (
    user: SignedInUser,
    id: string,
    command: Parameters<typeof fraudAlertDecider.decide>[0],
    correlationId: string,
  ) => {
    await commands.run({
      stream: fraudAlertStream(id),
      decider: fraudAlertDecider,
      command,
      actor: actorOf(user),
      correlationId,
    });
    return alertJson(await alertOr404(id));
  };

  app.post(
    '/api/admin/fraud-alerts/:id/assign',
    {
      ...auth.access('fraud-alerts', 'assign'),
      schema: {
        tags: ['admin'],
        summary:
          'Assign the alert to the signed-in investigator (it becomes “investigating”); one another investigator holds only with takeOverFrom naming them',
        params: adminIdParam,
        body: assignFraudAlertBody.optional(),
        response: { 200: adminFraudAlert, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'fraud-alerts', 'assign');
      const { id } = request.params;
      return onAlert(
        user,
        id,
        {
          type: 'AssignFraudAlert',
          actor: actorOf(user),
          alertId: id,
          investigatorId: user.userId,
          // The access rule above admitted the caller as an investigator (or an admin).
          assigneeIsInvestigator: true,
          takeOverFrom: request.body?.takeOverFrom ?? null,
        },
        request.id,
      );
    },
  );

  app.post(
    '/api/admin/fraud-alerts/:id/note',
    {
      ...auth.access('fraud-alerts', 'note'),
      schema: {
        tags: ['admin'],
        summary: 'Add an investigation note to the alert',
        params: adminIdParam,
        body: fraudAlertNoteBody,
        response: { 200: adminFraudAlert, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'fraud-alerts', 'note');
      const { id } = request.params;
      return onAlert(
        user,
        id,
        {
          type: 'AddFraudAlertNote',
          actor: actorOf(user),
          alertId: id,
          noteId: randomUUID(),
          note: request.body.note,
        },
        request.id,
      );
    },
  );

  app.post(
    '/api/admin/fraud-alerts/:id/act',
    {
      ...auth.access('fraud-alerts', 'act'),
      schema: {
        tags: ['admin'],
        summary:
          'Take an action on the provider from the alert (warning, suspend, freeze payouts, terminate): recorded on the alert, then carried out on the provider; pressing it again while it is in force changes nothing',
        params: adminIdParam,
        body: fraudAlertActBody,
        response: { 200: adminFraudAlert, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'fraud-alerts', 'act');
      const { id } = request.params;
      const { action, note } = request.body;
      const alert = await loadState(store, fraudAlertStream(id), fraudAlertDecider);
      if (!alert.exists) throw fraudAlertErrors.error('FRAUD_ALERT_NOT_FOUND');
      if (alert.status === 'resolved') throw fraudAlertErrors.error('FRAUD_ALERT_RESOLVED');
      const provider = await findProvider(pool, alert.providerId);
      if (!provider) throw providerErrors.error('PROVIDER_NOT_FOUND');
      // Recorded first: once the alert holds the action, a crash before the provider is touched is
      // finished by the fraud-alert-actions process manager, never lost.
      const recorded = await commands.run({
        stream: fraudAlertStream(id),
        decider: fraudAlertDecider,
        command: {
          type: 'TakeFraudAlertAction',
          actor: actorOf(user),
          alertId: id,
          actionId: randomUUID(),
          action,
          note,
          providerUserId: provider.user_id,
          provider: await providerEffectsOf(ctx, { id: provider.id, userId: provider.user_id }),
        },
        actor: actorOf(user),
        correlationId: request.id,
        readYourWrites: false,
      });
      // A repeat press records nothing; if the first press's action is still owed (a double
      // click, or a retry after a crash), this request finishes that one.
      const recordedNow = recorded.events.find((e) => e.type === 'FraudAlertActionTaken');
      const owed = recordedNow
        ? (recordedNow.data as { actionId: string }).actionId
        : recorded.state.exists
          ? pendingAction(recorded.state, action)
          : null;
      if (owed) {
        // At once rather than waiting for the worker, so the provider is refused in chat the
        // moment the page shows the action.
        await carryOutFraudAlertAction(ctx, { alertId: id, actionId: owed }, { correlationId: request.id });
      }
      // The page shows every read model at the alert's last event, which comes after the action's
      // effects: this request's, or, for a repeat press that wrote nothing, those of the press it
      // repeats. (Not the store's head: it lags behind while any transaction is in flight.)
      const last = (await store.readStream(fraudAlertStream(id))).at(-1)?.globalPosition ?? 0;
      await commands.waitForReadModels(last);
      return alertJson(await alertOr404(id));
    },
  );

  app.post(
    '/api/admin/fraud-alerts/:id/resolve',
    {
      ...auth.access('fraud-alerts', 'resolve'),
      schema: {
        tags: ['admin'],
        summary: 'Close the alert with an outcome (confirmed fraud, no fraud, inconclusive) and a note',
        params: adminIdParam,
        body: resolveFraudAlertBody,
        response: { 200: adminFraudAlert, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'fraud-alerts', 'resolve');
      const { id } = request.params;
      return onAlert(
        user,
        id,
        {
          type: 'ResolveFraudAlert',
          actor: actorOf(user),
          alertId: id,
          outcome: request.body.outcome,
          resolutionNote: request.body.note,
        },
        request.id,
      );
    },
  );
}
