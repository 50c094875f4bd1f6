import type { BoostPackage } from '@esm/contract/boosts';
import type { PaymentSetup } from '@esm/contract/payments';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { checkSession } from '../../api/auth';
import { boostStatusKey, cancelBoost, useBoostPackagesQuery, useBoostStatusQuery } from '../../api/boosts';
import { servicesKey, useServiceQuery } from '../../api/catalogue';
import { errorText, isApiError } from '../../api/http';
import { confirmBoostPayment, createBoostPayment } from '../../api/payments';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { useAuth } from '../../auth/use-auth';
import { ConfirmDialog } from '../../components/Dialog';
import { PageSpinner } from '../../components/Spinner';
import { ErrorState } from '../../components/States';
import { useToast } from '../../components/toast/toast-context';
import { usePageTitle } from '../../components/use-page-title';
import { formatDate, formatMoney } from '../../lib/format';
import { goToLoginAfter } from '../../lib/navigation';
import { PaymentForm } from '../payments/PaymentForm';
import { PROVIDER_PAYMENT_LOGIN_MS, providerPaymentError } from '../payments/provider-payment-errors';
import '../pricing/pricing.css';
import '../../components/marketing/marketing.css';
import './boost.css';

const SUCCESS_PATH = '/provider-dashboard?boost=success';
/** The spec's redirect after a failed session check on the boost page. */
const SESSION_EXPIRED_REDIRECT_MS = 1500;

/** The session check before paying failed: the page was open past the session's end. */
class SessionExpired extends Error {}

