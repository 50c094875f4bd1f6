import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useServiceQuery } from '../../api/catalogue';
import { isApiError } from '../../api/http';
import { createPaymentIntent } from '../../api/payments';
import { CheckboxField } from '../../components/form/Field';
import { PageSpinner } from '../../components/Spinner';
import { ErrorState } from '../../components/States';
import { useToast } from '../../components/toast/toast-context';
import { usePageTitle } from '../../components/use-page-title';
import { formatMoney } from '../../lib/format';
import { goToLoginAfter } from '../../lib/navigation';
import { PaymentForm } from '../payments/PaymentForm';
import { checkoutErrorText } from './checkout-error';
import { type CheckoutTarget, intentRequest, readCheckoutTarget, successPath } from './checkout-request';
import { EventDateStep } from './EventDateStep';
import { HoldCountdown } from './HoldCountdown';
import { OrderSummary } from './OrderSummary';
import { TermsDialog } from './TermsDialog';
import './checkout.css';

const TERMS_REQUIRED = 'Terms Required: Please accept the terms and conditions to proceed.';
const SESSION_EXPIRED_REDIRECT_MS = 1500;

/** /checkout: loading → error or payment form → /booking-success. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const [params, setParams] = useSearchParams();
  const target = readCheckoutTarget(params);

  if (target.kind === 'none') {
    return (
      <div className="container section">
        <ErrorState
          title="Payment Unavailable"
          message="No quote or service found. Please start from a service page."
        />
        <p style={{ marginTop: 'var(--space-4)' }}>
          <Link to="/services" className="button button--secondary">
            Browse Services
          </Link>
        </p>
      </div>
    );
  }
  if (target.kind === 'service' && !target.eventDate) {
    return (
      <CheckoutFrame>
        <DateFirst
          serviceId={target.serviceId}
          onChoose={(date) => {
            const next = new URLSearchParams(params);
            next.set('eventDate', date);
            setParams(next, { replace: true });
          }}
        />
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame>
      <CheckoutPayment target={target} />
    </CheckoutFrame>
  );
}

function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className="container section">
      <div className="page-title-row">
        <h1>Secure checkout</h1>
        <span className="badge badge--success">
          <ShieldCheck size={14} aria-hidden="true" /> Payment held in escrow
        </span>
      </div>
      {children}
    </div>
  );
}

function DateFirst({ serviceId, onChoose }: { serviceId: string; onChoose: (date: string) => void }) {
  const service = useServiceQuery(serviceId);
  return (
    <div className="container--narrow" style={{ margin: 0 }}>
      <EventDateStep serviceName={service.data?.name} onChoose={onChoose} />
    </div>
  );
}

function CheckoutPayment({ target }: { target: CheckoutTarget }) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const request = intentRequest(target);
  const intentKey = ['checkout-intent', request] as const;

  // Creating the intent holds the day for 15 minutes, so it is made once per visit (never cached
  // across visits, never retried behind the user's back).
  const intent = useQuery({
    queryKey: intentKey,
    queryFn: () => createPaymentIntent(request as NonNullable<typeof request>),
    enabled: request !== null,
    gcTime: 0,
  });

  const sessionExpired = isApiError(intent.error, 401);
  useEffect(() => {
    if (!sessionExpired) return;
    toast({
      title: 'Session Expired',
      description: 'Please sign in again to continue.',
      variant: 'destructive',
    });
    goToLoginAfter(SESSION_EXPIRED_REDIRECT_MS);
  }, [sessionExpired, toast]);

  if (intent.isPending) return <PageSpinner label="Preparing secure checkout…" />;
  if (intent.isError) {
    if (sessionExpired)
      return <ErrorState title="Authentication Required" message="Redirecting you to sign in…" />;
    return <CheckoutError error={intent.error} target={target} onRetry={() => intent.refetch()} />;
  }
  const setup = intent.data;
  if (!setup.clientSecret) {
    return (
      <ErrorState
        title="Payment Setup Failed"
        message="Failed to initialize payment. Please try again."
        onRetry={() => intent.refetch()}
      />
    );
  }

  return (
    <div className="checkout">
      <div className="stack stack--lg">
        <HoldCountdown
          expiresAt={setup.holdExpiresAt}
          onExpired={() => queryClient.resetQueries({ queryKey: intentKey })}
        />
        <OrderSummary target={target} setup={setup} />
      </div>
      <section className="card card__body stack" aria-labelledby="payment-title">
        <h2 id="payment-title" className="card__title">
          Payment details
        </h2>
        <CheckboxField
          label={
            <>
              I accept the{' '}
              <button type="button" className="link-button" onClick={() => setTermsOpen(true)}>
                terms and conditions
              </button>
              , including the cancellation policy.
            </>
          }
        >
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={termsAccepted}
              onChange={(event) => setTermsAccepted(event.target.checked)}
            />
          )}
        </CheckboxField>
        <PaymentForm
          setup={setup}
          payLabel={`Pay ${formatMoney(setup.amount)}`}
          canPay={termsAccepted}
          blockedReason={TERMS_REQUIRED}
          onBlocked={() =>
            toast({
              title: 'Terms Required',
              description: 'Please accept the terms and conditions to proceed.',
              variant: 'destructive',
            })
          }
          returnUrl={`${window.location.origin}${successPath(target)}`}
          onSucceeded={() => navigate(successPath(target, setup.paymentIntentId))}
        />
      </section>
      <TermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => setTermsAccepted(true)}
      />
    </div>
  );
}

/** The texts for each way setting up the payment can fail. */
function CheckoutError({
  error,
  target,
  onRetry,
}: {
  error: Error;
  target: CheckoutTarget;
  onRetry: () => void;
}) {
  const back =
    target.kind === 'quote' ? (
      <Link to={`/booking/${target.quoteId}`} className="button button--secondary">
        <ArrowLeft size={16} aria-hidden="true" /> Back to your quote
      </Link>
    ) : target.kind === 'service' ? (
      <Link to={`/service/${target.serviceId}`} className="button button--secondary">
        <ArrowLeft size={16} aria-hidden="true" /> Back to the service
      </Link>
    ) : null;
  const { title, message, retryable } = checkoutErrorText(error, target);
  return (
    <div className="stack">
      <ErrorState title={title} message={message} onRetry={retryable ? onRetry : undefined} />
      {back && <div>{back}</div>}
    </div>
  );
}
