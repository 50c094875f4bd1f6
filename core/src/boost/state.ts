import type { Pence } from '../money';
import type { PaidTerm } from '../plan/subscription-term';

export type BoostStatus = 'payment_pending' | 'payment_failed' | 'active' | 'expired' | 'upgraded';

export interface BoostPurchase {
  exists: true;
  boostId: string;
  serviceId: string;
  providerId: string;
  packageId: string;
  /** The service owner who bought it: only they may cancel it. */
  ownerUserId: string;
  durationDays: number;
  /** The package price at purchase; every renewal is charged at it. */
  price: Pence;
  visibilityMultiplier: number;
  status: BoostStatus;
  pendingPaymentId: string | null;
  pendingAmount: Pence;
  upgradesBoostId: string | null;
  term: PaidTerm | null;
  cancellation: { requestedAt: string; endsAt: string } | null;
  appliedPaymentIds: readonly string[];
}

export type BoostState = { exists: false } | BoostPurchase;
