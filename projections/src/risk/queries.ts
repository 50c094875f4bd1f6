import type { ProviderRiskFacts } from '@esm/core/risk/facts';
import { type RiskAssessment, riskScore } from '@esm/core/risk/score';
import type pg from 'pg';

/** The three checks that make a provider verified (core/src/verification/summary.ts); background is optional. */
const REQUIRED_DOCUMENTS = ['identity', 'business_registration', 'insurance'];

interface FactsRow {
  account_created_at: Date;
  last_position: string | number;
  verified_types: string[];
  open_alerts: number;
  facts: Array<{ kind: string; at: string }>;
}

export interface LoadedRiskFacts {
  facts: ProviderRiskFacts;
  /** How far the risk read model has applied this provider's events. */
  lastPosition: number;
}

/** The provider's history from the risk read model, as core's rules read it; null for no such provider. */
export async function loadRiskFacts(
  pool: pg.Pool,
  providerId: string,
  asOf: Date,
): Promise<LoadedRiskFacts | null> {
  const { rows } = await pool.query<FactsRow>(
    `SELECT p.account_created_at, p.last_position,
       ARRAY(SELECT DISTINCT d.document_type FROM rm.risk_documents d WHERE d.provider_id = p.provider_id AND d.approved) AS verified_types,
       (SELECT count(*)::int FROM rm.risk_alerts a WHERE a.provider_id = p.provider_id AND a.open) AS open_alerts,
       COALESCE((SELECT json_agg(json_build_object('kind', f.kind, 'at', f.at) ORDER BY f.at)
                 FROM rm.risk_facts f WHERE f.provider_id = p.provider_id), '[]') AS facts
     FROM rm.risk_providers p WHERE p.provider_id = $1`,
    [providerId],
  );
  const row = rows[0];
  if (!row) return null;
  const times = (kind: string) =>
    row.facts.filter((f) => f.kind === kind).map((f) => new Date(f.at).toISOString());
  return {
    lastPosition: Number(row.last_position),
    facts: {
      asOf: asOf.toISOString(),
      accountCreatedAt: row.account_created_at.toISOString(),
      isVerified: REQUIRED_DOCUMENTS.every((type) => row.verified_types.includes(type)),
      contactSharingViolationsAt: times('violation'),
      providerCancellationsAt: times('provider_cancellation'),
      disputesAt: times('dispute'),
      bankDetailsChangedAt: times('bank_change'),
      payoutDates: times('payout'),
      openFraudAlerts: row.open_alerts,
    },
  };
}

/** The provider's risk score now (0–100); a provider the read model has not seen yet scores as new. */
export async function providerRisk(
  pool: pg.Pool,
  providerId: string,
  now: Date,
): Promise<RiskAssessment | null> {
  const loaded = await loadRiskFacts(pool, providerId, now);
  return loaded ? riskScore(loaded.facts) : null;
}

/** The provider an event concerns, named by its provider id, its owner's user id or one of its bookings. */
export async function providerIdFor(
  pool: pg.Pool,
  by: 'provider' | 'user' | 'booking',
  ref: string,
): Promise<string | null> {
  const sql = {
    provider: 'SELECT provider_id FROM rm.risk_providers WHERE provider_id::text = $1',
    user: 'SELECT provider_id FROM rm.risk_providers WHERE user_id::text = $1',
    booking: 'SELECT provider_id FROM rm.risk_bookings WHERE booking_id::text = $1',
  }[by];
  const { rows } = await pool.query<{ provider_id: string }>(sql, [ref]);
  return rows[0]?.provider_id ?? null;
}

/** The provider's score now; a provider the risk read model has not seen yet has no history beyond its age. */
export async function riskScoreOf(
  pool: pg.Pool,
  provider: { id: string; created_at: Date },
  now: Date,
): Promise<number> {
  const risk = await providerRisk(pool, provider.id, now);
  if (risk) return risk.score;
  return riskScore({
    asOf: now.toISOString(),
    accountCreatedAt: provider.created_at.toISOString(),
    isVerified: false,
    contactSharingViolationsAt: [],
    providerCancellationsAt: [],
    disputesAt: [],
    bankDetailsChangedAt: [],
    payoutDates: [],
    openFraudAlerts: 0,
  }).score;
}
