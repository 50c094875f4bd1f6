import { adminIdParam } from '@esm/contract/admin/list';
import {
  type AdminProvider,
  adminProvider,
  adminProvidersListQuery,
  providerHistory,
  providerPayoutsBody,
  providerStandingBody,
} from '@esm/contract/admin/providers';
import { providerErrors } from '@esm/core/provider/errors';
import { riskScore } from '@esm/core/risk/score';
import { standingViewOf } from '@esm/core/standing/standing-of';
import {
  adminProvidersPage,
  findAdminProvider,
  providerHistory as providerHistoryRows,
} from '@esm/projections/investigation/queries';
import type { AdminProviderRow } from '@esm/projections/investigation/rows';
import { loadRiskFacts } from '@esm/projections/risk/queries';
import type pg from 'pg';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { carryOutProviderAction } from './provider-actions';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The row with its standing and risk score as of `now` (both depend on time, so read-time). */
async function providerJson(pool: pg.Pool, row: AdminProviderRow, now: Date): Promise<AdminProvider> {
  const standing = standingViewOf(
    {
      violationCount: row.violation_count ?? 0,
      lastViolationAt: iso(row.last_violation_at),
      block: row.block_kind
        ? { kind: row.block_kind, reason: row.block_reason ?? '', until: iso(row.blocked_until) }
        : null,
    },
    now,
  );
  const loaded = await loadRiskFacts(pool, row.id, now);
  const risk = riskScore(
    loaded?.facts ?? {
      asOf: now.toISOString(),
      accountCreatedAt: row.created_at.toISOString(),
      isVerified: false,
      contactSharingViolationsAt: [],
      providerCancellationsAt: [],
      disputesAt: [],
      bankDetailsChangedAt: [],
      payoutDates: [],
      openFraudAlerts: 0,
    },
  );
  return {
    id: row.id,
    userId: row.user_id,
    businessName: row.business_name,
    contactEmail: row.contact_email,
    ownerName: row.owner_name,
    createdAt: row.created_at.toISOString(),
    standing: standing.standing,
    blockReason: standing.blockReason,
    blockedUntil: standing.blockedUntil,
    violationCount: standing.violationCount,
    payoutsFrozen: row.payouts_frozen,
    payoutsFrozenReason: row.payouts_frozen_reason,
    payoutsFrozenAt: iso(row.payouts_frozen_at),
    openAlerts: row.open_alerts,
    riskScore: risk.score,
    riskLevel: risk.level,
  };
}

/** The `providers` resource of the back office: standing, payout freezes and their history. */
export function registerProviderAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth } = ctx;

  const providerOr404 = async (id: string) => {
    const row = await findAdminProvider(pool, id, ctx.clock.now());
    if (!row) throw providerErrors.error('PROVIDER_NOT_FOUND');
    return row;
  };

  app.get(
    '/api/admin/providers',
    {
      ...auth.access('providers', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Providers with their standing, payout freeze, open alerts and risk score',
        querystring: adminProvidersListQuery,
        response: { 200: z.array(adminProvider), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'providers', 'list');
      const { sort, range, filter } = request.query;
      const now = ctx.clock.now();
      const page = await adminProvidersPage(pool, filter, { sort, range }, now);
      const json = await Promise.all(page.rows.map((row) => providerJson(pool, row, now)));
      return sendPage(reply, 'providers', { sort, range }, { rows: json, total: page.total }, (p) => p);
    },
  );

  app.get(
    '/api/admin/providers/:id',
    {
      ...auth.access('providers', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One provider with their standing, payout freeze and risk score',
        params: adminIdParam,
        response: { 200: adminProvider, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'providers', 'show');
      return providerJson(pool, await providerOr404(request.params.id), ctx.clock.now());
    },
  );

  app.get(
    '/api/admin/providers/:id/history',
    {
      ...auth.access('providers', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'The provider’s standing and payout-freeze history, newest first',
        params: adminIdParam,
        response: { 200: providerHistory, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'providers', 'show');
      const row = await providerOr404(request.params.id);
      const rows = await providerHistoryRows(pool, { id: row.id, userId: row.user_id });
      return {
        id: row.id,
        entries: rows.map((h) => ({
          id: h.event_id,
          at: h.at.toISOString(),
          type: h.type,
          summary: h.summary,
          reason: h.reason,
          until: iso(h.until),
          by: h.by_name ?? (h.by?.startsWith('system:') ? 'The platform' : h.by),
        })),
      };
    },
  );

  app.post(
    '/api/admin/providers/:id/standing',
    {
      ...auth.access('providers', 'standing'),
      schema: {
        tags: ['admin'],
        summary: 'Suspend (7 days), terminate, or lift the block of a provider, with a reason',
        params: adminIdParam,
        body: providerStandingBody,
        response: { 200: adminProvider, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'providers', 'standing');
      const row = await providerOr404(request.params.id);
      const { action, reason } = request.body;
      await carryOutProviderAction(
        ctx,
        actorOf(user),
        { id: row.id, userId: row.user_id },
        action,
        reason,
        request.id,
      );
      return providerJson(pool, await providerOr404(row.id), ctx.clock.now());
    },
  );

  app.post(
    '/api/admin/providers/:id/payouts',
    {
      ...auth.access('providers', 'payouts'),
      schema: {
        tags: ['admin'],
        summary: 'Freeze or unfreeze every payout to a provider, with a reason',
        params: adminIdParam,
        body: providerPayoutsBody,
        response: { 200: adminProvider, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'providers', 'payouts');
      const row = await providerOr404(request.params.id);
      const { action, reason } = request.body;
      await carryOutProviderAction(
        ctx,
        actorOf(user),
        { id: row.id, userId: row.user_id },
        action,
        reason,
        request.id,
      );
      return providerJson(pool, await providerOr404(row.id), ctx.clock.now());
    },
  );
}
