export { allocate } from './allocate';
export {
  applyRate,
  BASIS_POINTS_PER_WHOLE,
  type BasisPoints,
  divideRoundHalfUp,
  formatBasisPoints,
  parseBasisPoints,
} from './basis-points';
export {
  type BookingMoney,
  bookingMoneyFromQuoteLine,
  type DepositPolicy,
  depositFor,
  directCheckoutMoney,
  directCheckoutTotal,
  isBalancedBookingMoney,
} from './booking-money';
export { addLondonDays, LONDON, londonDaysBetween, startOfLondonDay } from './london';
export {
  BALANCE_PAYMENT_DAYS,
  balancePaymentDate,
  balanceReleaseAt,
  DEPOSIT_PAYMENT_DAYS,
  DISPUTE_WINDOW_HOURS,
  depositPaymentDate,
  disputeWindowClosesAt,
  type PayoutSchedule,
  payoutSchedule,
  SHORT_NOTICE_DEPOSIT_PAYMENT_DAYS,
} from './payout-schedule';
export { formatPounds, isPence, type Pence, parsePounds } from './pence';
export { type QuoteLineInput, type QuoteLineMoney, type QuoteTotals, quoteTotals } from './quote-totals';
export {
  CARD_PROCESSING_FIXED,
  CARD_PROCESSING_RATE,
  COMMISSION_RATE,
  cardProcessingFee,
  commissionRate,
  DEFAULT_DEPOSIT_RATE,
  DEFAULT_PROVIDER_FEE_RATE,
  DIRECT_CHECKOUT_RATE,
  PROVIDER_PLANS,
  type ProviderPlan,
  VAT_RATE,
} from './rates';
export {
  customerRefundRate,
  fullRefundDeadline,
  type MoneyParts,
  providerPayoutAfterRefunds,
  REFUND_REASONS,
  REFUND_TIERS,
  type Refund,
  type RefundReason,
  refundFor,
  splitRefund,
  sumParts,
} from './refunds';
export {
  basisPointsSchema,
  bookingMoneySchema,
  moneyPartsSchema,
  penceSchema,
  providerPlanSchema,
} from './schemas';
