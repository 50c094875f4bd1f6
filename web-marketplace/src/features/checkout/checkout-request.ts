import type { PaymentIntentRequest } from '@esm/contract/payments';
import { CHAIR_LIMITS, clampQuantity, TABLE_LIMITS } from '../../lib/furniture';

export type CheckoutTarget =
  | { kind: 'quote'; quoteId: string }
  | {
      kind: 'service';
      serviceId: string;
      eventDate: string | null;
      tableQuantity?: number;
      chairQuantity?: number;
    }
  | { kind: 'none' };

const intParam = (value: string | null) =>
  value === null || value === '' ? undefined : Number.parseInt(value, 10);

/** /checkout?quote=… or ?serviceId=…&eventDate=…&tableQuantity=…&chairQuantity=… */
export function readCheckoutTarget(params: URLSearchParams): CheckoutTarget {
  const quoteId = params.get('quote');
  if (quoteId) return { kind: 'quote', quoteId };
  const serviceId = params.get('serviceId');
  if (!serviceId) return { kind: 'none' };
  const tables = intParam(params.get('tableQuantity'));
  const chairs = intParam(params.get('chairQuantity'));
  const eventDate = params.get('eventDate');
  return {
    kind: 'service',
    serviceId,
    eventDate: eventDate && /^\d{4}-\d{2}-\d{2}$/.test(eventDate) ? eventDate : null,
    // Quantities outside 0–50 / 0–200 are pulled back inside; the server checks again.
    tableQuantity: tables === undefined ? undefined : clampQuantity(tables, TABLE_LIMITS),
    chairQuantity: chairs === undefined ? undefined : clampQuantity(chairs, CHAIR_LIMITS),
  };
}

export function intentRequest(target: CheckoutTarget): PaymentIntentRequest | null {
  if (target.kind === 'quote') return { quoteId: target.quoteId };
  if (target.kind === 'service' && target.eventDate) {
    const request: PaymentIntentRequest = { serviceId: target.serviceId, eventDate: target.eventDate };
    if (target.tableQuantity !== undefined) request.tableQuantity = target.tableQuantity;
    if (target.chairQuantity !== undefined) request.chairQuantity = target.chairQuantity;
    return request;
  }
  return null;
}

/** Where the payment returns to: /booking-success?quote={id} or ?service={id}, plus payment_intent. */
export function successPath(target: CheckoutTarget, paymentIntentId?: string): string {
  const params = new URLSearchParams();
  if (target.kind === 'quote') params.set('quote', target.quoteId);
  if (target.kind === 'service') params.set('service', target.serviceId);
  if (paymentIntentId) params.set('payment_intent', paymentIntentId);
  return `/booking-success?${params.toString()}`;
}
