import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';
import { FRAUD_SEVERITIES } from '../risk/fraud-rules';

/** Stream of one fraud alert: `fraud-alert-<alertId>`. */
export const fraudAlertStream = (alertId: string): string => `fraud-alert-${alertId}`;

/** What an investigator may do about an alert; workers carry it out (standing, payouts). */
export const FRAUD_ACTIONS = ['none', 'warning', 'suspend_provider', 'freeze_payouts', 'terminate'] as const;
export type FraudAction = (typeof FRAUD_ACTIONS)[number];
/** `applied`: this action changed the provider; `already_in_force`: it found the effect there. */
export const FRAUD_ACTION_RESULTS = ['applied', 'already_in_force'] as const;
export type FraudActionResult = (typeof FRAUD_ACTION_RESULTS)[number];

export const FRAUD_OUTCOMES = ['confirmed_fraud', 'no_fraud', 'inconclusive'] as const;
export type FraudOutcome = (typeof FRAUD_OUTCOMES)[number];

const instant = z.iso.datetime();

/*
 * Fraud records are not marked as personal data on purpose: descriptions and notes are about a
 * provider's conduct, kept under the fraud-prevention basis of UK GDPR for the retention period,
 * and must survive the account's erasure. Investigators are told not to paste contact details.
 */
export const fraudAlertEvents = defineEvents({
  FraudAlertRaised: {
    schema: z.object({
      alertId: z.string(),
      providerId: z.string(),
      customerId: z.string().nullable(),
      alertType: z.string(),
      severity: z.enum(FRAUD_SEVERITIES),
      description: z.string(),
      metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      riskScore: z.number().int().min(0).max(100),
      status: z.literal('open'),
      raisedBy: z.string(),
      raisedAt: instant,
    }),
  },
  FraudAlertAssigned: {
    schema: z.object({
      alertId: z.string(),
      investigatedBy: z.string(),
      assignedBy: z.string(),
      assignedAt: instant,
    }),
  },
  FraudAlertNoteAdded: {
    schema: z.object({
      alertId: z.string(),
      noteId: z.string(),
      note: z.string(),
      authorId: z.string(),
      addedAt: instant,
    }),
  },
  /**
   * The investigator's decision, recorded before anything is done to the provider; the action is
   * then carried out on the provider's standing or payout hold (FraudAlertActionCarriedOut), at
   * once by the route and, after a crash in between, by a worker.
   */
  FraudAlertActionTaken: {
    version: 2,
    schema: z.object({
      alertId: z.string(),
      /** Names this action wherever it is carried out; null for version 1, carried out inline. */
      actionId: z.string().nullable(),
      providerId: z.string(),
      /** The provider's user, whose standing stream a suspension or termination goes to. */
      providerUserId: z.string().nullable(),
      action: z.enum(FRAUD_ACTIONS),
      note: z.string().nullable(),
      takenBy: z.string(),
      takenAt: instant,
    }),
    upcasters: {
      // Version 1 actions were carried out on the provider before being recorded: nothing is owed.
      1: (data) => ({ ...(data as object), actionId: null, providerUserId: null }),
    },
  },
  /** The action's effect is in force on the provider: applied now, or found already in force. */
  FraudAlertActionCarriedOut: {
    schema: z.object({
      alertId: z.string(),
      actionId: z.string(),
      action: z.enum(FRAUD_ACTIONS),
      result: z.enum(FRAUD_ACTION_RESULTS),
      /**
       * The version of the provider's standing or payout-hold stream at which the effect was in
       * force (null for a warning): a later read of that stream at a lower version is stale.
       */
      providerStreamVersion: z.number().int().min(-1).nullable(),
      carriedOutAt: instant,
    }),
  },
  FraudAlertResolved: {
    schema: z.object({
      alertId: z.string(),
      outcome: z.enum(FRAUD_OUTCOMES),
      resolutionNote: z.string(),
      resolvedBy: z.string(),
      resolvedAt: instant,
    }),
  },
});

export type FraudAlertEvent = EventsOf<typeof fraudAlertEvents>;
