/** What every payment form (simulated or Stripe) needs from the page around it. */
export interface PaymentFormProps {
  clientSecret: string;
  /** e.g. 'Pay £540.00'. */
  payLabel: string;
  /** False until the page's own conditions hold (checkout: terms accepted). */
  canPay: boolean;
  /** Shown next to the disabled button, e.g. 'Terms Required: …'. */
  blockedReason?: string;
  onBlocked?: () => void;
  /** Absolute URL Stripe returns to after a redirect-based authentication. */
  returnUrl: string;
  onSucceeded: () => void;
}