/** /services/{id}/boost: package cards from the server, then payment; or manage an active boost. */
export function BoostPage() {
  const { id = '' } = useParams();
  usePageTitle('Boost your service');
  const { provider } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const service = useServiceQuery(id);
  const packages = useBoostPackagesQuery();
  const status = useBoostStatusQuery(id);
  const [chosen, setChosen] = useState<BoostPackage | null>(null);
  const [setup, setSetup] = useState<PaymentSetup | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const pay = useSingleFlightMutation({
    mutationFn: async (pkg: BoostPackage) => {
      // The signed-in state on screen may be cached from before the session ended: check it first.
      await checkSession().catch((error: unknown) => {
        throw isApiError(error, 401) ? new SessionExpired() : error;
      });
      return createBoostPayment(id, pkg.id);
    },
    onSuccess: (result) => {
      if (!result.clientSecret) {
        toast({ title: 'Payment Setup Failed', description: 'Please try again.', variant: 'destructive' });
        return;
      }
      setSetup(result);
    },
    onError: (error) => {
      if (error instanceof SessionExpired) {
        toast({
          title: 'Session Expired',
          description: 'Please sign in again to continue.',
          variant: 'destructive',
        });
        goToLoginAfter(SESSION_EXPIRED_REDIRECT_MS);
        return;
      }
      const { message, signIn } = providerPaymentError(error, 'boost');
      toast({ title: 'Error', description: message, variant: 'destructive' });
      if (signIn) goToLoginAfter(PROVIDER_PAYMENT_LOGIN_MS);
    },
  });

  const cancel = useSingleFlightMutation({
    mutationFn: () => cancelBoost(id),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: boostStatusKey(id) });
      queryClient.invalidateQueries({ queryKey: servicesKey });
      setConfirmCancel(false);
      toast({
        title: 'Boost cancelled',
        description: 'Your boost stays active until the end of the notice period.',
      });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorText(error, 'Failed to cancel boost. Please try again.'),
        variant: 'destructive',
      }),
  });

  if (!id) return <ErrorState title="Service Not Found" />;
  if (service.isPending || packages.isPending || status.isPending)
    return <PageSpinner label="Loading boost options…" />;
  if (service.isError) {
    return (
      <div className="container section">
        <ErrorState
          title={isApiError(service.error, 404) ? 'Service Not Found' : 'Failed to fetch services'}
        />
      </div>
    );
  }
  if (!provider || service.data.providerId !== provider.id) {
    return (
      <div className="container section">
        <ErrorState title="Access Denied" message="You don't have permission to boost this service." />
      </div>
    );
  }

  const s = service.data;
  const active = packages.data?.filter((p) => p.isActive).sort((a, b) => a.sortOrder - b.sortOrder) ?? [];
  const boost = status.data;
  // The package in force: not for sale again, and nothing less visible either (the server refuses
  // both); only a more visible one is offered, as an upgrade.
  const current = boost?.isBoosted ? active.find((p) => p.key === boost.boostLevel) : undefined;

  return (
    <div className="container section stack stack--lg">
      <Link to="/provider-dashboard?tab=services" className="back-link">
        <ArrowLeft size={16} aria-hidden="true" /> Back to your services
      </Link>
      <div>
        <h1>Boost “{s.name}”</h1>
        <p className="muted">
          Boosted services appear first in search results and carry a Boosted badge. Packages are billed
          monthly and renew automatically; cancel any time with 30 days notice.
        </p>
      </div>

      {!s.isAvailable && (
        <p className="notice notice--warning">
          This service is marked unavailable: a boost would put it first in search, but clients cannot book it
          until you make it available again in your services.
        </p>
      )}

      {boost?.isBoosted && (
        <section className="notice notice--success" aria-labelledby="current-boost-title">
          <p id="current-boost-title" className="notice__title">
            <Zap size={16} aria-hidden="true" />{' '}
            {boost.boostLevel === 'featured' ? 'Featured Boost' : 'Category Boost'} is active
          </p>
          <p>
            {boost.cancelsAt
              ? `Cancelled: your boost ends on ${formatDate(boost.cancelsAt)}.`
              : boost.renewsAt
                ? `Renews on ${formatDate(boost.renewsAt)}${current ? ` at ${formatMoney(current.price)} a month` : ''}.`
                : boost.boostExpiresAt
                  ? `Active until ${formatDate(boost.boostExpiresAt)}.`
                  : ''}
          </p>
          {!boost.cancelsAt && (
            <button
              type="button"
              className="button button--danger-outline button--sm"
              onClick={() => setConfirmCancel(true)}
            >
              Cancel boost
            </button>
          )}
        </section>
      )}

      {setup && chosen ? (
        <div className="checkout-like">
          <section className="card card__body" aria-labelledby="boost-summary-title">
            <h2 id="boost-summary-title" className="card__title">
              {chosen.name}
            </h2>
            <p className="muted">{chosen.description}</p>
            <dl className="summary-list">
              <div>
                <dt>Service</dt>
                <dd>{s.name}</dd>
              </div>
              <div>
                <dt>Duration</dt>
                <dd>{chosen.durationDays} days, renews monthly</dd>
              </div>
              <div className="summary-list__total">
                <dt>{current ? `Today, less the unused part of your ${current.name}` : 'Today'}</dt>
                <dd>{formatMoney(setup.amount)}</dd>
              </div>
              <div>
                <dt>Then, each month</dt>
                <dd>{formatMoney(chosen.price)}</dd>
              </div>
            </dl>
            <p className="subtle">Cancel with 30 days notice from this page.</p>
            <button type="button" className="link-button" onClick={() => setSetup(null)}>
              Choose a different package
            </button>
          </section>
          <section className="card card__body" aria-labelledby="boost-pay-title">
            <h2 id="boost-pay-title" className="card__title">
              Payment details
            </h2>
            <PaymentForm
              setup={setup}
              payLabel={`Pay ${formatMoney(setup.amount)}`}
              canPay
              returnUrl={`${window.location.origin}${SUCCESS_PATH}`}
              onSucceeded={async () => {
                // The webhook starts the boost as well, so a failed confirm only delays the badge.
                await confirmBoostPayment(id, setup.paymentIntentId).catch(() => undefined);
                queryClient.invalidateQueries({ queryKey: servicesKey });
                queryClient.invalidateQueries({ queryKey: boostStatusKey(id) });
                navigate(SUCCESS_PATH);
              }}
            />
          </section>
        </div>
      ) : active.length === 0 ? (
        <ErrorState title="No boost packages are available right now" message="Please check back soon." />
      ) : (
        <div className="plan-grid boost-grid">
          {active.map((pkg, index) => (
            <section
              key={pkg.id}
              className={`plan-card ${index === 1 ? 'plan-card--highlight' : ''}`}
              aria-labelledby={`pkg-${pkg.id}`}
            >
              {index === 1 && <span className="plan-card__ribbon">Most Popular</span>}
              <h2 id={`pkg-${pkg.id}`} className="plan-card__name">
                {pkg.name}
              </h2>
              <p className="plan-card__price">
                {formatMoney(pkg.price)} <span className="subtle">per month</span>
              </p>
              <p>
                <span className="badge badge--boost">{pkg.visibilityMultiplier}x visibility</span>
              </p>
              <p className="muted">{pkg.description}</p>
              <ul className="feature-list">
                {pkg.features.map((feature) => (
                  <li key={feature}>
                    <Check size={16} aria-hidden="true" /> {feature}
                  </li>
                ))}
              </ul>
              <div className="plan-card__action">
                {current && pkg.id === current.id ? (
                  <p className="badge badge--success">Your current package</p>
                ) : current && pkg.visibilityMultiplier <= current.visibilityMultiplier ? (
                  <p className="subtle">Included in your {current.name}</p>
                ) : (
                  <>
                    {current && (
                      <p className="subtle">
                        {formatMoney(pkg.price)} a month, less the unused part of your {current.name}; the
                        exact amount due today is shown before you pay.
                      </p>
                    )}
                    <button
                      type="button"
                      className={`button button--block ${index === 1 ? 'button--primary' : 'button--outline'}`}
                      disabled={pay.isPending}
                      onClick={() => {
                        setChosen(pkg);
                        pay.mutate(pkg);
                      }}
                    >
                      {pay.isPending && chosen?.id === pkg.id
                        ? 'Preparing payment…'
                        : current
                          ? `Upgrade to ${pkg.name}`
                          : `Choose ${pkg.name}`}
                    </button>
                  </>
                )}
              </div>
            </section>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={confirmCancel}
        title="Cancel this boost?"
        description="Boosts need 30 days notice: your service stays boosted until the notice period ends, then the boost stops and is not renewed."
        confirmLabel="Cancel boost"
        cancelLabel="Keep boost"
        destructive
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={() => setConfirmCancel(false)}
      />
    </div>
  );
}
