import type pg from 'pg';

/** The back office's dashboard counts, each read only when the caller may see it. */
export interface WorkCounts {
  pendingDocuments?: number;
  /** Open and investigating alerts by severity (low, medium, high, critical). */
  openFraudAlerts?: Record<string, number>;
  openContactMessages?: number;
  /** Disputes raised and not yet resolved. */
  openDisputes?: number;
  /** Reviews with reports no moderator has decided on. */
  reportedReviews?: number;
  /** Contact-sharing violations recorded in the last seven days. */
  violationsThisWeek?: number;
  /** Payouts whose transfer failed for good and waits for an admin's retry. */
  payoutsNeedingAttention?: number;
  users?: number;
  staff?: number;
}

const count = async (pool: pg.Pool, sql: string, params: unknown[] = []) =>
  Number((await pool.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);

/** Each back-office list (its resource name) with the count of the work waiting in it. */
const WAITING: Record<string, (pool: pg.Pool, now: Date) => Promise<WorkCounts>> = {
  'verification-documents': async (pool) => ({
    pendingDocuments: await count(
      pool,
      "SELECT count(*) AS n FROM rm.verification_documents WHERE verification_status = 'pending'",
    ),
  }),
  'fraud-alerts': async (pool) => {
    const { rows } = await pool.query<{ severity: string; n: string }>(
      "SELECT severity, count(*) AS n FROM rm.fraud_alerts WHERE status <> 'resolved' GROUP BY severity",
    );
    return { openFraudAlerts: Object.fromEntries(rows.map((r) => [r.severity, Number(r.n)])) };
  },
  'contact-messages': async (pool) => ({
    openContactMessages: await count(
      pool,
      'SELECT count(*) AS n FROM rm.contact_messages WHERE handled_at IS NULL',
    ),
  }),
  disputes: async (pool) => ({
    openDisputes: await count(pool, "SELECT count(*) AS n FROM rm.disputes WHERE status = 'open'"),
  }),
  reviews: async (pool) => ({
    reportedReviews: await count(
      pool,
      'SELECT count(*) AS n FROM rm.moderated_reviews WHERE open_reports > 0',
    ),
  }),
  // The platform's clock, not the database's: the two differ in tests and in replays.
  violations: async (pool, now) => ({
    violationsThisWeek: await count(
      pool,
      `SELECT count(*) AS n FROM rm.violation_reviews
        WHERE violation_id IS NOT NULL AND recorded_at > $1::timestamptz - interval '7 days'`,
      [now],
    ),
  }),
  payouts: async (pool) => ({
    payoutsNeedingAttention: await count(
      pool,
      "SELECT count(*) AS n FROM rm.payouts WHERE status = 'needs_attention'",
    ),
  }),
  users: async (pool) => {
    const { rows } = await pool.query<{ users: string; staff: string }>(
      `SELECT count(*) FILTER (WHERE status = 'active') AS users,
         count(*) FILTER (WHERE status = 'active' AND roles && ARRAY['admin','verifier','investigator','auditor'])
           AS staff
       FROM rm.users`,
    );
    return { users: Number(rows[0]?.users ?? 0), staff: Number(rows[0]?.staff ?? 0) };
  },
};

/**
 * Cheap counts (one small query each, run side by side) of what is waiting in each list the
 * caller may open.
 */
export async function workCounts(
  pool: pg.Pool,
  mayList: (resource: string) => boolean,
  now: Date,
): Promise<WorkCounts> {
  const counts = await Promise.all(
    Object.entries(WAITING)
      .filter(([resource]) => mayList(resource))
      .map(([, read]) => read(pool, now)),
  );
  return Object.assign({}, ...counts);
}
