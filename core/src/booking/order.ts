/** What a booking asks the provider to bring: how many of the service, and Table & Chair Hire's tables and chairs. */
export interface BookingOrder {
  /** Null for bookings made before the order was recorded. */
  quantity: number | null;
  tableQuantity: number | null;
  chairQuantity: number | null;
}

const count = (n: number, singular: string) => `${n} ${n === 1 ? singular : `${singular}s`}`;

/**
 * "5 tables, 40 chairs", "Quantity 2": the order in words, as the e-mails and screens say it. Null
 * when there is nothing beyond the service itself to say, or the booking predates its recording.
 */
export function orderSummary(order: BookingOrder): string | null {
  const parts: string[] = [];
  if (order.quantity !== null && order.quantity > 1) parts.push(`Quantity ${order.quantity}`);
  if (order.tableQuantity !== null) parts.push(count(order.tableQuantity, 'table'));
  if (order.chairQuantity !== null) parts.push(count(order.chairQuantity, 'chair'));
  return parts.length > 0 ? parts.join(', ') : null;
}
