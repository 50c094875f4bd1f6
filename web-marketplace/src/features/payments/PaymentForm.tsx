import type { PaymentSetup } from '@esm/contract/payments';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner';
import { ErrorState } from '../../components/States';
import { choosePaymentForm } from './payment-form-choice';
import type { PaymentFormProps } from './payment-form-props';
import { SimulatedCardForm } from './SimulatedCardForm';
import './payments.css';

const StripePaymentForm = lazy(async () => ({
  default: (await import('./StripePaymentForm')).StripePaymentForm,
}));

/** Chooses the card form for the gateway the API set the payment up with. */
export function PaymentForm({
  setup,
  ...props
}: Omit<PaymentFormProps, 'clientSecret'> & { setup: PaymentSetup }) {
  const choice = choosePaymentForm(setup);
  switch (choice.kind) {
    case 'setup-failed':
      return <ErrorState title="Payment Setup Failed" message="Please try again in a moment." />;
    case 'stripe-unconfigured':
      return (
        <ErrorState
          title="Payment Unavailable"
          message="Card payments are not configured. Please contact support."
        />
      );
    case 'stripe':
      // Stripe.js and Elements arrive in their own chunk, fetched only on this branch.
      return (
        <Suspense fallback={<Spinner label="Loading secure payment form…" />}>
          <StripePaymentForm
            {...props}
            clientSecret={choice.clientSecret}
            publishableKey={choice.publishableKey}
          />
        </Suspense>
      );
    case 'simulated':
      return <SimulatedCardForm {...props} clientSecret={choice.clientSecret} />;
  }
}
