import type { Service } from '@esm/contract/services';
import { formatMoney } from '../../lib/format';
import './service.css';

/**
 * The total a client pays for a direct booking, beside the base price wherever a client sees one
 * (UK rules on headline prices). The amount is the server's `directBookingTotal`.
 */
export function HeadlineTotal({ service }: { service: Pick<Service, 'directBookingTotal'> }) {
  if (!service.directBookingTotal) return null;
  return <span className="headline-total">{formatMoney(service.directBookingTotal)} incl. fees and VAT</span>;
}
