import { type CommandActor, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError } from '../kernel/errors';
import type { Pence } from '../money';
import { isPaidPlan, PLAN_MONTHLY_PRICE, PLAN_NAMES, PLAN_RANK } from './catalogue';
import { planErrors } from './errors';
import type { PlanEvent } from './events';
import { planAt } from './plan-at';
import { addLondonMonth, planRenewalTerm } from './renewal';
import { initialPlanState, type PlanState } from './state';
import { cancellationEndsAt, unusedCredit } from './subscription-term';

export type PlanCommand =
  | {
      type: 'RequestPlanUpgrade';
      actor: CommandActor;
      providerId: string;
      /** From the provider read model: the owner of the provider profile; null when the actor has none. */
      providerUserId: string | null;
      /** As sent in /upgrade/{plan}. */
      plan: string;
      /** The payment the API set up for `amount`. */
      paymentId: string;
    }
  /** Payment webhooks. */
  | { type: 'ActivatePlan'; actor: CommandActor; providerId: string; paymentId: string }
  | { type: 'FailPlanPayment'; actor: CommandActor; providerId: string; paymentId: string }
  /** Billing worker at the end of a term, after charging planDueAction's amount. */
  | {
      type: 'RecordPlanRenewal';
      actor: CommandActor;
      providerId: string;
      paymentId: string;
      succeeded: boolean;
    }
  | {
      type: 'RequestPlanCancellation';
      actor: CommandActor;
      providerId: string;
      providerUserId: string | null;
    }
  /** Timer at the cancellation's endsAt. */
  | { type: 'EndPlan'; actor: CommandActor; providerId: string };

const isOwner = (
  actor: CommandActor,
  providerUserId: string | null,
): actor is Extract<CommandActor, { kind: 'user' }> =>
  actor.kind === 'user' && providerUserId !== null && actor.userId === providerUserId;

function decideUpgrade(
  command: Extract<PlanCommand, { type: 'RequestPlanUpgrade' }>,
  state: PlanState,
  now: Date,
): PlanEvent[] | DomainError {
  if (!isOwner(command.actor, command.providerUserId)) return planErrors.error('PLAN_FORBIDDEN');
  if (!isPaidPlan(command.plan)) return planErrors.error('PLAN_NOT_FOUND');
  const plan = command.plan;
  const current = planAt(state, now);
  if (current === plan)
    return planErrors.error(
      'PLAN_ALREADY_ACTIVE',
      undefined,
      `You are already on the ${PLAN_NAMES[plan]} plan.`,
    );
  if (PLAN_RANK[current] > PLAN_RANK[plan]) return planErrors.error('PLAN_DOWNGRADE_NOT_ALLOWED');
  const price = PLAN_MONTHLY_PRICE[plan];
  const credit: Pence = state.current === null ? 0 : Math.min(price, unusedCredit(state.current, now));
  return [
    {
      type: 'PlanUpgradeRequested',
      data: {
        providerId: command.providerId,
        plan,
        price,
        credit,
        amount: price - credit,
        paymentId: command.paymentId,
        requestedBy: command.actor.userId,
        requestedAt: now.toISOString(),
      },
    },
  ];
}

function decideActivation(
  command: Extract<PlanCommand, { type: 'ActivatePlan' }>,
  state: PlanState,
  now: Date,
): PlanEvent[] | DomainError {
  // Payment webhooks may arrive twice: the second delivery changes nothing.
  if (state.appliedPaymentIds.includes(command.paymentId)) return [];
  const pending = state.pending;
  if (pending === null || pending.paymentId !== command.paymentId)
    return planErrors.error('PLAN_PAYMENT_UNKNOWN');
  const termStart = now.toISOString();
  return [
    {
      type: 'PlanActivated',
      data: {
        providerId: command.providerId,
        plan: pending.plan,
        previousPlan: planAt(state, now),
        amount: pending.amount,
        paymentId: pending.paymentId,
        termStart,
        termEnd: addLondonMonth(termStart),
        termValue: PLAN_MONTHLY_PRICE[pending.plan],
        activatedAt: termStart,
      },
    },
  ];
}

function decideRenewal(
  command: Extract<PlanCommand, { type: 'RecordPlanRenewal' }>,
  state: PlanState,
  now: Date,
): PlanEvent[] | DomainError {
  if (state.appliedPaymentIds.includes(command.paymentId)) return [];
  const current = state.current;
  if (current === null) return planErrors.error('PLAN_NOT_SUBSCRIBED');
  if (Date.parse(current.termEnd) > now.getTime()) return planErrors.error('PLAN_RENEWAL_NOT_DUE');
  const term = planRenewalTerm(state);
  if (term === null) return planErrors.error('PLAN_NOT_RENEWING');
  if (!command.succeeded) {
    // monthly auto-billing: an unpaid month ends the plan rather than running on credit.
    return [
      {
        type: 'PlanEnded',
        data: {
          providerId: command.providerId,
          plan: current.plan,
          reason: 'renewal_payment_failed',
          failedPaymentId: command.paymentId,
          endedAt: now.toISOString(),
        },
      },
    ];
  }
  return [
    {
      type: 'PlanRenewed',
      data: {
        providerId: command.providerId,
        plan: current.plan,
        amount: term.termValue,
        paymentId: command.paymentId,
        termStart: term.termStart,
        termEnd: term.termEnd,
        renewedAt: now.toISOString(),
      },
    },
  ];
}

