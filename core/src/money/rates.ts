import { applyRate, type BasisPoints } from './basis-points';
import type { Pence } from './pence';

/** The provider plans; the plan decides the platform's commission and the payout delay. */
export const PROVIDER_PLANS = ['basic', 'professional', 'enterprise'] as const;
export type ProviderPlan = (typeof PROVIDER_PLANS)[number];

/** Commission by plan: Basic 20%, Professional 15%, Enterprise 10%. */
export const COMMISSION_RATE: Record<ProviderPlan, BasisPoints> = {
  basic: 2000,
  professional: 1500,
  enterprise: 1000,
};

/** UK standard-rate VAT, charged on the quote's subtotal plus fees. */
export const VAT_RATE: BasisPoints = 2000;

/** A service's providerFeePercentage when the provider has not set one ("5.00"). */
export const DEFAULT_PROVIDER_FEE_RATE: BasisPoints = 500;

/** Direct service checkout: the client pays basePrice × 1.2. */
export const DIRECT_CHECKOUT_RATE: BasisPoints = 12_000;

/** Provider defaults: a deposit is required and it is 25.00% of the provider's amount. */
export const DEFAULT_DEPOSIT_RATE: BasisPoints = 2500;

/** Card processing, 2.9% + 30p: a platform cost on the ledger, not charged to anyone. */
export const CARD_PROCESSING_RATE: BasisPoints = 290;
export const CARD_PROCESSING_FIXED: Pence = 30;

export const commissionRate = (plan: ProviderPlan): BasisPoints => COMMISSION_RATE[plan];

export const cardProcessingFee = (captured: Pence): Pence =>
  applyRate(captured, CARD_PROCESSING_RATE) + CARD_PROCESSING_FIXED;
