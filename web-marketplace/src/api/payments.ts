import { postJson } from './http';
import type {
  CheckoutPaymentSetup,
  PaymentIntentRequest,
  PaymentSetup,
  ProviderPlan,
  SimulatedConfirmRequest,
  SimulatedGatewayResult,
} from './types';

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
