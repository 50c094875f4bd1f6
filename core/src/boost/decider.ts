import { type CommandActor, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError } from '../kernel/errors';
import { addLondonDays, type Pence } from '../money';
import type { PaidTerm } from '../plan/subscription-term';
import { cancellationEndsAt, unusedCredit } from '../plan/subscription-term';
import { boostErrors } from './errors';
import type { BoostEvent } from './events';
import type { BoostPackageFields } from './package-events';
import { boostRenewalTerm } from './renewal';
import type { BoostPurchase, BoostState } from './state';

/** The service's boost in force, from the boosts read model. */
export interface ActiveBoostOfService extends PaidTerm {
  boostId: string;
  visibilityMultiplier: number;
}

export type BoostCommand =
  | {
      type: 'RequestBoostPurchase';
      actor: CommandActor;
      boostId: string;
      paymentId: string;
      /** From the services read model; null when there is no such service. */
      service: { serviceId: string; providerId: string; ownerUserId: string } | null;
      /** From the catalogue; null when there is no such package. */
      boostPackage: ({ packageId: string } & BoostPackageFields) | null;
      activeBoost: ActiveBoostOfService | null;
    }
  /** Payment webhooks. */
  | { type: 'ActivateBoost'; actor: CommandActor; boostId: string; paymentId: string }
  | { type: 'FailBoostPayment'; actor: CommandActor; boostId: string; paymentId: string }
  /** Billing worker at endDate, after charging boostDueAction's amount. */
  | {
      type: 'RecordBoostRenewal';
      actor: CommandActor;
      boostId: string;
      paymentId: string;
      succeeded: boolean;
    }
  | { type: 'RequestBoostCancellation'; actor: CommandActor; boostId: string }
  /** Timer at the cancellation's endsAt. */
  | { type: 'ExpireBoost'; actor: CommandActor; boostId: string }
  /** Process manager, when the higher boost that replaces this one is activated. */
  | { type: 'EndBoostForUpgrade'; actor: CommandActor; boostId: string; upgradedToBoostId: string };

function decidePurchase(
  command: Extract<BoostCommand, { type: 'RequestBoostPurchase' }>,
  state: BoostState,
  now: Date,
): BoostEvent[] | DomainError {
  const { actor, service, boostPackage, activeBoost } = command;
  if (service === null) return boostErrors.error('BOOST_NOT_FOUND');
  if (actor.kind !== 'user' || actor.userId !== service.ownerUserId)
    return boostErrors.error('BOOST_FORBIDDEN');
  // A withdrawn package is no longer for sale, exactly as if it did not exist.
  if (boostPackage === null || !boostPackage.isActive) return boostErrors.error('BOOST_NOT_FOUND');
  if (state.exists) return boostErrors.error('BOOST_EXISTS');
  // One boost per service: only a more visible package replaces the one in force (an upgrade).
  if (activeBoost !== null && activeBoost.visibilityMultiplier >= boostPackage.visibilityMultiplier)
    return boostErrors.error('BOOST_ALREADY_ACTIVE');
  const credit: Pence =
    activeBoost === null ? 0 : Math.min(boostPackage.price, unusedCredit(activeBoost, now));
  return [
    {
      type: 'BoostPurchaseRequested',
      data: {
        boostId: command.boostId,
        serviceId: service.serviceId,
        providerId: service.providerId,
        packageId: boostPackage.packageId,
        packageName: boostPackage.name,
        durationDays: boostPackage.durationDays,
        price: boostPackage.price,
        visibilityMultiplier: boostPackage.visibilityMultiplier,
        credit,
        amount: boostPackage.price - credit,
        upgradesBoostId: activeBoost?.boostId ?? null,
        paymentId: command.paymentId,
        requestedBy: actor.userId,
        requestedAt: now.toISOString(),
      },
    },
  ];
}

function decideRenewal(
  command: Extract<BoostCommand, { type: 'RecordBoostRenewal' }>,
  boost: BoostPurchase,
  now: Date,
): BoostEvent[] | DomainError {
  if (boost.appliedPaymentIds.includes(command.paymentId)) return [];
  if (boost.status !== 'active' || boost.term === null) return boostErrors.error('BOOST_NOT_ACTIVE');
  if (Date.parse(boost.term.termEnd) > now.getTime()) return boostErrors.error('BOOST_RENEWAL_NOT_DUE');
  const term = boostRenewalTerm(boost);
  if (term === null) return boostErrors.error('BOOST_NOT_RENEWING');
  if (!command.succeeded) {
    return [
      {
        type: 'BoostExpired',
        data: {
          boostId: boost.boostId,
          serviceId: boost.serviceId,
          reason: 'renewal_payment_failed',
          failedPaymentId: command.paymentId,
          expiredAt: now.toISOString(),
        },
      },
    ];
  }
  return [
    {
      type: 'BoostRenewed',
      data: {
        boostId: boost.boostId,
        serviceId: boost.serviceId,
        amount: term.termValue,
        paymentId: command.paymentId,
        termStart: term.termStart,
        endDate: term.termEnd,
        renewedAt: now.toISOString(),
      },
    },
  ];
}

