import { formatPounds, providerPayoutAfterRefunds } from '@esm/core/money/index';

/** The columns both bookings read models keep for a booking's money (pence). */
export interface BookingMoneyColumns {
  provider_amount: number | string;
  platform_fee: number | string;
  vat_amount: number | string;
  refund_amount: number | string;
  provider_refunded: number | string;
  status: string;
}

/**
 * The booking's `providerPayout`: nothing for a booking declined or cancelled before it was
 * paid; otherwise the provider's share less its part of the refunds.
 */
export function providerPayoutJson(row: BookingMoneyColumns, paid: boolean): string {
  if (!paid && (row.status === 'declined' || row.status === 'cancelled')) return formatPounds(0);
  return formatPounds(
    providerPayoutAfterRefunds({
      parts: {
        provider: Number(row.provider_amount),
        platformFee: Number(row.platform_fee),
        vat: Number(row.vat_amount),
      },
      bookingRefund: Number(row.refund_amount),
      providerRefundedByEscrow: Number(row.provider_refunded),
    }),
  );
}
