import { settleProviderPurchase } from '@esm/app/billing/settle-provider-purchase';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const PROVIDER_PURCHASE_SETTLED_QUEUE = 'billing.provider-purchase-settled';

/**
 * A provider's boost or plan starts when its payment succeeds, however the success arrived (the
 * gateway's webhook or the confirm call): every PaymentSucceeded gets a settlement job, which
 * reads the payment's purpose and ignores checkout payments (those are the booking flow's).
 */
export const providerPurchaseSettlementProcess = defineProcessManager({
  name: 'provider-purchase-settlement',
  handles: ['PaymentSucceeded'],
  react(event) {
    const { paymentId } = event.data;
    return [
      schedule(`provider-purchase-settled:${paymentId}`, PROVIDER_PURCHASE_SETTLED_QUEUE, event.occurredAt, {
        paymentId,
      }),
    ];
  },
});

export function providerPurchaseSettlementJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: PROVIDER_PURCHASE_SETTLED_QUEUE,
    handle: (data) => settleProviderPurchase(deps, String(data.paymentId)),
  };
}