function decideSystem(
  command: Extract<
    BoostCommand,
    {
      type:
        | 'ActivateBoost'
        | 'FailBoostPayment'
        | 'RecordBoostRenewal'
        | 'ExpireBoost'
        | 'EndBoostForUpgrade';
    }
  >,
  boost: BoostPurchase,
  now: Date,
): BoostEvent[] | DomainError {
  const at = now.toISOString();
  const { boostId, serviceId } = boost;
  switch (command.type) {
    case 'ActivateBoost': {
      // Payment webhooks may arrive twice: the second delivery changes nothing.
      if (boost.appliedPaymentIds.includes(command.paymentId)) return [];
      if (boost.status !== 'payment_pending' || boost.pendingPaymentId !== command.paymentId)
        return boostErrors.error('BOOST_PAYMENT_UNKNOWN');
      return [
        {
          type: 'BoostActivated',
          data: {
            boostId,
            serviceId,
            providerId: boost.providerId,
            packageId: boost.packageId,
            visibilityMultiplier: boost.visibilityMultiplier,
            amount: boost.pendingAmount,
            paymentId: command.paymentId,
            startDate: at,
            endDate: addLondonDays(now, boost.durationDays).toISOString(),
            upgradesBoostId: boost.upgradesBoostId,
          },
        },
      ];
    }
    case 'FailBoostPayment':
      if (boost.status !== 'payment_pending' || boost.pendingPaymentId !== command.paymentId) return [];
      return [
        {
          type: 'BoostPaymentFailed',
          data: { boostId, serviceId, paymentId: command.paymentId, failedAt: at },
        },
      ];
    case 'RecordBoostRenewal':
      return decideRenewal(command, boost, now);
    case 'ExpireBoost':
      // Only a cancellation whose notice has run ends a boost on time; renewals keep the rest going.
      if (boost.status !== 'active' || boost.cancellation === null) return [];
      if (Date.parse(boost.cancellation.endsAt) > now.getTime()) return [];
      return [
        {
          type: 'BoostExpired',
          data: { boostId, serviceId, reason: 'cancelled', failedPaymentId: null, expiredAt: at },
        },
      ];
    case 'EndBoostForUpgrade':
      if (boost.status !== 'active') return [];
      return [
        {
          type: 'BoostUpgraded',
          data: { boostId, serviceId, upgradedToBoostId: command.upgradedToBoostId, endedAt: at },
        },
      ];
  }
}

/**
 * One boost of one service (stream `boost-<boostId>`, boost page): requested by the
 * service's owner with payment pending, active from payment for durationDays, renewed monthly,
 * cancelled with 30 days' notice, expired, or replaced by a higher boost.
 */
export const boostDecider: Decider<BoostCommand, BoostState, BoostEvent> = {
  initialState: { exists: false },

  decide(command, state, now) {
    if (command.type === 'RequestBoostPurchase') return decidePurchase(command, state, now);
    if (!state.exists) return boostErrors.error('BOOST_NOT_FOUND');
    if (command.type === 'RequestBoostCancellation') {
      if (command.actor.kind !== 'user' || command.actor.userId !== state.ownerUserId)
        return boostErrors.error('BOOST_FORBIDDEN');
      if (state.status !== 'active' || state.term === null) return boostErrors.error('BOOST_NOT_ACTIVE');
      if (state.cancellation !== null) return boostErrors.error('BOOST_CANCELLATION_ALREADY_REQUESTED');
      return [
        {
          type: 'BoostCancellationRequested',
          data: {
            boostId: state.boostId,
            serviceId: state.serviceId,
            requestedBy: command.actor.userId,
            requestedAt: now.toISOString(),
            endsAt: cancellationEndsAt(now, state.term.termEnd),
          },
        },
      ];
    }
    if (!isSystem(command.actor)) return commonErrors.error('FORBIDDEN');
    return decideSystem(command, state, now);
  },

  evolve(state, event) {
    if (event.type === 'BoostPurchaseRequested') {
      const d = event.data;
      return {
        exists: true,
        boostId: d.boostId,
        serviceId: d.serviceId,
        providerId: d.providerId,
        packageId: d.packageId,
        ownerUserId: d.requestedBy,
        durationDays: d.durationDays,
        price: d.price,
        visibilityMultiplier: d.visibilityMultiplier,
        status: 'payment_pending',
        pendingPaymentId: d.paymentId,
        pendingAmount: d.amount,
        upgradesBoostId: d.upgradesBoostId,
        term: null,
        cancellation: null,
        appliedPaymentIds: [],
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'BoostPaymentFailed':
        return { ...state, status: 'payment_failed', pendingPaymentId: null };
      case 'BoostActivated':
        return {
          ...state,
          status: 'active',
          pendingPaymentId: null,
          term: { termStart: event.data.startDate, termEnd: event.data.endDate, termValue: state.price },
          appliedPaymentIds: [...state.appliedPaymentIds, event.data.paymentId],
        };
      case 'BoostRenewed':
        return {
          ...state,
          term: {
            termStart: event.data.termStart,
            termEnd: event.data.endDate,
            termValue: event.data.amount,
          },
          appliedPaymentIds: [...state.appliedPaymentIds, event.data.paymentId],
        };
      case 'BoostCancellationRequested':
        return { ...state, cancellation: { requestedAt: event.data.requestedAt, endsAt: event.data.endsAt } };
      case 'BoostExpired':
        return {
          ...state,
          status: 'expired',
          appliedPaymentIds:
            event.data.failedPaymentId === null
              ? state.appliedPaymentIds
              : [...state.appliedPaymentIds, event.data.failedPaymentId],
        };
      case 'BoostUpgraded':
        return { ...state, status: 'upgraded' };
    }
  },
};
