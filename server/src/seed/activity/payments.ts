import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import { type Activity, SYSTEM } from './context';

/** What the payment webhook records once the gateway confirms a charge. */
export async function paymentSucceeded(a: Activity, when: Date, paymentId: string): Promise<void> {
  await a.run(when, paymentStream(paymentId), paymentDecider, {
    type: 'RecordPaymentSucceeded',
    actor: SYSTEM,
    paymentId,
    gatewayEventId: `evt_demo_${paymentId.slice(0, 12)}`,
    gatewayChargeId: `ch_demo_${paymentId.slice(0, 12)}`,
  });
}
