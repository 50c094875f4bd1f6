import type pg from 'pg';
import { orderAndPage, type Page, type PageRequest, pageOf } from '../paging/page';
import type {
  AdminDisputeRow,
  AdminFraudAlertRow,
  AdminProviderRow,
  ProviderHistoryRow,
  TimelineRow,
} from './rows';

/** Builds `WHERE a AND b …` with numbered parameters. */
class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];
  add(sql: (param: string) => string, value: unknown): void {
    if (value === undefined) return;
    this.params.push(value);
    this.parts.push(sql(`$${this.params.length}`));
  }
  get sql(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

const fullName = (alias: string) =>
  `NULLIF(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`;

const SEVERITY_RANK = `CASE a.severity WHEN 'critical' THEN 4 WHEN 'high' THEN 3 WHEN 'medium' THEN 2 ELSE 1 END`;
const STATUS_RANK = `CASE a.status WHEN 'open' THEN 0 WHEN 'investigating' THEN 1 ELSE 2 END`;

export const FRAUD_ALERT_SORT = {
  /** Open first, then being investigated, then resolved; the most severe first within each. */
  priority: `(${STATUS_RANK}) * 10 + (5 - ${SEVERITY_RANK})`,
  severity: SEVERITY_RANK,
  status: STATUS_RANK,
  createdAt: 'a.created_at',
  riskScore: 'a.risk_score',
  alertType: 'a.alert_type',
  businessName: 'p.business_name',
} as const;

export interface FraudAlertFilter {
  id?: string[];
  status?: string;
  severity?: string;
  providerId?: string;
  alertType?: string;
  investigatedBy?: string;
  q?: string;
}

/** One page of fraud alerts for the back office, with the total, in one query. */
export async function fraudAlertsPage(
  pool: pg.Pool,
  filter: FraudAlertFilter,
  request: PageRequest<keyof typeof FRAUD_ALERT_SORT>,
): Promise<Page<AdminFraudAlertRow>> {
  const where = new Where();
  where.add((p) => `a.id::text = ANY(${p}::text[])`, filter.id);
  where.add((p) => `a.status = ${p}`, filter.status);
  where.add((p) => `a.severity = ${p}`, filter.severity);
  where.add((p) => `a.provider_id::text = ${p}`, filter.providerId);
  where.add((p) => `a.alert_type = ${p}`, filter.alertType);
  where.add((p) => `a.investigated_by::text = ${p}`, filter.investigatedBy);
  where.add(
    (p) => `(p.business_name ILIKE ${p} OR a.description ILIKE ${p})`,
    filter.q === undefined ? undefined : `%${filter.q}%`,
  );
  const paging = orderAndPage(request, FRAUD_ALERT_SORT, 'a.created_at DESC, a.id', where.params.length + 1);
  const { rows } = await pool.query<AdminFraudAlertRow & { total_count: string }>(
    `SELECT a.*, p.business_name, p.user_id AS provider_user_id,
       ${fullName('c')} AS customer_name, ${fullName('i')} AS investigator_name,
       count(*) OVER () AS total_count
     FROM rm.fraud_alerts a
     LEFT JOIN rm.providers p ON p.id = a.provider_id
     LEFT JOIN rm.users c ON c.user_id = a.customer_id
     LEFT JOIN rm.users i ON i.user_id = a.investigated_by
     ${where.sql} ${paging.sql}`,
    [...where.params, ...paging.params],
  );
  return pageOf(rows, request);
}

export async function findAdminFraudAlert(pool: pg.Pool, id: string): Promise<AdminFraudAlertRow | null> {
  const page = await fraudAlertsPage(pool, { id: [id] }, { sort: ['createdAt', 'DESC'], range: [0, 0] });
  return page.rows[0] ?? null;
}

export const PROVIDER_SORT = {
  businessName: 'p.business_name',
  createdAt: 'p.created_at',
  openAlerts: 'open_alerts',
} as const;

export interface ProviderFilter {
  id?: string[];
  q?: string;
  /** The block recorded on the standing (a block past its end is shown as ended by the caller). */
  standing?: 'good' | 'restricted' | 'suspended' | 'terminated';
  payoutsFrozen?: boolean;
}

const BLOCK_OF = { restricted: 'restriction', suspended: 'suspension', terminated: 'termination' } as const;

/** One page of providers with their standing, payout freeze and open alerts. */
export async function adminProvidersPage(
  pool: pg.Pool,
  filter: ProviderFilter,
  request: PageRequest<keyof typeof PROVIDER_SORT>,
  now: Date,
): Promise<Page<AdminProviderRow>> {
  const where = new Where();
  where.add((p) => `p.id::text = ANY(${p}::text[])`, filter.id);
  where.add(
    (p) => `(p.business_name ILIKE ${p} OR p.contact_email ILIKE ${p} OR u.email ILIKE ${p})`,
    filter.q === undefined ? undefined : `%${filter.q}%`,
  );
  // In force now: a block with no end (termination) or one that ends later.
  const inForce = (p: string) => `(s.blocked_until IS NULL OR s.blocked_until > ${p}::timestamptz)`;
  if (filter.standing === 'good') {
    where.add((p) => `(s.block_kind IS NULL OR NOT ${inForce(p)})`, now.toISOString());
  } else if (filter.standing !== undefined) {
    where.add((p) => `s.block_kind = ${p}`, BLOCK_OF[filter.standing]);
    where.add((p) => inForce(p), now.toISOString());
  }
  where.add((p) => `COALESCE(h.frozen, false) = ${p}`, filter.payoutsFrozen);
  const paging = orderAndPage(request, PROVIDER_SORT, 'p.id', where.params.length + 1);
  const { rows } = await pool.query<AdminProviderRow & { total_count: string }>(
    `SELECT * FROM (
       SELECT p.id, p.user_id, p.business_name, p.contact_email, ${fullName('u')} AS owner_name, p.created_at,
         s.violation_count, s.last_violation_at, s.block_kind, s.block_reason, s.blocked_until,
         COALESCE(h.frozen, false) AS payouts_frozen,
         CASE WHEN h.frozen THEN h.reason END AS payouts_frozen_reason,
         CASE WHEN h.frozen THEN h.changed_at END AS payouts_frozen_at,
         (SELECT count(*)::int FROM rm.fraud_alerts a WHERE a.provider_id = p.id AND a.status <> 'resolved') AS open_alerts,
         count(*) OVER () AS total_count
       FROM rm.providers p
       LEFT JOIN rm.users u ON u.user_id = p.user_id
       LEFT JOIN rm.user_standing s ON s.user_id = p.user_id
       LEFT JOIN rm.payout_holds h ON h.provider_id = p.id
       ${where.sql}
     ) p ${paging.sql}`,
    [...where.params, ...paging.params],
  );
  return pageOf(rows, request);
}

export async function findAdminProvider(
  pool: pg.Pool,
  id: string,
  now: Date,
): Promise<AdminProviderRow | null> {
  const page = await adminProvidersPage(
    pool,
    { id: [id] },
    { sort: ['businessName', 'ASC'], range: [0, 0] },
    now,
  );
  return page.rows[0] ?? null;
}

export const DISPUTE_SORT = {
  /** Open disputes first, then the oldest first among the open ones. */
  priority: `CASE d.status WHEN 'open' THEN 0 ELSE 1 END`,
  raisedAt: 'd.raised_at',
  status: 'd.status',
  totalAmount: 'b.total_amount',
  businessName: 'p.business_name',
} as const;

export interface DisputeFilter {
  id?: string[];
  status?: string;
  providerId?: string;
}

export async function disputesPage(
  pool: pg.Pool,
  filter: DisputeFilter,
  request: PageRequest<keyof typeof DISPUTE_SORT>,
): Promise<Page<AdminDisputeRow>> {
  const where = new Where();
  where.add((p) => `d.booking_id::text = ANY(${p}::text[])`, filter.id);
  where.add((p) => `d.status = ${p}`, filter.status);
  where.add((p) => `b.provider_id::text = ${p}`, filter.providerId);
  const paging = orderAndPage(request, DISPUTE_SORT, 'd.raised_at, d.booking_id', where.params.length + 1);
  const { rows } = await pool.query<AdminDisputeRow & { total_count: string }>(
    `SELECT d.*, ${fullName('c')} AS customer_name, b.provider_id, p.business_name, b.total_amount, b.deposit_amount,
       b.status AS booking_status, b.event_date, count(*) OVER () AS total_count
     FROM rm.disputes d
     LEFT JOIN rm.bookings b ON b.id = d.booking_id
     LEFT JOIN rm.providers p ON p.id = b.provider_id
     LEFT JOIN rm.users c ON c.user_id = d.customer_id
     ${where.sql} ${paging.sql}`,
    [...where.params, ...paging.params],
  );
  return pageOf(rows, request);
}

export async function findDispute(pool: pg.Pool, bookingId: string): Promise<AdminDisputeRow | null> {
  const page = await disputesPage(pool, { id: [bookingId] }, { sort: ['raisedAt', 'DESC'], range: [0, 0] });
  return page.rows[0] ?? null;
}

/**
 * Whom a money movement on a booking paid or charged. The booking sits in the provider's or the
 * customer's history, but a payout in the customer's history went to the booking's provider, who
 * need not be the alert's: the entry names them rather than leave the reader to assume.
 */
const MONEY_PARTY = `CASE
         WHEN l.movement = 'captured' THEN 'Paid by ' || b.customer_name
         WHEN l.movement IN ('deposit_released', 'balance_released')
           THEN 'Released to ' || b.provider_name || ', to be paid out'
         WHEN l.movement = 'deposit_recalled' THEN 'Recalled from ' || b.provider_name
         WHEN l.movement = 'payout_sent' THEN 'Paid to ' || b.provider_name
         WHEN l.movement = 'refund' THEN 'To be refunded to ' || b.customer_name
         WHEN l.movement = 'refund_issued' THEN 'Refunded to ' || b.customer_name
       END`;

/** An amount in pence as the back office writes pounds: "£3,905.00". */
const pounds = (pence: string) => `'£' || to_char(${pence} / 100.0, 'FM999,999,990.00')`;

/** How many entries a timeline shows: the newest, enough to read a case without paging. */
export const TIMELINE_LIMIT = 300;

/**
 * The provider's and (when the alert names one) the customer's history as evidence: bookings,
 * money movements on them, disputes, contact-sharing violations and chat messages, newest first.
 */
export async function investigationTimeline(
  pool: pg.Pool,
  who: { providerId: string; providerUserId: string; customerId: string | null },
): Promise<TimelineRow[]> {
  const { rows } = await pool.query<TimelineRow>(
    `WITH subjects AS (
       SELECT 'provider'::text AS subject, $1::uuid AS provider_id, $2::uuid AS user_id
       UNION ALL SELECT 'customer', NULL, $3::uuid WHERE $3::uuid IS NOT NULL
     ),
     -- A booking between the two is listed once, under the provider.
     their_bookings AS (
       SELECT DISTINCT ON (b.id) b.*, s.subject,
         COALESCE(p.business_name, 'the provider') AS provider_name,
         COALESCE(${fullName('c')}, 'the customer') AS customer_name
       FROM rm.bookings b
       JOIN subjects s ON (s.subject = 'provider' AND b.provider_id = s.provider_id)
                       OR (s.subject = 'customer' AND b.customer_id = s.user_id)
       LEFT JOIN rm.providers p ON p.id = b.provider_id
       LEFT JOIN rm.users c ON c.user_id = b.customer_id
       ORDER BY b.id, s.subject DESC
     )
     SELECT * FROM (
       SELECT b.created_at AS at, 'booking' AS kind, b.subject, b.id::text AS ref,
         'Booking ' || replace(b.status, '_', ' ') || ', ' || ${pounds('b.total_amount')} AS summary,
         b.customer_name || ' booked ' || b.provider_name || ' for ' ||
           to_char(b.event_date AT TIME ZONE 'Europe/London', 'DD/MM/YYYY') AS detail
       FROM their_bookings b
       UNION ALL
       SELECT min(l.occurred_at), 'payment', b.subject, b.id::text,
         upper(left(l.movement, 1)) || replace(substr(l.movement, 2), '_', ' ') || ', ' || ${pounds('sum(l.amount) FILTER (WHERE l.amount > 0)')},
         ${MONEY_PARTY}
       FROM rm.ledger_entries l JOIN their_bookings b ON l.booking_id = b.id::text
       GROUP BY l.event_id, l.movement, b.subject, b.id, b.provider_name, b.customer_name
       UNION ALL
       SELECT d.raised_at, 'dispute', b.subject, d.booking_id::text,
         'Dispute ' || d.status || COALESCE(' (' || replace(d.outcome, '_', ' ') || ')', ''), d.reason
       FROM rm.disputes d JOIN their_bookings b ON b.id = d.booking_id
       UNION ALL
       SELECT v.created_at, 'violation', s.subject, v.violation_id,
         'Contact-sharing violation #' || v.violation_number || ': ' || replace(v.action_taken, '_', ' '),
         v.detected_content
       FROM rm.contact_sharing_violations v JOIN subjects s ON s.user_id = v.user_id
       UNION ALL
       SELECT m.created_at, 'message', s.subject, m.id::text,
         'Message by the ' || m.sender_role, m.message
       FROM rm.chat_messages m JOIN subjects s ON s.user_id = m.sender_id
     ) t ORDER BY at DESC, kind, ref LIMIT ${TIMELINE_LIMIT}`,
    [who.providerId, who.providerUserId, who.customerId],
  );
  return rows;
}

/** A provider's standing and payout-hold events, newest first, with who acted when it was a person. */
export async function providerHistory(
  pool: pg.Pool,
  provider: { id: string; userId: string },
): Promise<ProviderHistoryRow[]> {
  const { rows } = await pool.query<ProviderHistoryRow>(
    `SELECT h.event_id, h.type, h.summary, h.reason, h.by, ${fullName('u')} AS by_name, h.until, h.at
     FROM rm.provider_history h LEFT JOIN rm.users u ON u.user_id::text = h.by
     WHERE h.user_id = $1 OR h.provider_id = $2 ORDER BY h.at DESC, h.position DESC LIMIT 500`,
    [provider.userId, provider.id],
  );
  return rows;
}
