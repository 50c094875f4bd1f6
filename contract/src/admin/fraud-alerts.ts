import { z } from 'zod';
import { raListQuery } from './list';

export const FRAUD_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const FRAUD_ALERT_STATUSES = ['open', 'investigating', 'resolved'] as const;
/** The actions an investigator takes from an alert; each is carried out on the provider. */
export const FRAUD_ALERT_ACTIONS = ['warning', 'suspend_provider', 'freeze_payouts', 'terminate'] as const;
export const FRAUD_OUTCOMES = ['confirmed_fraud', 'no_fraud', 'inconclusive'] as const;

/** GET /api/admin/fraud-alerts: open first and most severe first unless sorted otherwise. */
export const fraudAlertsListQuery = raListQuery(
  ['priority', 'severity', 'status', 'createdAt', 'riskScore', 'alertType', 'businessName'],
  ['priority', 'ASC'],
  {
    status: z.enum(FRAUD_ALERT_STATUSES).optional(),
    severity: z.enum(FRAUD_SEVERITIES).optional(),
    providerId: z.uuid('Not a valid provider id').optional(),
    alertType: z.string().max(100).optional(),
    investigatedBy: z.uuid('Not a valid user id').optional(),
    q: z.string().max(100).optional(),
  },
);

export const adminFraudAlert = z.object({
  id: z.string(),
  providerId: z.string(),
  providerUserId: z.string().nullable(),
  businessName: z.string().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  alertType: z.string(),
  severity: z.enum(FRAUD_SEVERITIES),
  description: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  status: z.enum(FRAUD_ALERT_STATUSES),
  investigatedBy: z.string().nullable(),
  investigatorName: z.string().nullable(),
  notes: z.array(z.object({ id: z.string(), note: z.string(), authorId: z.string(), addedAt: z.string() })),
  actions: z.array(
    z.object({ action: z.string(), note: z.string().nullable(), takenBy: z.string(), takenAt: z.string() }),
  ),
  /** The score when the alert was raised. */
  riskScore: z.number().int(),
  outcome: z.enum(FRAUD_OUTCOMES).nullable(),
  resolutionNote: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type AdminFraudAlert = z.infer<typeof adminFraudAlert>;

const text = (label: string, max: number) =>
  z
    .string({ error: `Please write ${label}.` })
    .trim()
    .min(1, `Please write ${label}.`)
    .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} must be at most ${max} characters.`);

/**
 * POST /api/admin/fraud-alerts/:id/assign: to the signed-in investigator. `takeOverFrom` names
 * the assignee the caller saw; without it only an unassigned alert is taken (409 otherwise).
 */
export const assignFraudAlertBody = z
  .object({ takeOverFrom: z.uuid('Not a valid user id').nullable().optional() })
  .strict();
/** POST /api/admin/fraud-alerts/:id/note */
export const fraudAlertNoteBody = z.object({ note: text('a note', 4000) }).strict();
/** POST /api/admin/fraud-alerts/:id/act: recorded on the alert and carried out on the provider. */
export const fraudAlertActBody = z
  .object({
    action: z.enum(FRAUD_ALERT_ACTIONS, { error: 'Please choose an action.' }),
    note: text('a reason', 1000),
  })
  .strict();
/** POST /api/admin/fraud-alerts/:id/resolve */
export const resolveFraudAlertBody = z
  .object({
    outcome: z.enum(FRAUD_OUTCOMES, { error: 'Please choose an outcome.' }),
    note: text('a resolution note', 4000),
  })
  .strict();

export const timelineEntry = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(['booking', 'payment', 'dispute', 'violation', 'message']),
  subject: z.enum(['provider', 'customer']),
  ref: z.string(),
  summary: z.string(),
  detail: z.string().nullable(),
});

export const riskReason = z.object({ rule: z.string(), points: z.number().int(), description: z.string() });

/** GET /api/admin/fraud-alerts/:id/timeline: the evidence beside an alert. */
export const fraudAlertTimeline = z.object({
  id: z.string(),
  risk: z.object({
    score: z.number().int(),
    level: z.enum(['Low', 'Medium', 'High']),
    reasons: z.array(riskReason),
  }),
  entries: z.array(timelineEntry),
});
export type FraudAlertTimeline = z.infer<typeof fraudAlertTimeline>;
