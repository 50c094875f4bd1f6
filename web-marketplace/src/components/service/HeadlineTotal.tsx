import type { Service } from '@esm/contract/services';
import { formatMoney } from '../../lib/format';
import './service.css';

/**
 * The total a client pays for a direct booking, beside the base price wherever a client sees one
 * (UK rules on headline prices). The amount is the server's `directBookingTotal`: the price and
 * the platform fee of 20% of it, with no VAT line (a quote itemises provider fees and VAT).
 */
export function HeadlineTotal({ service }: { service: Pick<Service, 'directBookingTotal'> }) {
  if (!service.directBookingTotal) return null;
  return <span className="headline-total">{formatMoney(service.directBookingTotal)} incl. platform fee</span>;
}
