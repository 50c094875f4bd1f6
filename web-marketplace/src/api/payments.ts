import type { BoostStatus } from '@esm/contract/boosts';
import type { ProviderPlan } from '@esm/contract/common';
import type {
  CheckoutPaymentSetup,
  PaymentIntentRequest,
  PaymentSetup,
  SimulatedConfirmRequest,
  SimulatedGatewayResult,
} from '@esm/contract/payments';
import type { PlanStatus } from '@esm/contract/plans';
import { postJson } from './http';

export const createPaymentIntent = (body: PaymentIntentRequest) =>
  postJson<CheckoutPaymentSetup>('/api/create-payment-intent', body);

export const createBoostPayment = (serviceId: string, packageId: string) =>
  postJson<PaymentSetup>(`/api/services/${encodeURIComponent(serviceId)}/boost`, { packageId });

export const createUpgradePayment = (plan: Exclude<ProviderPlan, 'basic'>) =>
  postJson<PaymentSetup>('/api/provider/upgrade', { plan });

export const confirmSimulatedPayment = (body: SimulatedConfirmRequest) =>
  postJson<SimulatedGatewayResult>('/api/simulated-gateway/confirm', body);

export const authenticateSimulatedPayment = (clientSecret: string, approve: boolean) =>
  postJson<SimulatedGatewayResult>('/api/simulated-gateway/authenticate', { clientSecret, approve });

/**
 * After the card form succeeds: the server checks the payment with the gateway and starts the
 * boost or plan at once (idempotent; the gateway's webhook would start it too, a moment later).
 */
export const confirmBoostPayment = (serviceId: string, paymentIntentId: string) =>
  postJson<BoostStatus>(`/api/services/${encodeURIComponent(serviceId)}/boost/confirm`, { paymentIntentId });

export const confirmUpgradePayment = (paymentIntentId: string) =>
  postJson<PlanStatus>('/api/provider/upgrade/confirm', { paymentIntentId });
