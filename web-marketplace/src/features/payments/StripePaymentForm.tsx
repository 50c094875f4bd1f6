import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../components/toast/toast-context';
import type { PaymentFormProps } from './payment-form-props';
import { BlockedReason } from './SimulatedCardForm';

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/** One Stripe.js instance per publishable key, loaded the first time it is needed. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripes.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripes.set(publishableKey, promise);
  }
  return promise;
}

/**
 * Stripe Elements, used when the API says the gateway is Stripe. This module (and Stripe's
 * libraries) is only downloaded then: the page imports it lazily.
 */
export function StripePaymentForm(props: PaymentFormProps & { publishableKey: string }) {
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{
        clientSecret: props.clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#4338ca' } },
      }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({
  payLabel,
  canPay,
  blockedReason,
  onBlocked,
  returnUrl,
  onSucceeded,
}: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPay) {
      setStarted(true);
      onBlocked?.();
      return;
    }
    if (!stripe || !elements) return;
    setDeclined(null);
    setBusy(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (result.error) {
        setDeclined(result.error.message ?? UNEXPECTED);
        toast({
          title: 'Payment Failed',
          description: result.error.message ?? UNEXPECTED,
          variant: 'destructive',
        });
      } else if (
        result.paymentIntent?.status === 'succeeded' ||
        result.paymentIntent?.status === 'processing'
      ) {
        onSucceeded();
      }
    } catch {
      setDeclined(UNEXPECTED);
      toast({ title: 'Payment Failed', description: UNEXPECTED, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit}>
      <PaymentElement
        onChange={() => {
          setStarted(true);
          setDeclined(null);
        }}
      />
      <button
        type="submit"
        className="button button--primary button--lg button--block"
        disabled={!canPay || busy || !stripe}
      >
        <Lock size={18} aria-hidden="true" /> {busy ? 'Processing…' : payLabel}
      </button>
      {declined && (
        <p className="notice notice--danger" role="alert">
          <span className="notice__title">Payment Failed</span> {declined}
        </p>
      )}
      <BlockedReason canPay={canPay} reason={blockedReason} started={started} />
    </form>
  );
}