/**
 * A provider's paid plan (stream `plan-<providerId>`, upgrade page, plans): Basic
 * Provider by default; an upgrade is requested, activated when paid, renewed monthly, cancelled
 * with 30 days' notice and ended back to Basic.
 */
export const planDecider: Decider<PlanCommand, PlanState, PlanEvent> = {
  initialState: initialPlanState,

  decide(command, state, now) {
    switch (command.type) {
      case 'RequestPlanUpgrade':
        return decideUpgrade(command, state, now);

      case 'RequestPlanCancellation': {
        if (!isOwner(command.actor, command.providerUserId)) return planErrors.error('PLAN_FORBIDDEN');
        if (state.current === null) return planErrors.error('PLAN_NOT_SUBSCRIBED');
        if (state.cancellation !== null) return planErrors.error('PLAN_CANCELLATION_ALREADY_REQUESTED');
        return [
          {
            type: 'PlanCancellationRequested',
            data: {
              providerId: command.providerId,
              plan: state.current.plan,
              requestedBy: command.actor.userId,
              requestedAt: now.toISOString(),
              endsAt: cancellationEndsAt(now, state.current.termEnd),
            },
          },
        ];
      }

      case 'ActivatePlan':
      case 'FailPlanPayment':
      case 'RecordPlanRenewal':
      case 'EndPlan':
        if (!isSystem(command.actor)) return commonErrors.error('FORBIDDEN');
        switch (command.type) {
          case 'ActivatePlan':
            return decideActivation(command, state, now);
          case 'FailPlanPayment':
            if (state.pending === null || state.pending.paymentId !== command.paymentId) return [];
            return [
              {
                type: 'PlanUpgradePaymentFailed',
                data: {
                  providerId: command.providerId,
                  plan: state.pending.plan,
                  paymentId: command.paymentId,
                  failedAt: now.toISOString(),
                },
              },
            ];
          case 'RecordPlanRenewal':
            return decideRenewal(command, state, now);
          case 'EndPlan':
            if (state.current === null || state.cancellation === null) return [];
            if (Date.parse(state.cancellation.endsAt) > now.getTime()) return [];
            return [
              {
                type: 'PlanEnded',
                data: {
                  providerId: command.providerId,
                  plan: state.current.plan,
                  reason: 'cancelled',
                  failedPaymentId: null,
                  endedAt: now.toISOString(),
                },
              },
            ];
        }
    }
  },

  evolve(state, event) {
    const next = { ...state, providerId: event.data.providerId };
    switch (event.type) {
      case 'PlanUpgradeRequested':
        return {
          ...next,
          pending: { plan: event.data.plan, paymentId: event.data.paymentId, amount: event.data.amount },
        };
      case 'PlanUpgradePaymentFailed':
        return { ...next, pending: null };
      case 'PlanActivated': {
        const { plan, termStart, termEnd, termValue, activatedAt, paymentId } = event.data;
        return {
          ...next,
          current: { plan, termStart, termEnd, termValue, monthlyPrice: PLAN_MONTHLY_PRICE[plan] },
          // A new subscription replaces the old one, and its cancellation with it.
          cancellation: null,
          pending: null,
          appliedPaymentIds: [...state.appliedPaymentIds, paymentId],
          periods: [...closePeriods(state, activatedAt), { plan, from: activatedAt, to: null }],
        };
      }
      case 'PlanRenewed':
        return state.current === null
          ? next
          : {
              ...next,
              current: {
                ...state.current,
                termStart: event.data.termStart,
                termEnd: event.data.termEnd,
                termValue: event.data.amount,
              },
              appliedPaymentIds: [...state.appliedPaymentIds, event.data.paymentId],
            };
      case 'PlanCancellationRequested':
        return { ...next, cancellation: { requestedAt: event.data.requestedAt, endsAt: event.data.endsAt } };
      case 'PlanEnded':
        return {
          ...next,
          current: null,
          cancellation: null,
          appliedPaymentIds:
            event.data.failedPaymentId === null
              ? state.appliedPaymentIds
              : [...state.appliedPaymentIds, event.data.failedPaymentId],
          periods: closePeriods(state, event.data.endedAt),
        };
    }
  },
};

function closePeriods(state: PlanState, at: string): PlanState['periods'] {
  return state.periods.map((period) => (period.to === null ? { ...period, to: at } : period));
}
