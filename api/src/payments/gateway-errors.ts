import { paymentErrors } from '@esm/core/payment/errors';
import type { GatewayIntent, PaymentGateway } from '@esm/core/payment/gateway';

/** An intent id the gateway does not know is a 404 for the caller, never a 500. */
export async function retrieveIntent(gateway: PaymentGateway, intentId: string): Promise<GatewayIntent> {
  try {
    return await gateway.retrievePaymentIntent(intentId);
  } catch (error) {
    const status =
      (error as { status?: number; statusCode?: number }).status ??
      (error as { statusCode?: number }).statusCode;
    if (status === 404) throw paymentErrors.error('PAYMENT_NOT_FOUND');
    throw error;
  }
}
