import type { EscrowEvent } from '@esm/core/escrow/events';
import type { MoneyParts, RefundReason } from '@esm/core/money/index';

/**
 * An EscrowRefunded event of `parts`, all taken from what escrow still held, for projector tests
 * that only follow what a refund takes from each party.
 */
export const escrowRefunded = (
  bookingId: string,
  parts: MoneyParts,
  reason: RefundReason,
  refundedAt: string,
): EscrowEvent => ({
  type: 'EscrowRefunded',
  data: {
    bookingId,
    refundKey: `refund-${bookingId}-${reason}`,
    reason,
    amount: parts.provider + parts.platformFee + parts.vat,
    parts,
    fromHeld: parts,
    fromReleasedPlatformFee: 0,
    fromReleasedVat: 0,
    receivable: 0,
    refundedAt,
  },
});
