import type { Booking } from '@esm/contract/bookings';
import { formatOrder } from '../lib/format';

/**
 * The "Order" row of a booking's facts (a summary list's dt/dd pair): what the provider brings
 * beyond the service itself. Nothing when there is nothing more to say.
 */
export function OrderFact({ booking }: { booking: Booking }) {
  const order = formatOrder(booking);
  if (!order) return null;
  return (
    <div>
      <dt>Order</dt>
      <dd>{order}</dd>
    </div>
  );
}
