import { lazy, Suspense } from 'react';
import type { PaymentSetup } from '../../api/types';
import { Spinner } from '../../components/Spinner';
import { ErrorState } from '../../components/States';
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
  if (!setup.clientSecret)
    return <ErrorState title="Payment Setup Failed" message="Please try again in a moment." />;
  if (setup.gateway === 'stripe') {
    if (!setup.publishableKey) {
      return (
        <ErrorState
          title="Payment Unavailable"
          message="Card payments are not configured. Please contact support."
        />
      );
    }
    return (
      <Suspense fallback={<Spinner label="Loading secure payment form…" />}>
        <StripePaymentForm
          {...props}
          clientSecret={setup.clientSecret}
          publishableKey={setup.publishableKey}
        />
      </Suspense>
    );
  }
  return <SimulatedCardForm {...props} clientSecret={setup.clientSecret} />;
}
