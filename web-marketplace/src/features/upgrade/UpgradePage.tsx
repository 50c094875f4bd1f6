import type { PaymentSetup } from '@esm/contract/payments';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, Crown } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { confirmUpgradePayment, createUpgradePayment } from '../../api/payments';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { useAuth } from '../../auth/use-auth';
import { LandingCard } from '../../components/LandingCard';
import { useToast } from '../../components/toast/toast-context';
import { usePageTitle } from '../../components/use-page-title';
import { formatMoney } from '../../lib/format';
import { goToLoginAfter } from '../../lib/navigation';
import { PaymentForm } from '../payments/PaymentForm';
import { PROVIDER_PAYMENT_LOGIN_MS, providerPaymentError } from '../payments/provider-payment-errors';
import { paidPlan } from '../pricing/plans';
import '../../components/marketing/marketing.css';
import '../boost/boost.css';
import '../pricing/pricing.css';

const SUCCESS_PATH = '/provider-dashboard?upgrade=success';

/** /upgrade/{professional|enterprise}: plan details, then payment; back link to /pricing. */
export function UpgradePage() {
  const { plan: planKey } = useParams();
  const plan = paidPlan(planKey);
  usePageTitle(plan ? `Upgrade to ${plan.name}` : 'Plan not found');
  const { provider } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<PaymentSetup | null>(null);

  const pay = useSingleFlightMutation({
    mutationFn: () => createUpgradePayment(plan?.key === 'enterprise' ? 'enterprise' : 'professional'),
    onSuccess: (result) => {
      if (!result.clientSecret) {
        toast({ title: 'Payment Setup Failed', description: 'Please try again.', variant: 'destructive' });
        return;
      }
      setSetup(result);
    },
    onError: (error) => {
      const { message, signIn } = providerPaymentError(error, 'upgrade');
      toast({ title: 'Error', description: message, variant: 'destructive' });
      if (signIn) goToLoginAfter(PROVIDER_PAYMENT_LOGIN_MS);
    },
  });

  const back = (
    <Link to="/pricing" className="back-link">
      <ArrowLeft size={16} aria-hidden="true" /> Back to pricing
    </Link>
  );

  if (!plan) {
    return (
      <div className="container container--narrow section stack">
        {back}
        <LandingCard
          title="Plan not found"
          text="We offer the Professional and Enterprise plans. Compare them on our pricing page."
          actions={
            <Link to="/pricing" className="button button--primary">
              View plans
            </Link>
          }
        />
      </div>
    );
  }

  if (!provider) {
    return (
      <div className="container container--narrow section stack">
        {back}
        <LandingCard
          title="Access Denied"
          text="Plans are for providers. Create your provider profile first, then upgrade."
          actions={
            <Link to="/provider-dashboard" className="button button--primary">
              Create provider profile
            </Link>
          }
        />
      </div>
    );
  }

  const current = provider.plan === plan.key;

  return (
    <div className="container section stack stack--lg">
      {back}
      <div>
        <h1>
          <Crown size={28} aria-hidden="true" /> Upgrade to {plan.name}
        </h1>
        <p className="muted">{plan.description}</p>
      </div>
      <div className="checkout-like">
        <section className="plan-card plan-card--highlight" aria-labelledby="plan-details-title">
          <h2 id="plan-details-title" className="plan-card__name">
            {plan.name}
          </h2>
          <p className="plan-card__price">
            {setup ? formatMoney(setup.amount) : plan.priceLabel}{' '}
            <span className="subtle">{plan.period}</span>
          </p>
          <ul className="feature-list">
            {plan.features.map((feature) => (
              <li key={feature}>
                <Check size={16} aria-hidden="true" /> {feature}
              </li>
            ))}
          </ul>
          <p className="subtle">
            Billed monthly and renews automatically. Cancel any time with 30 days notice.
          </p>
        </section>
        <section className="card card__body stack" aria-labelledby="upgrade-pay-title">
          <h2 id="upgrade-pay-title" className="card__title">
            Payment
          </h2>
          {current ? (
            <p className="notice notice--success">You're already on the {plan.name} plan.</p>
          ) : setup ? (
            <PaymentForm
              setup={setup}
              payLabel={`Pay ${formatMoney(setup.amount)}`}
              canPay
              returnUrl={`${window.location.origin}${SUCCESS_PATH}`}
              onSucceeded={async () => {
                // The webhook starts the plan as well, so a failed confirm only delays the change.
                await confirmUpgradePayment(setup.paymentIntentId).catch(() => undefined);
                await queryClient.invalidateQueries();
                navigate(SUCCESS_PATH);
              }}
            />
          ) : (
            <>
              <p className="muted">
                Your commission drops to {plan.commission} on bookings made after the upgrade, and balances
                are paid {plan.payoutDays} days after each event.
              </p>
              <button
                type="button"
                className="button button--primary button--lg"
                onClick={() => pay.mutate()}
                disabled={pay.isPending}
              >
                {pay.isPending ? 'Preparing payment…' : `Continue to payment`}
              </button>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
